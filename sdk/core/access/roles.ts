import { ROLES, type Role } from '../../contract/constants';

// Roles (dashboard §6, proofing §6). "Client and customer are the same account type." Codes only:
// the role names a person reads are in `role-messages.ts`. The list itself is the contract's.

export { ROLES, type Role };

/** The spec's "managers" in the status table. */
export const MANAGER_ROLES = [
  'manager',
  'creative_manager',
  'production_manager',
] as const satisfies readonly Role[];
/** "Operator, manager, creative_manager and production_manager are internal roles." */
export const INTERNAL_ROLES = ['operator', ...MANAGER_ROLES] as const satisfies readonly Role[];
/** Roles that sign in through the admin client (POST /d/token). */
export const ADMIN_CLIENT_ROLES = [...INTERNAL_ROLES, 'cso', 'admin'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isManagerRole(role: Role | string): boolean {
  return (MANAGER_ROLES as readonly string[]).includes(role);
}

export function isInternalRole(role: Role | string): boolean {
  return (INTERNAL_ROLES as readonly string[]).includes(role);
}

export function isAdminClientRole(role: Role | string): boolean {
  return (ADMIN_CLIENT_ROLES as readonly string[]).includes(role);
}

/** The live-chat script loads "for every user except admin, creative manager, manager, production
 * manager and operator" (dashboard §2). */
export function loadsLiveChat(role: Role | string): boolean {
  return role !== 'admin' && !isInternalRole(role);
}

/** Internal roles refresh the session every 60 s and on tab visibility (dashboard §4). */
export function refreshesSession(role: Role | string): boolean {
  return isInternalRole(role);
}
