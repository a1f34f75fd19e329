import type { OrderCard } from '../../sdk/contract';
import { type BoardColumn, type BoardMove, boardColumnOf, newOrderLane } from '../../sdk/core/access';
import type { OrderStatus } from '../../sdk/core/domain';
import { type BoardMessages, fill } from './messages';

/** One entry of the "Move to…" menu: a move `boardMoves` allows, and where in the column it lands. */
export interface MoveOption {
  key: string;
  label: string;
  move: BoardMove;
  /** The card it goes in front of in the target column or half; null for its end. */
  before: string | null;
  /**
   * To the top of another column or half: `before` is that column's first card when the move is
   * sent (the store's `firstCard`), not when the menu opened.
   */
  toTop?: boolean;
  /** What the live region says it did. */
  target: string;
}

const COLUMN_TITLE: Record<BoardColumn, keyof BoardMessages> = {
  'new-order': 'columnNewOrder',
  'in-progress': 'columnInProgress',
  'in-review': 'columnInReview',
  'on-hold': 'columnOnHold',
  approved: 'columnApproved',
  cancelled: 'columnCancelled',
};

export const columnTitle = (column: BoardColumn, m: BoardMessages): string =>
  m[COLUMN_TITLE[column]] as string;

export const laneTitle = (lane: 'active' | 'queue' | 'draft', m: BoardMessages) =>
  lane === 'active' ? m.laneActive : lane === 'queue' ? m.laneQueue : m.laneDrafts;

/** Where a move lands, in words: 'In Review', 'New Order: Queue'. */
export function moveTargetLabel(move: BoardMove, m: BoardMessages): string {
  return move.lane ? fill(m.moveToLane, { lane: laneTitle(move.lane, m) }) : columnTitle(move.column, m);
}

/** The cards sharing a reorder's scope: the card's New Order half, or its column. */
export function scopeOf(card: OrderCard, items: readonly OrderCard[]): readonly OrderCard[] {
  if (card.progress !== 'new-order') return items;
  const lane = newOrderLane(card.orderStateStatus);
  return items.filter((other) => newOrderLane(other.orderStateStatus) === lane);
}

/**
 * The menu for `card`: a column (or half) move per allowed target, landing at the top of it, and for
 * a reorder target the positions that change anything: top, up, down, bottom of its column or half.
 */
export function moveOptions(
  card: OrderCard,
  moves: readonly BoardMove[],
  columnItems: readonly OrderCard[],
  m: BoardMessages,
): MoveOption[] {
  const out: MoveOption[] = [];
  for (const move of moves) {
    const target = moveTargetLabel(move, m);
    if (!move.reorder) {
      // To the top of its new column (or half): where the user sees it land, and focus can follow.
      out.push({ key: move.target, label: target, move, before: null, toTop: true, target });
      continue;
    }
    const scope = scopeOf(card, columnItems);
    const at = scope.findIndex((other) => other.id === card.id);
    if (at < 0) continue;
    const title = target;
    if (at > 0) {
      out.push({ key: 'top', label: fill(m.moveTop, { title }), move, before: scope[0]!.id, target });
      out.push({ key: 'up', label: m.moveUp, move, before: scope[at - 1]!.id, target });
    }
    if (at < scope.length - 1) {
      out.push({ key: 'down', label: m.moveDown, move, before: scope[at + 2]?.id ?? null, target });
      out.push({ key: 'bottom', label: fill(m.moveBottom, { title }), move, before: null, target });
    }
  }
  return out;
}

export const columnOfCard = (card: OrderCard): BoardColumn => boardColumnOf(card.progress as OrderStatus);
