import type { CodeMessages } from '../domain';
import type { Role } from './roles';

/** Role names as a person reads them (the profile menu's subtitle), keyed `role<Code>`. */
export type RoleMessages = CodeMessages<'role', Role>;

export const defaultRoleMessages: RoleMessages = {
  roleOwner: 'Account Owner',
  roleStaff: 'Team Member',
  roleOperator: 'Operator',
  roleManager: 'Manager',
  roleCreativeManager: 'Creative Manager',
  roleProductionManager: 'Production Manager',
  roleGuest: 'Guest Reviewer',
  roleCso: 'Customer Service Officer',
  roleAdmin: 'Admin',
};
