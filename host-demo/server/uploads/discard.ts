import type { ServerContext } from '../http';
import { releaseUploadLock } from './lock';
import { findUpload } from './rows';

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
  const rows = keys
    .map((key) => (key ? findUpload(ctx.db, key) : undefined))
    .filter((row) => row !== undefined && row.user_id === userId && row.status !== 'registered');
  const remove = ctx.db.prepare(`DELETE FROM uploads WHERE key = ? AND status != 'registered'`);
  const removed = ctx.db.transaction(() => rows.filter((row) => remove.run(row!.key).changes > 0))();
  await ctx.store.remove(removed.map((row) => row!.key));
  for (const orderId of new Set(removed.map((row) => row!.order_id))) releaseUploadLock(ctx, orderId);
  return removed.map((row) => row!.key);
}
