import type { CodeMessages } from './message-key';
import type { OrderProgressFilter, OrderStatus } from './order-status';

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

/** The orderProgress filter's options, keyed `progress<Code>`: "ready-to-go (labelled New Order)". */
export type OrderProgressFilterMessages = CodeMessages<'progress', OrderProgressFilter>;

export const defaultOrderProgressFilterMessages: OrderProgressFilterMessages = {
  progressReadyToGo: 'New Order',
  progressInProgress: 'In Progress',
  progressInReview: 'In Review',
  progressOnHold: 'On Hold',
  progressApproved: 'Approved',
  progressCancelled: 'Cancelled',
  progressNotFrozen: 'Not Frozen',
};
