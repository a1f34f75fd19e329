import type { MentionUser } from 'proofdesk/contract';
import { CUSTOMER_SIDE_ROLES, MANAGER_ROLES } from 'proofdesk/rules';
import type { Db } from '../db';
import type { OrderRow } from './rows';

interface MentionRow {
  id: string;
  firstname: string;
  lastname: string;
  avatar: string | null;
  role: string;
}

const MANAGER_MARKS = MANAGER_ROLES.map(() => '?').join(', ');
const CUSTOMER_MARKS = CUSTOMER_SIDE_ROLES.map(() => '?').join(', ');

/**
 * Who can be @-mentioned on an order: the account's users plus the staff assigned to it (creator,
 * operator, manager). A CM review ("cm-revew") is addressed to managers only, so then just the
 * internal managers. The caller is left out: nobody mentions themself.
 */
export function mentionableUsers(
  db: Db,
  order: OrderRow,
  callerId: string,
  cmReview: boolean,
): MentionUser[] {
  const rows = (
    cmReview
      ? db.prepare(`SELECT * FROM users WHERE role IN (${MANAGER_MARKS})`).all(...MANAGER_ROLES)
      : db
          .prepare(
            `SELECT * FROM users WHERE (client_id = ? AND role IN (${CUSTOMER_MARKS})) OR id IN (?, ?, ?)`,
          )
          .all(order.client_id, ...CUSTOMER_SIDE_ROLES, order.creator_id, order.operator_id, order.manager_id)
  ) as MentionRow[];
  return rows
    .filter((row) => row.id !== callerId)
    .map((row) => ({
      id: row.id,
      name: [row.firstname, row.lastname].filter(Boolean).join(' '),
      avatar: row.avatar,
      role: row.role,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
