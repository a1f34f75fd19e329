import { isAccountRole, isCustomerSideRole, readsAsReseller } from 'proofdesk/rules';
import type { Data } from '../data';
import { selectVisibleAccounts } from '../data/orders/list-rows';
import { readOrder } from '../data/orders/order-rows';
import type { UserRow } from '../users';
import type { OrderRow } from './rows';

type Reader = Pick<UserRow, 'role' | 'client_id'>;

/** What `canReadOrder` needs of an order: its account and that account's reseller. */
export type OrderAccessRow = Pick<OrderRow, 'client_id' | 'client_parent_id'>;

/**
 * Who may see an order: customer-side users only their own account's orders (a white-label
 * reseller also its customer accounts' orders, i.e. accounts whose parent is theirs); internal
 * roles, cso and admin every order. Guests never read through this path: their token names one order.
 */
export function canReadOrder(user: Reader, order: OrderAccessRow): boolean {
  if (!isAccountRole(user.role)) return false;
  if (!isCustomerSideRole(user.role)) return true;
  if (!user.client_id) return false;
  return order.client_id === user.client_id || order.client_parent_id === user.client_id;
}

/**
 * Whether `user` reads this order as the white-label reseller of its account: then the ordering
 * account's own decisions (review, guest invitations, deleting files) are not theirs
 * (sdk/core/access `takesAccountDecisions`, issue 20).
 */
export function asResellerOf(user: Reader, order: OrderAccessRow): boolean {
  return readsAsReseller(
    { role: user.role, clientId: user.client_id },
    { clientId: order.client_id, parentClientId: order.client_parent_id },
  );
}

/**
 * The accounts whose orders `user` may see under the rule of `canReadOrder`, for list queries (so
 * lists and single reads never disagree): 'all' for internal roles, cso and admin; else the
 * user's account and (reseller) its customer accounts, read first and bound as values; none for
 * guests or a customer-side user without an account.
 */
export async function visibleAccounts(data: Data, user: Reader): Promise<'all' | string[]> {
  if (!isAccountRole(user.role)) return [];
  if (!isCustomerSideRole(user.role)) return 'all';
  if (!user.client_id) return [];
  return selectVisibleAccounts(data.db, user.client_id);
}

/** The order if it exists and `user` may read it; callers answer 404 either way (no existence leak). */
export async function findReadableOrder(data: Data, user: Reader, id: string): Promise<OrderRow | undefined> {
  const order = await readOrder(data.db, id);
  return order && canReadOrder(user, order) ? order : undefined;
}
