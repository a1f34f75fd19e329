import { MANAGER_ROLES } from 'proofdesk/rules';
import type { Db } from '../db';
import type { OrderRow } from './rows';

type AudienceRow = Pick<OrderRow, 'client_id' | 'creator_id' | 'operator_id' | 'manager_id'>;

const MANAGER_PLACEHOLDERS = MANAGER_ROLES.map(() => '?').join(', ');

/**
 * The users a change to this order concerns, for realtime pushes: the account's users (and the
 * reseller's, who list their customers' orders), creator, operator, manager and every internal manager.
 */
export function orderAudience(db: Db, order: AudienceRow): string[] {
  const rows = db
    .prepare(
      `SELECT id FROM users
       WHERE client_id = ?
          OR client_id = (SELECT parent_client_id FROM clients WHERE id = ?)
          OR role IN (${MANAGER_PLACEHOLDERS})`,
    )
    .all(order.client_id, order.client_id, ...MANAGER_ROLES) as { id: string }[];
  const ids = new Set(rows.map((row) => row.id));
  for (const id of [order.creator_id, order.operator_id, order.manager_id]) if (id) ids.add(id);
  return [...ids];
}
