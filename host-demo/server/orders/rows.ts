import type { CardState, OrderStatus } from 'proofdesk/rules';
import type { Data } from '../data';
import { clearOrderLock, readOrder } from '../data/orders/order-rows';

/** One `orders` row plus its account's parent (needed by `canReadOrder` for resellers). */
export interface OrderRow {
  id: string;
  order_number: number;
  client_id: string;
  creator_id: string | null;
  operator_id: string | null;
  manager_id: string | null;
  service_id: string | null;
  name: string;
  status: OrderStatus;
  card_state: CardState | null;
  position: number;
  is_frozen: number;
  locked_at: string | null;
  archived_at: string | null;
  queue_percent: number | null;
  work_percent: number | null;
  created_at: string;
  updated_at: string;
  due_date: string | null;
  package_name: string | null;
  hold_reason: string | null;
  cancel_reason: string | null;
  /** From the join with `clients`: the reseller owning the order's account, if any. */
  client_parent_id: string | null;
}

/** The order with the columns access checks need; undefined when it does not exist. */
export function findOrder(data: Data, id: string): Promise<OrderRow | undefined> {
  return readOrder(data.db, id);
}

export async function unlockOrder(data: Data, id: string, now: Date): Promise<void> {
  await clearOrderLock(data.db, id, now.toISOString());
}
