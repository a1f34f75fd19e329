// The orderProgress filter's options (dashboard §3 "Order progress values used in filters"), apart
// from the order statuses: only the filter panels show them (the script-tag build's 'forms' chunk).
import type { CodeMessages } from './message-key';

/** Values of the orderProgress filter (dashboard §3); ready-to-go is how the filter names new orders
 * (labelled 'New Order', see `defaultOrderProgressFilterMessages` below). */
export const ORDER_PROGRESS_FILTERS = [
  'ready-to-go',
  'in-progress',
  'in-review',
  'on-hold',
  'approved',
  'cancelled',
  'not-frozen',
] as const;

export type OrderProgressFilter = (typeof ORDER_PROGRESS_FILTERS)[number];

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
