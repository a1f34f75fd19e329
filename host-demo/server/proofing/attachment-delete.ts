import { canDeleteAttachment } from 'proofdesk/rules';
import { addStorageUsedIn } from '../account';
import { transaction } from '../data';
import { deleteAttachmentRows, lockAttachment, selectAttachmentFiles } from '../data/proofing/proofing-rows';
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
  const scope = await loadAttachment(ctx.data, viewer, orderId, attachmentId);
  if (!scope) return notFound();
  if (!mayDeleteAttachment(viewer.user, scope.attachment.group, scope.order)) return denied();
  const attachmentKey = scope.attachment.id;
  // Read, removed and freed in one transaction, the attachment held (PostgreSQL): a version
  // registered meanwhile is either removed with it or waits and then finds no attachment.
  const keys = await transaction(ctx.data, async (trx) => {
    await lockAttachment(trx, ctx.data.dialect, attachmentKey);
    const files = await selectAttachmentFiles(trx, attachmentKey);
    const stored = files.flatMap((file) =>
      file.thumbnail_key ? [file.storage_key, file.thumbnail_key] : [file.storage_key],
    );
    const freed = files.reduce((sum, file) => sum + file.file_size, 0);
    await deleteAttachmentRows(trx, attachmentKey, stored);
    await addStorageUsedIn(trx, ctx.data.dialect, scope.order.client_id, -freed);
    return stored;
  });
  await ctx.store.remove(keys);
  const audience = await readersOf(ctx.data, scope.order, scope);
  ctx.hub.publish(audience, 'reload-order', { orderId: scope.order.id });
  ctx.hub.publish(audience, 'reload-timeline', {
    orderId: scope.order.id,
    attachmentId: scope.attachment.id,
  });
  return done({ id: scope.attachment.id });
}
