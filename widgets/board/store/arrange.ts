import type { OrderCard } from '../../../sdk/contract';
import type { BoardColumn } from '../../../sdk/core/access';
import type { BoardMoveEffect } from './types';

// Pure rules of the optimistic board: where a moving card shows and what a column's count reads.

/** The card a move lands: the new status, and the New Order card state of its half. */
export function movedCard(card: OrderCard, progress: string, lane?: 'active' | 'queue'): OrderCard {
  let state = card.orderStateStatus;
  // The server's state for a status without its own card states ('in-review' → 'IN_REVIEW').
  if (progress !== 'new-order') state = progress.toUpperCase().replaceAll('-', '_');
  else if (lane === 'queue') state = 'QUEUE_CARD';
  else if (lane === 'active' && state === 'QUEUE_CARD') state = 'ACTIVE_CARD';
  else if (card.progress !== 'new-order') state = 'ACTIVE_CARD';
  return { ...card, progress, orderStateStatus: state };
}

/** A column's items with the moves in flight put in their place (in front of `before`, or last). */
export function arrange(
  items: readonly OrderCard[],
  column: BoardColumn,
  moves: readonly BoardMoveEffect[],
): readonly OrderCard[] {
  let out = items;
  for (const move of moves) {
    if (move.to !== column) continue;
    const rest = out.filter((card) => card.id !== move.id);
    const at = move.before === null ? -1 : rest.findIndex((card) => card.id === move.before);
    // A `before` not loaded yet (further down) or absent: the end of what is shown.
    out = at < 0 ? [...rest, move.card] : [...rest.slice(0, at), move.card, ...rest.slice(at)];
  }
  return out;
}

/** The column's count with the moves in flight: minus what leaves, plus what arrives. */
export function totalWith(total: number | null, column: BoardColumn, moves: readonly BoardMoveEffect[]) {
  if (total === null) return null;
  let out = total;
  for (const move of moves) {
    if (move.from === move.to) continue;
    if (move.from === column) out -= 1;
    if (move.to === column) out += 1;
  }
  return Math.max(0, out);
}
