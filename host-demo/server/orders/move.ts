import { randomUUID } from 'node:crypto';
import {
  boardColumnOf,
  type CardState,
  type NewOrderLane,
  newOrderLane,
  type OrderStatus,
  orderMoveText,
} from 'proofdesk/rules';
import { activeOrderChange, countActiveOrdersIn } from '../account/active-orders';
import { type Data, type Trx, transaction } from '../data';
import {
  addStatusChange,
  addTimelineEntry,
  lockAccount,
  positionOf,
  readOrder,
  writeMove,
} from '../data/orders/order-rows';
import { canReadOrder } from './access';
import { placeBefore, renumberColumn } from './placement';
import type { OrderRow } from './rows';

/** A `before` the caller got wrong; the route answers 400 with `message`. */
export class MoveError extends Error {}

export interface MoveInput {
  order: OrderRow;
  to: OrderStatus;
  /** The New Order half, only with `to` 'new-order' (the route checks that). */
  lane?: NewOrderLane;
  /** The order the moved one goes in front of; null or absent: the end of the column. */
  before?: string | null;
  reason: string | null;
  /** The mover: `before` must be an order they may read. */
  user: Parameters<typeof canReadOrder>[0] & { id: string };
  now: Date;
}

export interface MoveOutcome {
  /** The status stayed: only the priority (and perhaps the New Order half) changed. */
  reorder: boolean;
  position: number;
  cardState: CardState | null;
  /** The account users whose active-order count changed (a published order finished or came back). */
  profilesChanged: string[];
}

/** A same-status move, including a switch between the New Order halves. */
export const isReorder = (order: Pick<OrderRow, 'status'>, to: OrderStatus) => order.status === to;

/**
 * The card state after the move. A move into New Order takes the lane's state unless the order
 * already sits in that half (a READY_TO_GO card reordered inside the active half keeps its label);
 * without a lane an order keeps its New Order state or becomes ACTIVE_CARD. Other statuses have none.
 */
function cardStateAfter(order: OrderRow, to: OrderStatus, lane: NewOrderLane | undefined): CardState | null {
  if (to !== 'new-order') return null;
  const current = order.status === 'new-order' ? order.card_state : null;
  if (lane === undefined) return current ?? 'ACTIVE_CARD';
  if (current && newOrderLane(current) === lane) return current;
  return lane === 'queue' ? 'QUEUE_CARD' : 'ACTIVE_CARD';
}

/**
 * The `before` order, checked: readable by the mover, live and in the target column. Unknown and
 * unreadable look the same (no existence leak). Throws MoveError, which rolls the move back.
 */
async function anchorOf(trx: Trx, input: MoveInput): Promise<OrderRow | null> {
  const { before, order, to, user } = input;
  if (before === undefined || before === null) return null;
  if (before === order.id) throw new MoveError('before: an order cannot go in front of itself.');
  const found = await readOrder(trx, before);
  const anchor = found && canReadOrder(user, found) ? found : undefined;
  if (!anchor) throw new MoveError('before: no such order.');
  if (anchor.archived_at) throw new MoveError('before: that order is archived.');
  if (boardColumnOf(anchor.status) !== boardColumnOf(to))
    throw new MoveError(`before: that order is not in the ${to} column.`);
  return anchor;
}

/** A status move's timeline line, with the hold or cancel reason when one was given. */
export function moveEntryText(from: OrderStatus, to: OrderStatus, reason: string | null): string {
  const text = orderMoveText(from, to);
  return reason ? `${text}: ${reason}` : text;
}

/**
 * Applies an already-authorised move, all or nothing: the new status and card state, the place in
 * the account's sequence for that status (in front of `before`, else at the end), the reason kept
 * on the order for hold/cancel, and one timeline entry and one order_status_changes row (what
 * reporting reads) for a status change. A reorder writes no
 * timeline entry: priority is not order history (docs/api.md). The account's sequences in the
 * columns it left and entered are renumbered 0..n-1 (`renumberColumn`) in the same transaction.
 *
 * Concurrent moves in one account are serialised by the account's lock (`lockAccount`: SQLite's
 * write lock, a PostgreSQL row lock), and the order is read again under it: what the caller read
 * before may have been moved since, and the status it has now decides the card state, whether
 * this is a reorder and the timeline line.
 */
export async function applyMove(data: Data, input: MoveInput): Promise<MoveOutcome> {
  const { to, lane, reason, user, now } = input;
  const at = now.toISOString();
  return transaction(data, async (trx): Promise<MoveOutcome> => {
    await lockAccount(trx, data.dialect, input.order.client_id);
    const order = (await readOrder(trx, input.order.id)) ?? input.order;
    const reorder = isReorder(order, to);
    const cardState = cardStateAfter(order, to, lane);
    const anchor = await anchorOf(trx, { ...input, order });
    const placement = await placeBefore(trx, order, to, anchor);
    await writeMove(trx, { id: order.id, to, position: placement.position, cardState, reason, at });
    const from = boardColumnOf(order.status);
    await renumberColumn(trx, order.client_id, boardColumnOf(to));
    if (from !== boardColumnOf(to)) await renumberColumn(trx, order.client_id, from);
    const position = await positionOf(trx, order.id);
    const profilesChanged =
      order.card_state === 'DRAFT_CARD'
        ? []
        : await countActiveOrdersIn(trx, data.dialect, order.client_id, activeOrderChange(order.status, to));
    if (!reorder) {
      const content = moveEntryText(order.status, to, reason);
      await addTimelineEntry(trx, {
        id: randomUUID(),
        orderId: order.id,
        userId: user.id,
        type: 'progress',
        content,
        at,
      });
      await addStatusChange(trx, {
        id: randomUUID(),
        orderId: order.id,
        from: order.status,
        to,
        userId: user.id,
        at,
      });
    }
    return { reorder, position, cardState, profilesChanged };
  });
}
