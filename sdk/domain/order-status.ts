// Order statuses as the server stores them (dashboard §3 "Order statuses"). The spec writes the
// first one as "new order"; on the wire it is kebab-case like the others. Codes only: the words a
// person reads are in `order-status-messages.ts`.
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

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
