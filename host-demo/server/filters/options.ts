import type { FilterOption } from 'proofdesk/contract';
import { CUSTOMER_SIDE_ROLES, isCustomerSideRole, MANAGER_ROLES } from 'proofdesk/rules';
import type { Data } from '../data';
import {
  type AccountScope,
  selectClientOptions,
  selectCustomerOptions,
  selectServiceCategoryOptions,
  selectServiceOptions,
  selectUserOptions,
} from '../data/filters/option-rows';
import type { UserRow } from '../users';

type Caller = Pick<UserRow, 'role' | 'client_id'>;

// Every list is "sorted by name, case-insensitive" (data/filters/option-rows.ts).

/** Accounts the caller may see: its own and (reseller) its customers'; everything for staff. */
function accountScope(caller: Caller): AccountScope {
  return isCustomerSideRole(caller.role) ? { account: caller.client_id } : 'all';
}

/** Top-level accounts: direct customers and white-label resellers. */
export function clientOptions(data: Data, caller: Caller): Promise<FilterOption[]> {
  return selectClientOptions(data.db, accountScope(caller));
}

/** Ordering (non-white-label) accounts, optionally of one client: itself or its customers. */
export function customerOptions(data: Data, caller: Caller, clientId?: string): Promise<FilterOption[]> {
  return selectCustomerOptions(data.db, accountScope(caller), clientId);
}

/** Customer-side users who can create orders, narrowed by client and/or customer account. */
export function creatorOptions(
  data: Data,
  caller: Caller,
  clientId?: string,
  customerId?: string,
): Promise<FilterOption[]> {
  return selectUserOptions(data.db, CUSTOMER_SIDE_ROLES, {
    scope: accountScope(caller),
    clientId,
    customerId,
  });
}

export function managerOptions(data: Data): Promise<FilterOption[]> {
  return selectUserOptions(data.db, MANAGER_ROLES);
}

export function operatorOptions(data: Data): Promise<FilterOption[]> {
  return selectUserOptions(data.db, ['operator']);
}

export function serviceOptions(data: Data, categoryId?: string): Promise<FilterOption[]> {
  return selectServiceOptions(data.db, categoryId);
}

export function serviceCategoryOptions(data: Data): Promise<FilterOption[]> {
  return selectServiceCategoryOptions(data.db);
}
