import type { Role } from './roles';

export type PortalView = 'customer' | 'client';

/** The slice of the User entity (dashboard §3) that access rules read. Structural on purpose. */
export interface AccessUser {
  role: Role;
  viewOnly?: boolean;
  isClientWhitelabel?: boolean;
  isSubscriber?: boolean;
  membership?: { type?: string | null } | null;
  myProofApprovalWorkflowPreference?: unknown;
  /** The locally remembered customer/client toggle; only white-label clients have one. */
  view?: PortalView;
}

/**
 * "Only white-label clients can toggle the view", so anyone else is always in the customer view.
 * For a white-label client the view lives in the browser's storage; the server never sees it, so
 * `null` (unknown) means "either view" and view-dependent rights hold in both.
 */
export function effectiveView(user: AccessUser): PortalView | null {
  if (!user.isClientWhitelabel) return 'customer';
  return user.view ?? null;
}

/** True when the user is (or, view unknown, may be) in `view`. */
export function inView(user: AccessUser, view: PortalView): boolean {
  const current = effectiveView(user);
  return current === null || current === view;
}

/** Definitely in the client view (UI decisions: header button, board/list toggle). */
export function isClientView(user: AccessUser): boolean {
  return effectiveView(user) === 'client';
}

/** "Only white-label clients can toggle the view." */
export function canToggleView(user: AccessUser): boolean {
  return user.isClientWhitelabel === true;
}

/** "Only non-client users see the board and list toggle." */
export function showsBoardListToggle(user: AccessUser): boolean {
  return !isClientView(user);
}
