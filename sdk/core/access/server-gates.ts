import { isInternalRole, type Role } from './roles';
import type { AccessUser } from './user';

// Role rules the reference server enforces on its own routes, kept here with the other role
// tables so no route re-writes them inline (issue 8).

/** Roles with an account session; a guest reviewer reaches only the viewer, by invitation. */
export const isAccountRole = (role: Role | string): boolean => role !== 'guest';

/** "Internal staff work on any order; on the customer side only the account owner may" unlock one. */
export const canUnlockOrder = (role: Role | string): boolean =>
  isInternalRole(role) || role === 'admin' || role === 'owner';

/** Working time runs for internal roles (operator and managers) and the admin only. */
export const tracksWorkingTime = (role: Role | string): boolean => isInternalRole(role) || role === 'admin';

/**
 * Supplied files are the customer's brief: owner, staff and the internal roles add them; the CSO,
 * view-only users and guests do not.
 */
export const canAttachSuppliedFiles = (user: Pick<AccessUser, 'role' | 'viewOnly'>): boolean =>
  isAccountRole(user.role) && user.role !== 'cso' && user.viewOnly !== true;
