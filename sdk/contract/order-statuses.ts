// Order statuses as the server stores them (dashboard §3 "Order statuses"). The spec writes the
// first one as "new order"; on the wire it is kebab-case like the others. Codes only: the words a
// person reads are in sdk/core/domain's `order-status-messages.ts`. The contract holds the list (it
// depends on nothing); the domain's rules re-export it.
export const ORDER_STATUSES = [
  'new-order',
  'in-progress',
  'gr-revision',
  'in-review',
  'on-hold',
  'approved',
  'completed',
  'cancelled',
] as const;
