import { can } from './can';
import { Subject as S, type Subject } from './subjects';
import type { AccessUser } from './user';

export type ProfileMenuKey =
  | 'manage-profile'
  | 'order-reporting'
  | 'reporting'
  | 'payg-customer-info'
  | 'my-images'
  | 'membership'
  | 'payment'
  | 'team-member'
  | 'workflow-and-roles'
  | 'general-settings'
  | 'logout';

/** An entry the user may see: its code and the portal route it leads to; its text is in the catalogue. */
export interface ProfileMenuEntry {
  key: ProfileMenuKey;
  /** Portal route the entry leads to. */
  path: string;
}

interface MenuDefinition extends ProfileMenuEntry {
  /** null = shown to every signed-in user. */
  subject: Subject | null;
}

// Spec order (dashboard §2 "Profile menu"). "Order Reporting and Reporting (both lead to order
// reporting)": customer reporting and user reporting gate one entry each.
export const PROFILE_MENU: readonly MenuDefinition[] = [
  { key: 'manage-profile', path: '/profile', subject: S.NAV_MANAGE_PROFILE },
  { key: 'order-reporting', path: '/reporting/order', subject: S.NAV_CUSTOMER_REPORTING },
  { key: 'reporting', path: '/reporting/order', subject: S.NAV_USER_REPORTING },
  { key: 'payg-customer-info', path: '/payg/list', subject: S.NAV_PAYG_CUSTOMER_INFO },
  { key: 'my-images', path: '/my-images', subject: S.NAV_PEXELS_CUSTOMER_IMAGES },
  { key: 'membership', path: '/membership/service', subject: S.NAV_MANAGE_MEMBERSHIP },
  { key: 'payment', path: '/billing/payments', subject: S.NAV_PAYMENT },
  { key: 'team-member', path: '/team-members', subject: S.NAV_TEAM_MEMBER },
  { key: 'workflow-and-roles', path: '/workflow-and-roles', subject: S.PAGE_WORKFLOW_EDITOR },
  { key: 'general-settings', path: '/settings', subject: S.GENERAL_SETTINGS },
  { key: 'logout', path: '/signout', subject: null },
];

/** The entries `user` may see, in spec order; label them with `codeLabel(messages, 'menu', key)`. */
export function profileMenuEntries(user: AccessUser | null | undefined): ProfileMenuEntry[] {
  if (!user || user.role === 'guest') return [];
  return PROFILE_MENU.filter((entry) => entry.subject === null || can(user, 'read', entry.subject)).map(
    ({ key, path }) => ({ key, path }),
  );
}
