import type { OrderStatus } from '../domain';
import { type BoardColumn, DRAG_TARGETS, type DragTarget, dragTargets } from './board';
import { canMoveOrder } from './order-moves';
import type { AccessUser } from './user';

// Where an order sits on the board and where it may go from there. The spec gives two tables: the
// status-change table (what an order may become) and the board's drag targets by role (what the
// board lets a card be dropped on). A board move is offered when the drag table names it; hold and
// cancel come from the hold/cancel rights. The server accepts either table (`canBoardMove`), so
// nothing the board offers is refused for want of a rule. Decisions: docs/rules-and-choices.md.

/** The board has no gr-revision or completed column: a revision is work in progress, completed is approved and done. */
const COLUMN_OF: Readonly<Record<OrderStatus, BoardColumn>> = {
  'new-order': 'new-order',
  'in-progress': 'in-progress',
  'gr-revision': 'in-progress',
  'in-review': 'in-review',
  'on-hold': 'on-hold',
  approved: 'approved',
  completed: 'approved',
  cancelled: 'cancelled',
};

export function boardColumnOf(status: OrderStatus): BoardColumn {
  return COLUMN_OF[status];
}

/** The statuses a column shows, for its GET /order `orderProgress`. */
export function columnStatuses(column: BoardColumn): OrderStatus[] {
  return (Object.keys(COLUMN_OF) as OrderStatus[]).filter((status) => COLUMN_OF[status] === column);
}

export type NewOrderLane = 'active' | 'queue';

/** The half of the New Order column a card state sits in; drafts sit below both and never move. */
export function newOrderLane(cardState: string): NewOrderLane | 'draft' {
  if (cardState === 'QUEUE_CARD') return 'queue';
  if (cardState === 'DRAFT_CARD') return 'draft';
  return 'active';
}

export interface BoardMove {
  /** The drag target (dashboard §4) or 'cancelled', which only the cancel right reaches. */
  target: DragTarget | 'cancelled';
  /** The column the card lands in. */
  column: BoardColumn;
  /** The status sent to PUT /order/{id}/move-progress. */
  progress: OrderStatus;
  /** The New Order half, for the 'active' and 'queue' targets. */
  lane?: NewOrderLane;
  /** The card stays in its column (or lane): only its priority changes. */
  reorder: boolean;
  /** Hold and cancel ask for a reason first. */
  needsReason: boolean;
}

export interface BoardCardState {
  progress: OrderStatus;
  orderStateStatus: string;
}

function moveTo(target: DragTarget | 'cancelled', card: BoardCardState): BoardMove {
  const column = boardColumnOf(card.progress);
  if (target === 'active' || target === 'queue') {
    const reorder = card.progress === 'new-order' && newOrderLane(card.orderStateStatus) === target;
    return { target, column: 'new-order', progress: 'new-order', lane: target, reorder, needsReason: false };
  }
  const reorder = target === column;
  return {
    target,
    column: target,
    // A reorder keeps the card's own status (a gr-revision card stays a revision).
    progress: reorder ? card.progress : target,
    reorder,
    needsReason: !reorder && (target === 'on-hold' || target === 'cancelled'),
  };
}

/**
 * What the board (drag and the keyboard "Move to…" menu) offers for `card`, in the drag table's
 * order, then hold and cancel. A locked column ("new order and approved are locked") offers
 * nothing, not even hold or cancel (the order page keeps those); viewOnly users and drafts neither.
 */
export function boardMoves(user: AccessUser | null | undefined, card: BoardCardState): BoardMove[] {
  if (!user || user.viewOnly) return [];
  if (card.progress === 'new-order' && newOrderLane(card.orderStateStatus) === 'draft') return [];
  const row = dragTargets(user.role, boardColumnOf(card.progress));
  if (row.length === 0) return [];
  const moves = row.map((target) => moveTo(target, card));
  for (const target of ['on-hold', 'cancelled'] as const) {
    if (moves.some((move) => move.target === target)) continue;
    if (canMoveOrder(user, card.progress, target)) moves.push(moveTo(target, card));
  }
  return moves;
}

/**
 * The drag target a move from `from` to `to` (in `lane`) lands on, if the drag table can name it: a
 * column's own status (or the New Order halves), or a reorder in the order's own column. A column's
 * other status is not a drop target (dropping on In Progress never makes a revision).
 */
function targetOf(
  from: OrderStatus,
  to: OrderStatus,
  lane: NewOrderLane | undefined,
): DragTarget | undefined {
  if (to === 'new-order') return lane ?? 'active';
  const column = to === from ? boardColumnOf(to) : to;
  return (DRAG_TARGETS as readonly string[]).includes(column) ? (column as DragTarget) : undefined;
}

/**
 * What PUT /order/{id}/move-progress accepts from `user`: the status-change table with hold and
 * cancel (`canMoveOrder`), or the board's drag table for the order's column.
 */
export function canBoardMove(
  user: AccessUser | null | undefined,
  from: OrderStatus,
  to: OrderStatus,
  lane?: NewOrderLane,
): boolean {
  if (!user || user.viewOnly) return false;
  if (lane && to !== 'new-order') return false;
  if (canMoveOrder(user, from, to)) return true;
  const target = targetOf(from, to, lane);
  return target !== undefined && dragTargets(user.role, boardColumnOf(from)).includes(target);
}
