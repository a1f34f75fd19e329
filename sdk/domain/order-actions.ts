import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status';

/** Timeline wording of the order actions that carry one (dashboard §3 "Order actions"). */
export const ORDER_ACTION_TEXTS = {
  hold: 'Hold from {progress}',
  cancel: 'Cancelled from {progress}',
  move: 'Moved from {progress} to {target}',
} as const;

/**
 * The timeline line for moving an order from `from` to `to`: 'Hold from In Progress',
 * 'Cancelled from In Review', else 'Moved from In Progress to In Review'.
 */
export function orderMoveText(
  from: OrderStatus,
  to: OrderStatus,
  texts: { readonly [K in keyof typeof ORDER_ACTION_TEXTS]: string } = ORDER_ACTION_TEXTS,
): string {
  const template = to === 'on-hold' ? texts.hold : to === 'cancelled' ? texts.cancel : texts.move;
  return template
    .replace('{progress}', ORDER_STATUS_LABELS[from])
    .replace('{target}', ORDER_STATUS_LABELS[to]);
}
