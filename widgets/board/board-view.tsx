import { DragDropProvider } from '@dnd-kit/react';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { OrderCard, User } from '../../sdk/contract';
import { BOARD_COLUMNS, type BoardColumn } from '../../sdk/core/access';
import { formatDisplayDate, openOrderIntent } from '../../sdk/core/domain';
import { compactOrderFilter, type OrderFilterValue, orderFilterKey } from '../../sdk/core/orders';
import {
  createToastStore,
  orderCardStyles,
  ToastRegion,
  useAnnounceIntent,
  useProofdesk,
  useWidgetMessages,
  useWidgetStyles,
  type WidgetViewProps,
} from '../../sdk/react';
import { ReasonPrompt } from '../../sdk/react/prompts';
import type { CardDragData, DropData } from './board-card';
import { BoardColumnView } from './board-column';
import { boardPlugins, boardSensors } from './dnd';
import { BoardListView } from './list-view';
import { type BoardMessages, defaultBoardMessages, fill } from './messages';
import { moveOptions } from './move-options';
import { ScrollTrack } from './scroll-track';
import { getBoardStore } from './store';
import { boardStyles } from './styles';
import { type BoardFilterOptions, useBoardFilter } from './use-board-filter';
import { useBoardMoves } from './use-board-moves';
import { useCollapsedColumns } from './use-collapsed-columns';
import { useScrollEdges } from './use-scroll-edges';

/** `onIntent` hears `open-order`. */
export interface BoardProps extends WidgetViewProps<BoardMessages>, BoardFilterOptions {
  /**
   * 'board' (default): the columns; 'list': the same orders as a table; 'archived': the archived
   * orders as a table (GET /order/archived), following the instance's archived-order filter.
   */
  view?: 'board' | 'list' | 'archived';
  /** IANA zone the card dates are shown in. Default: the browser's. */
  timeZone?: string;
}

/**
 * The order board (dashboard §2 "/"): six columns of order cards with their server counts, loaded
 * page by page and virtualized, moved by drag and drop or the 'Move … to…' menu within what the
 * role allows, live with the server's pushes, filtered by the instance's shared order filter.
 */
export function BoardView({ onIntent, messages, view = 'board', timeZone, ...filterOptions }: BoardProps) {
  useWidgetStyles(orderCardStyles + boardStyles);
  const instance = useProofdesk();
  const m = useWidgetMessages(defaultBoardMessages, messages);
  const user = useStore(instance.session.$profile);
  // Dates read in the signed-in user's zone unless the host names one.
  const zone = timeZone ?? (user?.timeZone?.value || undefined);
  const [rawFilter] = useBoardFilter(filterOptions, view === 'archived' ? 'archived' : 'orders');
  // One object per distinct filter, so columns keep their feeds across renders.
  const filterKey = orderFilterKey(rawFilter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the filter's content
  const filter = useMemo<OrderFilterValue>(() => compactOrderFilter(rawFilter), [filterKey]);
  const announce = useAnnounceIntent(onIntent);
  const onOpen = useCallback((card: OrderCard) => announce(openOrderIntent(card.id)), [announce]);

  if (view !== 'board')
    return (
      <BoardListView
        filter={filter}
        source={view === 'archived' ? 'archived' : 'orders'}
        messages={m}
        timeZone={zone}
        onOpenOrder={onOpen}
      />
    );
  return <BoardColumns user={user} filter={filter} messages={m} timeZone={zone} onOpen={onOpen} />;
}

interface BoardColumnsProps {
  user: User | null;
  filter: OrderFilterValue;
  messages: BoardMessages;
  timeZone: string | undefined;
  onOpen(card: OrderCard): void;
}

function BoardColumns({ user, filter, messages: m, timeZone, onOpen }: BoardColumnsProps) {
  const instance = useProofdesk();
  const store = getBoardStore(instance);
  const toasts = useMemo(() => createToastStore(), []);
  const moves = useBoardMoves(user, store, filter, toasts, m);
  const [collapsed, toggleCollapsed] = useCollapsedColumns();
  const [held, setHeld] = useState<OrderCard | null>(null);
  const hintId = `pd-board-hint-${useId()}`;
  const nonce = instance.options.nonce;
  const plugins = useMemo(() => boardPlugins(nonce), [nonce]);
  const strip = useRef<HTMLElement>(null);
  const edges = useScrollEdges(strip, { wheel: true });
  // The first date formatted in a zone builds Intl's formatter, tens of milliseconds (the largest
  // cost after the data but one, docs/performance.md "Order board"): build it now, while the
  // columns' first pages are on their way, rather than when they arrive. The cards format with it.
  useEffect(() => {
    try {
      formatDisplayDate(new Date(), timeZone);
    } catch {
      // A zone Intl does not know: the cards fall back to the browser's zone themselves.
    }
  }, [timeZone]);

  const accepts = useCallback(
    (card: OrderCard, target: { column: BoardColumn; lane?: 'active' | 'queue' }) =>
      moves.moveOnto(card, target) !== undefined,
    [moves.moveOnto],
  );
  const canDrag = useCallback((card: OrderCard) => moves.movesOf(card).length > 0, [moves.movesOf]);
  const optionsFor = useCallback(
    (card: OrderCard, items: readonly OrderCard[]) => moveOptions(card, moves.movesOf(card), items, m),
    [moves.movesOf, m],
  );
  const itemsOf = (column: BoardColumn) => {
    const feed = store.column(column, filter);
    return feed.$state.get().items;
  };

  function finishDrop(card: OrderCard | undefined, target: DropData | undefined, canceled: boolean) {
    setHeld(null);
    if (!card) return;
    if (canceled || !target) {
      moves.setAnnouncement(fill(m.announceCancelled, { name: card.orderName }));
      return;
    }
    const option = moves.dropOption(
      card,
      { column: target.column, ...(target.lane && { lane: target.lane }) },
      target.before,
      itemsOf(target.column),
    );
    // Not one of the role's targets (the droppable refused it already): nothing reaches the server.
    if (!option) {
      moves.setAnnouncement(fill(m.announceCancelled, { name: card.orderName }));
      return;
    }
    moves.choose(card, option);
  }

  return (
    <DragDropProvider
      plugins={plugins}
      sensors={boardSensors}
      onDragStart={(event, manager) => {
        const card = (event.operation.source?.data as CardDragData | undefined)?.card;
        // A very quick drag can end before its start is heard: then there is nothing to hold.
        if (!card || manager.dragOperation.status.idle) return;
        setHeld(card);
        moves.setAnnouncement(fill(m.announcePickedUp, { name: card.orderName }));
      }}
      onDragEnd={(event) => {
        const card = (event.operation.source?.data as CardDragData | undefined)?.card;
        const target = event.operation.target?.data as DropData | undefined;
        const canceled = event.canceled;
        // dnd-kit calls this inside a React transition, which the pick-up's urgent updates can
        // overtake: finish as an ordinary update, after the transition callback.
        queueMicrotask(() => finishDrop(card, target, canceled));
      }}
    >
      {/* The frame paints the edge shadows over the strip's sides where more columns are hidden. */}
      <div className="pd-scroll-frame pd-board-frame" data-more-start={edges.start} data-more-end={edges.end}>
        <section
          ref={strip}
          className={`pd-board${held ? ' pd-board--dragging' : ''}`}
          aria-label={m.boardLabel}
          // While columns are hidden, the strip is a keyboard stop: arrow keys scroll it.
          tabIndex={edges.overflows ? 0 : undefined}
        >
          {BOARD_COLUMNS.map((column) => (
            <BoardColumnView
              key={column}
              column={column}
              filter={filter}
              collapsed={collapsed.includes(column)}
              onToggleCollapsed={toggleCollapsed}
              held={held}
              accepts={accepts}
              canDrag={canDrag}
              optionsFor={optionsFor}
              focusId={moves.focusId}
              onFocused={moves.clearFocus}
              timeZone={timeZone}
              hintId={hintId}
              messages={m}
              onOpen={onOpen}
              onMove={moves.choose}
            />
          ))}
        </section>
        {edges.overflows && <ScrollTrack scroller={strip} />}
      </div>
      <span id={hintId} className="pd-visually-hidden">
        {m.cardHint}
      </span>
      <div className="pd-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-board-live>
        {moves.announcement}
      </div>
      <ReasonPrompt
        open={moves.reason !== null}
        title={
          moves.reason
            ? fill(
                moves.reason.option.move.target === 'cancelled' ? m.reasonCancelTitle : m.reasonHoldTitle,
                {
                  name: moves.reason.card.orderName,
                },
              )
            : ''
        }
        messages={m}
        onContinue={moves.continueWithReason}
        onCancel={moves.cancelReason}
      />
      <ToastRegion store={toasts} />
    </DragDropProvider>
  );
}
