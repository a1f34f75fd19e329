import type { FilterOption } from 'proofdesk/contract';
import { CUSTOMER_SIDE_ROLES, isCustomerSideRole, MANAGER_ROLES } from 'proofdesk/rules';
import type { Db } from '../db';
import type { UserRow } from '../users';

type Caller = Pick<UserRow, 'role' | 'client_id'>;

// Every list is "sorted by name, case-insensitive"; id breaks ties so the order is stable.
const BY_NAME = 'ORDER BY name COLLATE NOCASE, id';
const USER_NAME = "TRIM(firstname || ' ' || lastname)";

/** Accounts the caller may see: its own and (reseller) its customers'; everything for staff. */
function accountScope(caller: Caller): { sql: string; params: unknown[] } {
  if (!isCustomerSideRole(caller.role)) return { sql: '1 = 1', params: [] };
  return { sql: '(id = ? OR parent_client_id = ?)', params: [caller.client_id, caller.client_id] };
}

/** Top-level accounts: direct customers and white-label resellers. */
export function clientOptions(db: Db, caller: Caller): FilterOption[] {
  const scope = accountScope(caller);
  return db
    .prepare(`SELECT id, name FROM clients WHERE parent_client_id IS NULL AND ${scope.sql} ${BY_NAME}`)
    .all(...scope.params) as FilterOption[];
}

/** Ordering (non-white-label) accounts, optionally of one client: itself or its customers. */
export function customerOptions(db: Db, caller: Caller, clientId?: string): FilterOption[] {
  const scope = accountScope(caller);
  const narrow = clientId ? 'AND (id = ? OR parent_client_id = ?)' : '';
  return db
    .prepare(`SELECT id, name FROM clients WHERE type = 'direct' AND ${scope.sql} ${narrow} ${BY_NAME}`)
    .all(...scope.params, ...(clientId ? [clientId, clientId] : [])) as FilterOption[];
}

/** Customer-side users who can create orders, narrowed by client and/or customer account. */
export function creatorOptions(
  db: Db,
  caller: Caller,
  clientId?: string,
  customerId?: string,
): FilterOption[] {
  const scope = accountScope(caller);
  const conditions = [`client_id IN (SELECT id FROM clients WHERE ${scope.sql})`];
  const params: unknown[] = [...scope.params];
  if (clientId) {
    conditions.push('client_id IN (SELECT id FROM clients WHERE id = ? OR parent_client_id = ?)');
    params.push(clientId, clientId);
  }
  if (customerId) {
    conditions.push('client_id = ?');
    params.push(customerId);
  }
  return db
    .prepare(
      `SELECT id, ${USER_NAME} AS name FROM users
       WHERE role IN (${CUSTOMER_SIDE_ROLES.map(() => '?').join(', ')}) AND ${conditions.join(' AND ')} ${BY_NAME}`,
    )
    .all(...CUSTOMER_SIDE_ROLES, ...params) as FilterOption[];
}

export function managerOptions(db: Db): FilterOption[] {
  const marks = MANAGER_ROLES.map(() => '?').join(', ');
  return db
    .prepare(`SELECT id, ${USER_NAME} AS name FROM users WHERE role IN (${marks}) ${BY_NAME}`)
    .all(...MANAGER_ROLES) as FilterOption[];
}

export function operatorOptions(db: Db): FilterOption[] {
  return db
    .prepare(`SELECT id, ${USER_NAME} AS name FROM users WHERE role = 'operator' ${BY_NAME}`)
    .all() as FilterOption[];
}

export function serviceOptions(db: Db, categoryId?: string): FilterOption[] {
  const narrow = categoryId ? 'WHERE category_id = ?' : '';
  return db
    .prepare(`SELECT id, name FROM services ${narrow} ${BY_NAME}`)
    .all(...(categoryId ? [categoryId] : [])) as FilterOption[];
}

export function serviceCategoryOptions(db: Db): FilterOption[] {
  return db.prepare(`SELECT id, name FROM service_categories ${BY_NAME}`).all() as FilterOption[];
}
