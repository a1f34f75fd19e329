import { useDraggable, useDroppable } from '@dnd-kit/react';
import { type KeyboardEvent, memo, useId, useState } from 'react';
import type { OrderCard } from '../../sdk/contract';
import { orderCardFields } from '../../sdk/orders';
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
  column: import('../../sdk/access').BoardColumn;
  lane?: 'active' | 'queue';
  before: string | null;
}

export interface BoardCardProps {
  card: OrderCard;
  index: number;
  /** Whether this card may be picked up at all (it has moves). */
  draggable: boolean;
  options: () => MoveOption[];
  accepts: (source: OrderCard) => boolean;
  /** Its column's drop data for a drop onto it (column, half). */
  drop: Omit<DropData, 'kind' | 'before'>;
  timeZone: string | undefined;
  /** The id of the board's one hidden "how to use a card" hint (one element, not one per card). */
  hintId: string;
  messages: BoardMessages;
  onOpen(card: OrderCard): void;
  onMove(card: OrderCard, option: MoveOption): void;
  measure?: (element: Element | null) => void;
  start: number;
}

/**
 * One card: a focusable list item (Enter or click opens the order), draggable with dnd-kit, a drop
 * target meaning "in front of me", and the 'Move {name} to…' menu button.
 */
export const BoardCard = memo(function BoardCard({
  card,
  index,
  draggable,
  options,
  accepts,
  drop,
  timeZone,
  hintId,
  messages: m,
  onOpen,
  onMove,
  measure,
  start,
}: BoardCardProps) {
  const nameId = `pd-board-card-${useId()}`;
  const [menuOpen, setMenuOpen] = useState(false);
  const fields = orderCardFields(card, timeZone, m);
  const { ref: dragRef, isDragSource } = useDraggable<CardDragData>({
    id: card.id,
    data: { card },
    disabled: !draggable,
  });
  const { ref: dropRef, isDropTarget } = useDroppable<DropData>({
    id: `before:${card.id}`,
    data: { ...drop, kind: 'card', before: card.id },
    accept: (source) => accepts((source.data as CardDragData).card),
    collisionPriority: 3,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(card);
    }
  };
  return (
    <li
      ref={(element) => {
        dragRef(element);
        dropRef(element);
        measure?.(element);
      }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a card is focusable (Enter opens it, Space picks it up)
      tabIndex={0}
      data-index={index}
      data-card-id={card.id}
      data-lane={drop.lane}
      aria-labelledby={nameId}
      aria-describedby={hintId}
      className={`pd-board-card${isDragSource ? ' pd-board-card--held' : ''}${isDropTarget ? ' pd-board-card--over' : ''}`}
      style={{ transform: `translateY(${start}px)` }}
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
              options={menuOpen ? options() : []}
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
