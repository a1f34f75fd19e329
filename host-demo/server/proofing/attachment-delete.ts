import { canDeleteAttachment } from 'proofdesk/rules';
import { addStorageUsed } from '../account';
import { denied, done, notFound, type Result, type ServerContext } from '../http';
import { asResellerOf, type OrderRow } from '../orders';
import type { UserRow } from '../users';
import { readersOf } from './audience';
import { loadAttachment } from './load';
import type { AttachmentRow } from './rows';
import { accessOf, type Viewer } from './viewer';

/** sdk/core/access `canDeleteAttachment` on this order (never as its account's reseller). The detail
 * page's Delete follows it too. */
export function mayDeleteAttachment(user: UserRow, group: AttachmentRow['group'], order: OrderRow): boolean {
  return canDeleteAttachment(accessOf(user), group, asResellerOf(user, order));
}

/**
 * DELETE /order/:orderId/:attachmentId/attachment. "Owner may delete attachments as per ability":
 * the 'attachment' delete right, or for customer-review files the operator's narrower right.
 * Rows go (versions, topics, comments, timeline cascade), then the files and the storage they used.
 */
export async function deleteAttachment(
  ctx: ServerContext,
  viewer: Extract<Viewer, { kind: 'user' }>,
  orderId: string,
  attachmentId: string,
): Promise<Result> {
  const scope = loadAttachment(ctx.db, viewer, orderId, attachmentId);
  if (!scope) return notFound();
  if (!mayDeleteAttachment(viewer.user, scope.attachment.group, scope.order)) return denied();
  const files = ctx.db
    .prepare('SELECT storage_key, thumbnail_key, file_size FROM attachment_versions WHERE attachment_id = ?')
    .all(scope.attachment.id) as { storage_key: string; thumbnail_key: string | null; file_size: number }[];
  const keys = files.flatMap((file) =>
    file.thumbnail_key ? [file.storage_key, file.thumbnail_key] : [file.storage_key],
  );
  const freed = files.reduce((sum, file) => sum + file.file_size, 0);
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM attachments WHERE id = ?').run(scope.attachment.id);
    const drop = ctx.db.prepare('DELETE FROM uploads WHERE key = ?');
    for (const key of keys) drop.run(key);
    addStorageUsed(ctx.db, scope.order.client_id, -freed);
  })();
  await ctx.store.remove(keys);
  const audience = readersOf(ctx.db, scope.order, scope);
  ctx.hub.publish(audience, 'reload-order', { orderId: scope.order.id });
  ctx.hub.publish(audience, 'reload-timeline', {
    orderId: scope.order.id,
    attachmentId: scope.attachment.id,
  });
  return done({ id: scope.attachment.id });
}
