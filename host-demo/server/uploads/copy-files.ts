import { randomUUID } from 'node:crypto';
import { type CopyFilesBody, ORDER_CREATE_MESSAGES } from 'proofdesk/contract';
import { UPLOAD_BATCH_LIMIT } from 'proofdesk/rules';
import { addStorageUsedIn } from '../account/storage';
import { transaction } from '../data';
import {
  type CopiedFile,
  insertCopiedFiles,
  selectOrderForm,
  selectSuppliedFiles,
} from '../data/orders/create-rows';
import { addTimelineEntry } from '../data/orders/order-rows';
import { done, fail, invalid, notFound, type Result, type ServerContext } from '../http';
import { canReadOrder } from '../orders';
import type { UserRow } from '../users';
import { servedContentType } from './content-types';
import { quotaRefusal, storageFull } from './token';

/**
 * POST /order/{id}/copy-files: the chosen supplied files of an order the user may read become
 * supplied files of their draft {id} (a duplicate's). Each copy is a new stored object under a new
 * key (never a shared key: deleting a file deletes its object, and the original must keep its own),
 * counted against the account's storage like an upload, refused whole when the storage is full.
 */
export async function copySuppliedFiles(
  ctx: ServerContext,
  user: UserRow,
  draftId: string,
  body: CopyFilesBody,
): Promise<Result<{ attachmentIds: string[] }>> {
  const draft = await selectOrderForm(ctx.data.db, draftId);
  const access = (row: NonNullable<typeof draft>) =>
    canReadOrder(user, { client_id: row.clientId, client_parent_id: row.clientParentId });
  if (!draft || !access(draft)) return notFound('Order not found.');
  if (draft.clientId !== user.client_id) return fail(403, 'Only the ordering account edits its drafts.');
  if (draft.status !== 'new-order' || draft.cardState !== 'DRAFT_CARD' || draft.payg)
    return fail(409, ORDER_CREATE_MESSAGES.notDraft);
  const source = await selectOrderForm(ctx.data.db, body.fromOrderId);
  if (!source || !access(source)) return notFound('Order not found.');
  const offered = await selectSuppliedFiles(ctx.data.db, source.id);
  const chosen = offered.filter((file) => body.attachmentIds.includes(file.attachmentId));
  if (chosen.length !== new Set(body.attachmentIds).size)
    return invalid(`attachmentIds: ${ORDER_CREATE_MESSAGES.noFiles}`);
  const total = chosen.reduce((sum, file) => sum + file.size, 0);
  // A cheap early refusal; the count below is the one that holds under concurrent uploads.
  const full = await quotaRefusal(ctx, draft.clientId, total);
  if (full) return full as Result<never>;
  const copies: CopiedFile[] = [];
  for (const file of chosen) {
    // Streamed through the store's staging (as an upload is): no file is held in memory whole.
    const stream = await ctx.store.get(file.storageKey);
    const received = stream ? await ctx.store.receive(stream, UPLOAD_BATCH_LIMIT) : undefined;
    if (!received?.ok) {
      await ctx.store.remove(copies.map((copy) => copy.storageKey));
      return fail(409, `${file.fileName} is no longer stored and cannot be copied.`);
    }
    const storageKey = `${randomUUID()}-copy-${file.storageKey.replace(/^[0-9a-f-]{36}-/, '')}`;
    await received.staged.commit(storageKey);
    copies.push({
      attachmentId: randomUUID(),
      versionId: randomUUID(),
      fileName: file.fileName,
      fileType: file.fileType,
      storageKey,
      size: received.staged.size,
      contentType: servedContentType(file.fileName).type,
    });
  }
  const at = ctx.now().toISOString();
  const counted = await transaction(ctx.data, async (trx) => {
    // Counted under the account's lock first (as a registration is): two copies cannot both fit.
    if (!(await addStorageUsedIn(trx, ctx.data.dialect, draft.clientId, total, true))) return false;
    await insertCopiedFiles(trx, draftId, copies, user, at);
    for (const copy of copies) {
      await addTimelineEntry(trx, {
        id: randomUUID(),
        orderId: draftId,
        userId: user.id,
        type: 'attachment',
        content: `Copied ${copy.fileName} from order #${source.orderNumber}`,
        at,
      });
    }
    return true;
  });
  if (!counted) {
    await ctx.store.remove(copies.map((copy) => copy.storageKey));
    return storageFull() as Result<never>;
  }
  return done({
    data: { attachmentIds: copies.map((copy) => copy.attachmentId) },
    message: ORDER_CREATE_MESSAGES.filesCopied,
  });
}
