import type { Role } from './roles';

// Apart from roles.ts, which the shared core carries: only widgets that load the access chunk (the
// comment panel's internal mentions, the portal's profile menu) ask this.

/** "Owner and staff are customer-side." */
export const CUSTOMER_SIDE_ROLES = ['owner', 'staff'] as const satisfies readonly Role[];

export function isCustomerSideRole(role: Role | string): boolean {
  return (CUSTOMER_SIDE_ROLES as readonly string[]).includes(role);
}
