import { randomUUID } from 'node:crypto';
import { type OrderStatus, orderMoveText } from 'proofdesk';
import type { Db } from '../db';
import type { OrderRow } from './rows';

export interface MoveInput {
  order: OrderRow;
  to: OrderStatus;
  reason: string | null;
  userId: string;
  now: Date;
}

/**
 * Applies an already-authorised move: new status at the end of the target column, the reason
 * kept on the order for hold/cancel, and one timeline entry, all or nothing.
 */
export function applyMove(db: Db, { order, to, reason, userId, now }: MoveInput): void {
  const at = now.toISOString();
  const text = orderMoveText(order.status, to);
  db.transaction(() => {
    const { next } = db
      .prepare(
        'SELECT COALESCE(MAX(position) + 1, 0) AS next FROM orders WHERE client_id = ? AND status = ? AND archived_at IS NULL',
      )
      .get(order.client_id, to) as { next: number };
    db.prepare(
      `UPDATE orders SET status = @to, position = @next, updated_at = @at,
         card_state = CASE WHEN @to = 'new-order' THEN card_state ELSE NULL END,
         hold_reason = CASE WHEN @to = 'on-hold' THEN @reason ELSE hold_reason END,
         cancel_reason = CASE WHEN @to = 'cancelled' THEN @reason ELSE cancel_reason END
       WHERE id = @id`,
    ).run({ to, next, at, reason, id: order.id });
    db.prepare(
      'INSERT INTO order_timeline (id, order_id, user_id, type, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(randomUUID(), order.id, userId, 'progress', reason ? `${text}: ${reason}` : text, at);
  })();
}
