import type { OrderStatus } from 'proofdesk/rules';
import type { Dialect, Trx } from '../data';
import { selectProfilesOf, updateProfile } from '../data/users/user-rows';
import { mergedProfile, profileOf } from './profile-store';

// The active-orders meter (dashboard §2 "Usage meters") and the publish limit (§9) read
// `membership.orders.currentActiveOrder` from the account users' profiles: a published order counts
// from its publish (orders/create.ts) until it is approved, completed or cancelled, and again if it
// is taken back from there. Drafts never count.
const FINISHED: ReadonlySet<OrderStatus> = new Set(['approved', 'completed', 'cancelled']);

/** +1, -1 or 0: how a status change of a published order changes the account's active orders. */
export function activeOrderChange(from: OrderStatus, to: OrderStatus): -1 | 0 | 1 {
  if (FINISHED.has(from) === FINISHED.has(to)) return 0;
  return FINISHED.has(to) ? -1 : 1;
}

/**
 * Adds `change` to every account user's active-order count inside the caller's transaction (the
 * caller holds the account's lock, as moves and publishes do); never below 0. Answers the users
 * whose meters changed, for `reload-profile`.
 */
export async function countActiveOrdersIn(
  trx: Trx,
  dialect: Dialect,
  clientId: string,
  change: number,
): Promise<string[]> {
  if (change === 0) return [];
  const rows = await selectProfilesOf(trx, { clientId }, dialect);
  for (const row of rows) {
    const orders = profileOf(row).membership.orders;
    const currentActiveOrder = Math.max(0, orders.currentActiveOrder + change);
    await updateProfile(
      trx,
      row.id,
      mergedProfile(row.profile, { membership: { orders: { ...orders, currentActiveOrder } } }),
    );
  }
  return rows.map((row) => row.id);
}
