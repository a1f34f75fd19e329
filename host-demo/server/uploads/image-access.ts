import { isCustomerSideRole } from 'proofdesk/rules';
import type { Db } from '../db';
import { findOrder } from '../orders';
import type { Viewer } from '../proofing';
import { findClientById, findUserById } from '../users';
import type { UploadRow } from './rows';

const AVATARS: ReadonlySet<string> = new Set(['avatar', 'avatar-customer']);

/** The same account, or one is the other's white-label reseller. */
function related(db: Db, a: string, b: string): boolean {
  if (a === b) return true;
  return findClientById(db, a)?.parent_client_id === b || findClientById(db, b)?.parent_client_id === a;
}

/**
 * Who may read an account image (avatar, logo, favicon, image placeholder; issue 20). Before it is
 * registered: only its uploader. Avatars: anyone signed in or a guest, as they show beside comments,
 * cards and invitations across accounts. A customer account's logo, favicon and placeholder are its
 * white-label branding: read by its own users, its reseller's and its customer accounts' users, the
 * internal staff, and guests of those accounts' orders. Images of internal staff (a proof watermark)
 * belong to no account and are read like avatars.
 */
export function mayReadAccountImage(
  db: Db,
  viewer: Viewer,
  row: Pick<UploadRow, 'type' | 'status' | 'user_id'>,
): boolean {
  if (row.status !== 'registered') return viewer.kind === 'user' && viewer.user.id === row.user_id;
  if (AVATARS.has(row.type)) return true;
  const account = row.user_id ? findUserById(db, row.user_id)?.client_id : null;
  if (!account) return true;
  if (viewer.kind === 'guest') {
    const order = findOrder(db, viewer.orderId);
    return order !== undefined && related(db, account, order.client_id);
  }
  if (!isCustomerSideRole(viewer.user.role)) return true;
  return viewer.user.client_id !== null && related(db, account, viewer.user.client_id);
}
