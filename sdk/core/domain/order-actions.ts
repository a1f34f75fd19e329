import { codeLabel } from './message-key';
import { defaultOrderActionMessages, type OrderActionMessages } from './order-action-messages';
import type { OrderStatus } from './order-status';

/** The order actions that carry a timeline line (dashboard §3 "Order actions"). */
export type OrderMoveAction = 'hold' | 'cancel' | 'move';

/** Which timeline line a move from one status to `to` writes: on-hold holds, cancelled cancels. */
export function orderMoveAction(to: OrderStatus): OrderMoveAction {
  return to === 'on-hold' ? 'hold' : to === 'cancelled' ? 'cancel' : 'move';
}

/**
 * The timeline line for moving an order from `from` to `to`: 'Hold from In Progress',
 * 'Cancelled from In Review', else 'Moved from In Progress to In Review'.
 */
export function orderMoveText(
  from: OrderStatus,
  to: OrderStatus,
  messages: OrderActionMessages = defaultOrderActionMessages,
): string {
  return messages[orderMoveAction(to)]
    .replace('{progress}', codeLabel(messages, 'status', from))
    .replace('{target}', codeLabel(messages, 'status', to));
}
