import { isCustomerSideRole } from 'proofdesk/rules';
import type { Data } from '../data';
import { findOrder } from '../orders';
import type { Viewer } from '../proofing';
import { findClientById, findUserById } from '../users';
import type { UploadRow } from './rows';

const AVATARS: ReadonlySet<string> = new Set(['avatar', 'avatar-customer']);

/** The same account, or one is the other's white-label reseller. */
async function related(data: Data, a: string, b: string): Promise<boolean> {
  if (a === b) return true;
  const [first, second] = await Promise.all([findClientById(data, a), findClientById(data, b)]);
  return first?.parent_client_id === b || second?.parent_client_id === a;
}

/**
 * Who may read an account image (avatar, logo, favicon, image placeholder; issue 20). Before it is
 * registered: only its uploader. Avatars: anyone signed in or a guest, as they show beside comments,
 * cards and invitations across accounts. A customer account's logo, favicon and placeholder are its
 * white-label branding: read by its own users, its reseller's and its customer accounts' users, the
 * internal staff, and guests of those accounts' orders. Images of internal staff (a proof watermark)
 * belong to no account and are read like avatars.
 */
export async function mayReadAccountImage(
  data: Data,
  viewer: Viewer,
  row: Pick<UploadRow, 'type' | 'status' | 'user_id'>,
): Promise<boolean> {
  if (row.status !== 'registered') return viewer.kind === 'user' && viewer.user.id === row.user_id;
  if (AVATARS.has(row.type)) return true;
  const account = row.user_id ? (await findUserById(data, row.user_id))?.client_id : null;
  if (!account) return true;
  if (viewer.kind === 'guest') {
    const order = await findOrder(data, viewer.orderId);
    return order !== undefined && (await related(data, account, order.client_id));
  }
  if (!isCustomerSideRole(viewer.user.role)) return true;
  return viewer.user.client_id !== null && (await related(data, account, viewer.user.client_id));
}
