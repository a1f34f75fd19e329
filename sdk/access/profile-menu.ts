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

export interface ProfileMenuEntry {
  key: ProfileMenuKey;
  label: string;
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
  { key: 'manage-profile', label: 'Manage Profile', path: '/profile', subject: S.NAV_MANAGE_PROFILE },
  {
    key: 'order-reporting',
    label: 'Order Reporting',
    path: '/reporting/order',
    subject: S.NAV_CUSTOMER_REPORTING,
  },
  { key: 'reporting', label: 'Reporting', path: '/reporting/order', subject: S.NAV_USER_REPORTING },
  {
    key: 'payg-customer-info',
    label: 'Pay as you Go Customer Info',
    path: '/payg/list',
    subject: S.NAV_PAYG_CUSTOMER_INFO,
  },
  { key: 'my-images', label: 'My Images', path: '/my-images', subject: S.NAV_PEXELS_CUSTOMER_IMAGES },
  {
    key: 'membership',
    label: 'Membership & Additional Resources',
    path: '/membership/service',
    subject: S.NAV_MANAGE_MEMBERSHIP,
  },
  { key: 'payment', label: 'Manage Payment/Invoices', path: '/billing/payments', subject: S.NAV_PAYMENT },
  { key: 'team-member', label: 'Manage Team Member', path: '/team-members', subject: S.NAV_TEAM_MEMBER },
  {
    key: 'workflow-and-roles',
    label: 'Workflow and Roles',
    path: '/workflow-and-roles',
    subject: S.PAGE_WORKFLOW_EDITOR,
  },
  { key: 'general-settings', label: 'General Settings', path: '/settings', subject: S.GENERAL_SETTINGS },
  { key: 'logout', label: 'Logout', path: '/signout', subject: null },
];

/** The entries `user` may see, in spec order. Labels can be overridden per key (translation). */
export function profileMenuEntries(
  user: AccessUser | null | undefined,
  labels: Partial<Record<ProfileMenuKey, string>> = {},
): ProfileMenuEntry[] {
  if (!user || user.role === 'guest') return [];
  return PROFILE_MENU.filter((entry) => entry.subject === null || can(user, 'read', entry.subject)).map(
    ({ key, label, path }) => ({ key, label: labels[key] ?? label, path }),
  );
}
