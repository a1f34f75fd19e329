import type { CodeMessages } from './message-key';
import type { OrderStatus } from './order-status';

/** What a person reads for each order status (dashboard §3 "Order statuses"), keyed `status<Code>`. */
export type OrderStatusMessages = CodeMessages<'status', OrderStatus>;

export const defaultOrderStatusMessages: OrderStatusMessages = {
  statusNewOrder: 'New Order',
  statusInProgress: 'In Progress',
  statusGrRevision: 'GR Revision',
  statusInReview: 'In Review',
  statusOnHold: 'On Hold',
  statusApproved: 'Approved',
  statusCompleted: 'Completed',
  statusCancelled: 'Cancelled',
};
