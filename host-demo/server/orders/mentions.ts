import type { MentionUser } from 'proofdesk/contract';
import { CUSTOMER_SIDE_ROLES, MANAGER_ROLES } from 'proofdesk/rules';
import type { Data } from '../data';
import { selectAccountUsersAnd, selectUsersInRoles } from '../data/orders/audience-rows';
import type { OrderRow } from './rows';

/**
 * Who can be @-mentioned on an order: the account's users plus the staff assigned to it (creator,
 * operator, manager). A CM review ("cm-revew") is addressed to managers only, so then just the
 * internal managers. The caller is left out: nobody mentions themself.
 */
export async function mentionableUsers(
  data: Data,
  order: OrderRow,
  callerId: string,
  cmReview: boolean,
): Promise<MentionUser[]> {
  const rows = cmReview
    ? await selectUsersInRoles(data.db, MANAGER_ROLES)
    : await selectAccountUsersAnd(data.db, order.client_id, CUSTOMER_SIDE_ROLES, [
        order.creator_id,
        order.operator_id,
        order.manager_id,
      ]);
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
