import type { AccessUser } from 'proofdesk/rules';
import type { Data } from '../data';
import { findClientById, type UserRow } from '../users';

/**
 * The slice of the User entity `can()` reads, without building the whole profile. The view is
 * left unknown: the server never sees the browser's customer/client toggle, so view-dependent
 * rights hold in either view.
 */
export async function accessUserOf(data: Data, row: UserRow): Promise<AccessUser> {
  const client = await findClientById(data, row.client_id);
  return { role: row.role, viewOnly: row.view_only === 1, isClientWhitelabel: client?.type === 'whitelabel' };
}
