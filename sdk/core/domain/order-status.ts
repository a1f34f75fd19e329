import { ORDER_STATUSES } from '../../contract/constants';

// The order statuses are the contract's (sdk/contract/order-statuses.ts); the rules below use them.
export { ORDER_STATUSES };

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
