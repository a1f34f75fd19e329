import { deleteUnfinishedUploadsOf } from '../data/uploads/upload-rows';
import type { ServerContext } from '../http';
import { releaseUploadLock } from './lock';

/**
 * Removes a user's unfinished uploads (rows and files) and releases their order's lock when they
 * were its last: what a cancelled or refused upload leaves behind. Registered uploads and other
 * users' uploads are left alone. Returns the keys removed.
 */
export async function discardUploads(
  ctx: ServerContext,
  userId: string,
  keys: readonly (string | undefined)[],
): Promise<string[]> {
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  const removed = await deleteUnfinishedUploadsOf(ctx.data.db, userId, wanted);
  await ctx.store.remove(removed.map((row) => row.key));
  for (const orderId of new Set(removed.map((row) => row.order_id))) await releaseUploadLock(ctx, orderId);
  return removed.map((row) => row.key);
}
