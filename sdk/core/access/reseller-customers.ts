import type { AccessUser } from './user';

// A white-label client's customers (issue 26; dashboard §6 "Client users see Create New Customer",
// "Only white-label clients can toggle the view"). The role table has no subject for them, so the
// rule is here: the customer side of a white-label account reads its customers, and whoever of it
// may change things (not view-only) creates and edits them. The server enforces the same rule.

const RESELLER_ROLES: ReadonlySet<string> = new Set(['owner', 'staff']);

/** May `user` list and open its white-label account's customers? */
export function canReadResellerCustomers(user: AccessUser | null | undefined): boolean {
  return !!user && user.isClientWhitelabel === true && RESELLER_ROLES.has(user.role);
}

/** May `user` create and edit its white-label account's customers? */
export function canManageResellerCustomers(user: AccessUser | null | undefined): boolean {
  return canReadResellerCustomers(user) && user?.viewOnly !== true;
}
