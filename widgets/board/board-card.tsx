import { useDraggable, useDroppable } from '@dnd-kit/react';
import { type KeyboardEvent, memo, useCallback, useId, useState } from 'react';
import type { OrderCard } from '../../sdk/contract';
import type { BoardColumn } from '../../sdk/core/access';
import { orderCardFields } from '../../sdk/core/orders';
import { OrderCardView } from '../../sdk/react';
import type { BoardMessages } from './messages';
import { MoveMenu } from './move-menu';
import type { MoveOption } from './move-options';

/** What a drag carries and what a drop target names (dnd-kit `data`). */
export interface CardDragData {
  card: OrderCard;
}
export interface DropData {
  /** A column, a New Order half, or a card (then the drop goes in front of it). */
  kind: 'column' | 'lane' | 'card';
  column: BoardColumn;
  lane?: 'active' | 'queue';
  before: string | null;
}

/**
 * Every prop is a value or a function that keeps its identity across the column's renders, so a
 * card renders only when its own data changes (a column renders on every page it loads).
 */
export interface BoardCardProps {
  card: OrderCard;
  index: number;
  column: BoardColumn;
  /** New Order's half the card sits in ('draft': the drafts, which take no drops). */
  lane: 'active' | 'queue' | 'draft' | undefined;
  /** Whether this card may be picked up at all (it has moves). */
  draggable: boolean;
  /** The 'Move to…' menu's options for the card, read when the menu opens. */
  optionsFor(card: OrderCard): MoveOption[];
  /** Whether a drop of `source` here (this column, this half) is allowed. */
  accepts(source: OrderCard, target: { column: BoardColumn; lane?: 'active' | 'queue' }): boolean;
  timeZone: string | undefined;
  /** The id of the board's one hidden "how to use a card" hint (one element, not one per card). */
  hintId: string;
  messages: BoardMessages;
  onOpen(card: OrderCard): void;
  onMove(card: OrderCard, option: MoveOption): void;
  /** The virtualizer's: sizes the row (it also writes the row's transform). */
  measure?: (element: Element | null) => void;
}

/**
 * One card: a focusable list item (Enter or click opens the order), draggable with dnd-kit, a drop
 * target meaning "in front of me", and the 'Move {name} to…' menu button.
 */
export const BoardCard = memo(function BoardCard({
  card,
  index,
  column,
  lane,
  draggable,
  optionsFor,
  accepts,
  timeZone,
  hintId,
  messages: m,
  onOpen,
  onMove,
  measure,
}: BoardCardProps) {
  const nameId = `pd-board-card-${useId()}`;
  const [menuOpen, setMenuOpen] = useState(false);
  const fields = orderCardFields(card, timeZone, m);
  const { ref: dragRef, isDragSource } = useDraggable<CardDragData>({
    id: card.id,
    data: { card },
    disabled: !draggable,
  });
  // A drop on a card goes into its column (New Order: its half) in front of it.
  const drop = column === 'new-order' && lane && lane !== 'draft' ? { column, lane } : { column };
  const { ref: dropRef, isDropTarget } = useDroppable<DropData>({
    id: `before:${card.id}`,
    data: { ...drop, kind: 'card', before: card.id },
    accept: (source) => lane !== 'draft' && accepts((source.data as CardDragData).card, drop),
    collisionPriority: 3,
  });
  // One ref for the card's life: a new function on each render would detach and attach the element
  // again, and dnd-kit would unbind and bind its sensors for it each time.
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      dragRef(element);
      dropRef(element);
      measure?.(element);
    },
    [dragRef, dropRef, measure],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(card);
    }
  };
  return (
    <li
      ref={ref}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a card is focusable (Enter opens it, Space picks it up)
      tabIndex={0}
      data-index={index}
      data-card-id={card.id}
      data-lane={'lane' in drop ? drop.lane : undefined}
      aria-labelledby={nameId}
      aria-describedby={hintId}
      className={`pd-board-card${isDragSource ? ' pd-board-card--held' : ''}${isDropTarget ? ' pd-board-card--over' : ''}`}
      onClick={(event) => {
        // Clicks on the move button (and its menu, rendered on the layer) are not "open".
        if ((event.target as Element).closest('button, [role="menu"]')) return;
        onOpen(card);
      }}
      onKeyDown={onKeyDown}
    >
      <OrderCardView
        fields={fields}
        messages={m}
        nameId={nameId}
        actions={
          draggable && (
            <MoveMenu
              name={card.orderName}
              options={menuOpen ? optionsFor(card) : []}
              open={menuOpen}
              onOpenChange={setMenuOpen}
              onChoose={(option) => onMove(card, option)}
              messages={m}
            />
          )
        }
      />
    </li>
  );
});
