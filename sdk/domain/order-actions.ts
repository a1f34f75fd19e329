import { codeLabel } from './message-key';
import type { OrderStatus } from './order-status';
import { defaultOrderStatusMessages, type OrderStatusMessages } from './order-status-messages';

/** The order actions that carry a timeline line (dashboard §3 "Order actions"). */
export type OrderMoveAction = 'hold' | 'cancel' | 'move';

/** Which timeline line a move from one status to `to` writes: on-hold holds, cancelled cancels. */
export function orderMoveAction(to: OrderStatus): OrderMoveAction {
  return to === 'on-hold' ? 'hold' : to === 'cancelled' ? 'cancel' : 'move';
}

/**
 * Timeline wording of the order actions, with the status names it quotes. The server writes these
 * lines into the order's timeline, so they are the spec's words; a host may still translate them.
 */
export interface OrderActionMessages extends OrderStatusMessages {
  hold: string;
  cancel: string;
  move: string;
}

export const defaultOrderActionMessages: OrderActionMessages = {
  ...defaultOrderStatusMessages,
  hold: 'Hold from {progress}',
  cancel: 'Cancelled from {progress}',
  move: 'Moved from {progress} to {target}',
};

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
