import type { CodeMessages } from '../domain';
import type { ProfileMenuKey } from './profile-menu';

/** The profile menu's entries (dashboard §2 "Profile menu"), keyed `menu<Key>`. */
export type ProfileMenuMessages = CodeMessages<'menu', ProfileMenuKey>;

export const defaultProfileMenuMessages: ProfileMenuMessages = {
  menuManageProfile: 'Manage Profile',
  menuOrderReporting: 'Order Reporting',
  menuReporting: 'Reporting',
  menuPaygCustomerInfo: 'Pay as you Go Customer Info',
  menuMyImages: 'My Images',
  menuMembership: 'Membership & Additional Resources',
  menuPayment: 'Manage Payment/Invoices',
  menuTeamMember: 'Manage Team Member',
  menuWorkflowAndRoles: 'Workflow and Roles',
  menuGeneralSettings: 'General Settings',
  menuLogout: 'Logout',
};
