import type { Selectable } from 'kysely';
import type { CardState, OrderStatus } from 'proofdesk/rules';
import type { Data } from '../data';
import { clearOrderLock, readOrder } from '../data/orders/order-rows';
import type { OrdersTable } from '../data/schema';

/** One `orders` row plus its account's parent (needed by `canReadOrder` for resellers). */
export type OrderRow = Omit<Selectable<OrdersTable>, 'status' | 'card_state'> & {
  status: OrderStatus;
  card_state: CardState | null;
  /** From the join with `clients`: the reseller owning the order's account, if any. */
  client_parent_id: string | null;
};

/** The order with the columns access checks need; undefined when it does not exist. */
export function findOrder(data: Data, id: string): Promise<OrderRow | undefined> {
  return readOrder(data.db, id);
}

export async function unlockOrder(data: Data, id: string, now: Date): Promise<void> {
  await clearOrderLock(data.db, id, now.toISOString());
}
