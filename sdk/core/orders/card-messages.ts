import {
  type CardStateMessages,
  defaultCardStateMessages,
  defaultMonthMessages,
  defaultOrderStatusMessages,
  type MonthMessages,
  type OrderStatusMessages,
} from '../domain';

/**
 * What an order card says (dashboard §2 "Quick search": the fields a card shows), shared by every
 * widget that shows order cards; each widget spreads these into its own catalogue. The status labels
 * name a card whose state the spec leaves unlabelled (a revision, a completed order).
 */
export interface OrderCardMessages extends CardStateMessages, OrderStatusMessages, MonthMessages {
  /** QUEUE_CARD "shows a priority warning" (the spec gives no text). */
  priorityWarning: string;
  /** The order id / service name line: '#{orderId} / {serviceName}'. */
  orderIdLine: string;
  createdLabel: string;
  dueLabel: string;
  /** Accessible names of the avatars. */
  creatorLabel: string;
  operatorLabel: string;
  /** Shown when a card has no due date. */
  noDueDate: string;
}

export const defaultOrderCardMessages: OrderCardMessages = {
  ...defaultCardStateMessages,
  ...defaultOrderStatusMessages,
  ...defaultMonthMessages,
  priorityWarning: 'Waits in the queue until an active order is done',
  orderIdLine: '#{orderId}',
  createdLabel: 'Created',
  dueLabel: 'Due',
  creatorLabel: 'Created by {name}',
  operatorLabel: 'Operator: {name}',
  noDueDate: 'No due date',
};
