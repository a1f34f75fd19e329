import { useDroppable } from '@dnd-kit/react';
import { useStore } from '@nanostores/react';
import { defaultRangeExtractor, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { OrderCard } from '../../sdk/contract';
import type { BoardColumn } from '../../sdk/core/access';
import type { OrderFilterValue } from '../../sdk/core/orders';
import { Button, ChevronIcon, Spinner, useProofdesk } from '../../sdk/react';
import { BoardCard, type CardDragData, type DropData } from './board-card';
import { columnRows } from './column-rows';
import { type BoardMessages, fill } from './messages';
import { columnTitle, laneTitle, type MoveOption } from './move-options';
import { getBoardStore } from './store';
import type { BoardColumnState } from './store/types';

/**
 * A row's size: the ResizeObserver entry's border box once it has one; before that (as the row is
 * attached) the size measured before or the estimate, so attaching a row never forces a layout.
 */
function measuredSize(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  // Inside the observer's callback the layout is fresh: reading it costs nothing.
  if (entry) return (element as HTMLElement).offsetHeight;
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/**
 * The scroll box's size, from a ResizeObserver only: its first entry comes after the first layout,
 * before that frame's paint, so mounting a column forces no layout (the virtualizer's own observer
 * reads the box's size at once, a layout of the whole board in the middle of its first requests).
 * Until then the window's height, which the box never exceeds on screen, sizes the first screen.
 */
function observeBoxSize(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  const view = element?.ownerDocument.defaultView;
  if (!element || !view?.ResizeObserver) return;
  // Inside the observer's callback the layout is fresh: reading it costs nothing.
  const observer = new view.ResizeObserver(() =>
    report({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** A card's height before it is measured (a typical card). */
const ESTIMATED_CARD_PX = 180;
const LANE_HEADING_PX = 36;
/**
 * Rows kept beyond the viewport: more than one wheel step (no blank rows while scrolling), few
 * enough that six columns stay under 1,500 elements (docs/performance.md, the board bench).
 */
const OVERSCAN = 3;
/** Before the column is scrolled: ask for the next page when the last rendered row is this close to the end. */
const LOAD_AHEAD_ROWS = 6;
/**
 * Once it is scrolled: ask this far ahead (about 20 screens of cards, under a second of a fast
 * fling), so the next page is on its way long before the end of what is loaded shows; the feed
 * keeps one request in flight and asks again when it lands (docs/performance.md "Order board").
 */
const SCROLL_AHEAD_ROWS = 120;

export interface BoardColumnViewProps {
  column: BoardColumn;
  filter: OrderFilterValue;
  collapsed: boolean;
  onToggleCollapsed(column: BoardColumn): void;
  /** The card being dragged, if any (columns freeze their data and show whether they accept it). */
  held: OrderCard | null;
  /** Whether a drop of `card` on this column (or half) is allowed. */
  accepts(card: OrderCard, target: { column: BoardColumn; lane?: 'active' | 'queue' }): boolean;
  canDrag(card: OrderCard): boolean;
  optionsFor(card: OrderCard, items: readonly OrderCard[]): MoveOption[];
  /** The card to focus once it shows here (after a move). */
  focusId: string | null;
  /** Called when the user has put focus elsewhere: the card no longer waits for it. */
  onFocused(id: string): void;
  timeZone: string | undefined;
  /** The board's one card hint (aria-describedby of every card). */
  hintId: string;
  messages: BoardMessages;
  onOpen(card: OrderCard): void;
  onMove(card: OrderCard, option: MoveOption): void;
}

function LaneDropZone({
  lane,
  held,
  accepts,
  label,
}: {
  lane: 'active' | 'queue';
  held: OrderCard | null;
  accepts: BoardColumnViewProps['accepts'];
  label: string;
}) {
  const { ref, isDropTarget } = useDroppable<DropData>({
    id: `lane:${lane}`,
    data: { kind: 'lane', column: 'new-order', lane, before: null },
    accept: (source) => accepts((source.data as CardDragData).card, { column: 'new-order', lane }),
    collisionPriority: 3,
  });
  const off = held !== null && !accepts(held, { column: 'new-order', lane });
  return (
    <div
      ref={ref}
      className={`pd-board-lane-zone${isDropTarget ? ' pd-board-lane-zone--over' : ''}`}
      aria-disabled={off || undefined}
      data-lane={lane}
    >
      {label}
    </div>
  );
}

/**
 * One column: its title and server count, a virtualized list (the scroll element is inside the
 * shadow root) loading the next page as it scrolls, and a drop target for the cards it accepts.
 */
export const BoardColumnView = memo(function BoardColumnView(props: BoardColumnViewProps) {
  const { column, filter, collapsed, held, accepts, messages: m, focusId, onFocused } = props;
  const instance = useProofdesk();
  const feed = useMemo(() => getBoardStore(instance).column(column, filter), [instance, column, filter]);
  const live = useStore(feed.$state);
  // A refetch landing while a card is held waits for the drop: the rows under the pointer must not
  // shift (and the dragged card must not unmount).
  const frozen = useRef<BoardColumnState>(live);
  if (held === null) frozen.current = live;
  const state = frozen.current;
  const titleId = `pd-board-col-${useId()}`;
  const title = columnTitle(column, m);
  const rows = useMemo(() => columnRows(column, state.items), [column, state.items]);
  const scrollRef = useRef<HTMLDivElement>(null);

  const heldIndex = held ? rows.findIndex((row) => row.kind === 'card' && row.card.id === held.id) : -1;
  // New functions only when the rows change: the virtualizer recomputes every row's offset when
  // they do, and a new function on each render (each frame of a scroll) made it do so every frame.
  const estimateSize = useCallback(
    (index: number) => (rows[index]?.kind === 'lane' ? LANE_HEADING_PX : ESTIMATED_CARD_PX),
    [rows],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    // Rows are sized from the ResizeObserver's entries, which arrive for every new row at once after
    // the frame's layout and before its paint, and placed by the virtualizer writing their `top`
    // there and then (directDomUpdates): no layout is forced as each row is attached (a layout per
    // card was the largest cost after the data, docs/performance.md "Order board"), and no React
    // render follows a measurement unless the rendered range changes.
    measureElement: measuredSize,
    observeElementRect: observeBoxSize,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
    directDomUpdates: true,
    // `top`, not a 3D transform: no compositor layer per card.
    directDomUpdatesMode: 'position',
    overscan: OVERSCAN,
    // The held card stays rendered when scrolled away, so dnd-kit keeps its element.
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        return heldIndex >= 0 && !indexes.includes(heldIndex)
          ? [...indexes, heldIndex].sort((a, b) => a - b)
          : indexes;
      },
      [heldIndex],
    ),
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastRendered = virtualRows.at(-1)?.index ?? -1;
  const scrolled = (virtualRows[0]?.index ?? 0) > 0;
  const ahead = scrolled ? SCROLL_AHEAD_ROWS : LOAD_AHEAD_ROWS;

  useEffect(() => {
    if (collapsed || !state.hasMore || state.loadingMore || state.status !== 'ready') return;
    if (lastRendered >= rows.length - ahead) void feed.loadMore();
  }, [ahead, collapsed, feed, lastRendered, rows.length, state.hasMore, state.loadingMore, state.status]);

  // Focus stays on a moved card: scroll its row into view, then focus it once it is rendered (the
  // row may render a frame later, so this runs after every render while a card waits for focus).
  // Until the move has settled, focus dropped to the page (React moving the row within the list
  // blurs it) goes back to the card; focus the user put elsewhere is left alone.
  const focusIndex = focusId ? rows.findIndex((row) => row.kind === 'card' && row.card.id === focusId) : -1;
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (focusIndex < 0 || !focusId) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(focusId)}"]`);
    if (element) {
      const active = element.ownerDocument.activeElement;
      const shadowActive = (element.getRootNode() as ShadowRoot | Document).activeElement;
      if (shadowActive === element) return;
      const ours = active === null || active === element.ownerDocument.body || element.contains(shadowActive);
      if (ours || scrolledFor.current === focusId) {
        element.focus({ preventScroll: true });
        scrolledFor.current = null;
      } else {
        onFocused(focusId);
      }
      return;
    }
    if (scrolledFor.current !== focusId) {
      scrolledFor.current = focusId;
      virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
    }
  });

  const columnAccepts = (card: OrderCard) =>
    column === 'new-order'
      ? accepts(card, { column, lane: 'active' }) || accepts(card, { column, lane: 'queue' })
      : accepts(card, { column });
  const { ref: dropRef, isDropTarget } = useDroppable<DropData>({
    id: `column:${column}`,
    data: { kind: 'column', column, before: null },
    accept: (source) => column !== 'new-order' && accepts((source.data as CardDragData).card, { column }),
    collisionPriority: 1,
  });
  const off = held !== null && !columnAccepts(held);
  const count = state.total ?? state.items.length;
  const countText = fill(count === 1 ? m.countOne : m.countOther, { count });
  // The cards' menu reads the column's current cards when it opens: through a ref, so the function
  // the cards hold keeps its identity as pages load.
  const itemsRef = useRef(state.items);
  itemsRef.current = state.items;
  const boardOptionsFor = props.optionsFor;
  const optionsFor = useCallback(
    (card: OrderCard) => boardOptionsFor(card, itemsRef.current),
    [boardOptionsFor],
  );

  return (
    <section
      ref={dropRef}
      className={`pd-board-column${collapsed ? ' pd-board-column--collapsed' : ''}${off ? ' pd-board-column--off' : ''}${isDropTarget ? ' pd-board-column--over' : ''}`}
      aria-labelledby={titleId}
      aria-disabled={off || undefined}
      data-column={column}
    >
      <header className="pd-board-column-header">
        <h3 className="pd-board-column-title" id={titleId}>
          {title}
        </h3>
        <span className="pd-board-column-count" data-testid="column-count">
          <span aria-hidden="true">{count}</span>
          <span className="pd-visually-hidden">{countText}</span>
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="pd-board-collapse"
          aria-expanded={!collapsed}
          onClick={() => props.onToggleCollapsed(column)}
        >
          <ChevronIcon />
          <span className="pd-visually-hidden">
            {fill(collapsed ? m.expandColumn : m.collapseColumn, { title })}
          </span>
        </Button>
      </header>
      {!collapsed && column === 'new-order' && held !== null && (
        <div className="pd-board-lane-zones">
          <LaneDropZone lane="active" held={held} accepts={accepts} label={m.laneActive} />
          <LaneDropZone lane="queue" held={held} accepts={accepts} label={m.laneQueue} />
        </div>
      )}
      {!collapsed && (
        <div ref={scrollRef} className="pd-board-scroll" aria-busy={state.status === 'loading' || undefined}>
          {state.status === 'loading' && rows.length === 0 ? (
            <p className="pd-board-column-note">
              <Spinner label={m.loading} />
            </p>
          ) : rows.length === 0 ? (
            <p className="pd-board-column-note">{m.emptyColumn}</p>
          ) : null}
          {/* Its height and the rows' `top` are the virtualizer's to write (directDomUpdates). */}
          <ul ref={virtualizer.containerRef} aria-labelledby={titleId} className="pd-board-list">
            {virtualRows.map((virtual) => {
              const row = rows[virtual.index]!;
              if (row.kind === 'lane') {
                return (
                  <li
                    key={row.key}
                    ref={virtualizer.measureElement}
                    data-index={virtual.index}
                    className="pd-board-lane-heading"
                  >
                    <h4>{laneTitle(row.lane, m)}</h4>
                  </li>
                );
              }
              return (
                <BoardCard
                  key={row.key}
                  card={row.card}
                  index={virtual.index}
                  column={column}
                  lane={row.lane}
                  measure={virtualizer.measureElement}
                  draggable={props.canDrag(row.card)}
                  optionsFor={optionsFor}
                  accepts={accepts}
                  timeZone={props.timeZone}
                  hintId={props.hintId}
                  messages={m}
                  onOpen={props.onOpen}
                  onMove={props.onMove}
                />
              );
            })}
          </ul>
          {state.loadingMore && (
            <p className="pd-board-column-note">
              <Spinner label={m.loadingMore} />
            </p>
          )}
        </div>
      )}
    </section>
  );
});
