import type { CardState, OrderStatus } from 'proofdesk/rules';
import type { Db } from '../db';

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

const FIND_ORDER = `SELECT o.*, c.parent_client_id AS client_parent_id
  FROM orders o JOIN clients c ON c.id = o.client_id WHERE o.id = ?`;

/** The order with the columns access checks need; undefined when it does not exist. */
export function findOrder(db: Db, id: string): OrderRow | undefined {
  return db.prepare(FIND_ORDER).get(id) as OrderRow | undefined;
}

export function unlockOrder(db: Db, id: string, now: Date): void {
  db.prepare('UPDATE orders SET locked_at = NULL, updated_at = ? WHERE id = ?').run(now.toISOString(), id);
}
