import type { AccessUser } from 'proofdesk/rules';
import type { Db } from '../db';
import { findClientById, type UserRow } from '../users';

/**
 * The slice of the User entity `can()` reads, without building the whole profile. The view is
 * left unknown: the server never sees the browser's customer/client toggle, so view-dependent
 * rights hold in either view.
 */
export function accessUserOf(db: Db, row: UserRow): AccessUser {
  const client = findClientById(db, row.client_id);
  return { role: row.role, viewOnly: row.view_only === 1, isClientWhitelabel: client?.type === 'whitelabel' };
}
