import { randomUUID } from 'node:crypto';
import { type AssetKind, type RegisterUploadBody, STORAGE_MESSAGES } from 'proofdesk/contract';
import { checkUploadFile } from 'proofdesk/rules';
import { addStorageUsedIn } from '../account';
import { type Data, type Trx, transaction } from '../data';
import { addTimelineEntry } from '../data/orders/order-rows';
import { lockAttachment } from '../data/proofing/proofing-rows';
import {
  claimStoredUpload,
  insertAttachment,
  insertNextVersion,
  setUserAvatar,
} from '../data/uploads/upload-rows';
import { done, notFound, type Result, type ServerContext } from '../http';
import { findReadableOrder } from '../orders';
import { findAttachment, findVersion, readersOf } from '../proofing';
import type { UserRow } from '../users';
import { attachmentTarget, GROUPS } from './attachment-target';
import { viewerFileType } from './content-types';
import { storedContentProblem } from './file-signatures';
import { releaseUploadLock } from './lock';
import { findUpload } from './rows';
import { ORDER_KINDS, quotaRefusal, ruleFailure, storageFull } from './token';

export interface RegisterHeaders {
  timeline?: string;
  attachment?: string;
  source?: string;
}

/** An upload this user stored (not yet registered) for this kind and order. */
async function storedBy(ctx: ServerContext, key: string, user: UserRow, kind: AssetKind, orderId: string) {
  const row = await findUpload(ctx.data, key);
  if (!row || row.user_id !== user.id || row.order_id !== orderId || row.type !== kind) return undefined;
  return row;
}

/** Why a registration's transaction rolled back: an upload was no longer stored, or the quota is full. */
class Refused extends Error {
  constructor(readonly result: Result) {
    super(result.ok ? '' : result.message);
  }
}

const notStored: Result = { ok: false, status: 400, message: STORAGE_MESSAGES.notStored };

/**
 * The registration's transaction: claims the stored uploads (one discarded or swept since it was
 * read refuses it: the checks between read and transaction await the store), runs `write` (the
 * file's rows), then adds the storage used within the account's quota (read under the account's
 * row locks on PostgreSQL: two registrations at once cannot both pass it). All or nothing;
 * undefined, or a refusal's answer.
 */
export async function registerIn(
  data: Data,
  keys: readonly string[],
  charge: { clientId: string | null; bytes: number },
  write: (trx: Trx) => Promise<void>,
): Promise<Result | undefined> {
  try {
    await transaction(data, async (trx) => {
      for (const key of keys) if (!(await claimStoredUpload(trx, key))) throw new Refused(notStored);
      // The rows before the storage figures: an attachment's deletion holds the attachment, then
      // the account's rows, and locks taken in one order cannot deadlock.
      await write(trx);
      if (
        charge.clientId &&
        !(await addStorageUsedIn(trx, data.dialect, charge.clientId, charge.bytes, true))
      ) {
        throw new Refused(storageFull());
      }
    });
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/**
 * PUT /upload/:type/:orderId: turns a stored upload into a file record. The size that counts is
 * what the storage endpoint received, not what the body claims.
 */
export async function registerUpload(
  ctx: ServerContext,
  user: UserRow,
  kind: AssetKind,
  orderId: string,
  body: RegisterUploadBody,
  headers: RegisterHeaders,
  fileUrl: (key: string) => string,
): Promise<Result> {
  const upload = await storedBy(ctx, body.file.key, user, kind, orderId);
  if (upload?.status === 'registered')
    return { ok: false, status: 400, message: STORAGE_MESSAGES.alreadyRegistered };
  if (upload?.status !== 'stored') return { ok: false, status: 400, message: STORAGE_MESSAGES.notStored };
  const thumbnail = body.file.thumbnail
    ? await storedBy(ctx, body.file.thumbnail.key, user, kind, orderId)
    : undefined;
  if (body.file.thumbnail && thumbnail?.status !== 'stored') {
    return { ok: false, status: 400, message: STORAGE_MESSAGES.notStored };
  }
  // The rules again on what was stored (an empty file is refused), then its bytes against its names.
  const problem =
    checkUploadFile({ name: body.file.name, size: upload.size }) ??
    (await storedContentProblem(ctx.store, upload.key, [upload.name, body.file.name])) ??
    (thumbnail ? await storedContentProblem(ctx.store, thumbnail.key, [thumbnail.name]) : null);
  if (problem) return ruleFailure(problem.title, problem.message);
  const keys = thumbnail ? [upload.key, thumbnail.key] : [upload.key];
  if (!ORDER_KINDS.has(kind)) {
    // Avatars set the caller's picture; logos, favicons and placeholders are used by URL. They count
    // against the uploader's own account (issue 20), checked again as for order files.
    const bytes = upload.size + (thumbnail?.size ?? 0);
    const full = await quotaRefusal(ctx, user.client_id, bytes);
    if (full) return full;
    const url = fileUrl(upload.key);
    const refused = await registerIn(ctx.data, keys, { clientId: user.client_id, bytes }, async (trx) => {
      if (kind === 'avatar' || kind === 'avatar-customer') await setUserAvatar(trx, user.id, url);
    });
    if (refused) return refused;
    if (kind.startsWith('avatar')) ctx.hub.publish([user.id], 'reload-profile', null);
    return done({ data: { key: upload.key, url } });
  }
  const order = await findReadableOrder(ctx.data, user, orderId);
  if (!order) return notFound();
  // The category comes from the target (issue 20), checked before the quota.
  const target = await attachmentTarget(ctx, user, order, kind, headers);
  if (!target.ok) return target.result;
  const source = target.category;
  const full = await quotaRefusal(ctx, order.client_id, upload.size);
  if (full) return full;
  const at = ctx.now().toISOString();
  const versionId = randomUUID();
  const bytes = upload.size + (thumbnail?.size ?? 0);
  const refused = await registerIn(ctx.data, keys, { clientId: order.client_id, bytes }, async (trx) => {
    if (target.create) {
      await insertAttachment(trx, {
        id: target.attachmentId,
        orderId: order.id,
        group: GROUPS[source as keyof typeof GROUPS],
        fileName: body.file.name,
        startingTab: source === 'internal' ? 'internal' : 'public',
        startFrom: source,
        at,
        createdBy: user.id,
      });
    } else {
      await lockAttachment(trx, ctx.data.dialect, target.attachmentId);
    }
    await insertNextVersion(trx, {
      id: versionId,
      attachmentId: target.attachmentId,
      fileName: body.file.name,
      fileType: viewerFileType(body.file.name),
      storageKey: upload.key,
      fileSize: upload.size,
      at,
      isInternal: source === 'internal',
      thumbnailKey: thumbnail?.key ?? null,
      uploadedByType: user.role,
      creatorId: user.id,
    });
    if (headers.timeline !== '0') {
      await addTimelineEntry(trx, {
        id: randomUUID(),
        orderId: order.id,
        userId: user.id,
        type: 'attachment',
        content: `Uploaded ${body.file.name}`,
        at,
      });
    }
  });
  if (refused) return refused;
  // Only those who may read the new file hear of it (an internal upload stays internal).
  const attachment = await findAttachment(ctx.data, order.id, target.attachmentId);
  const version = attachment ? await findVersion(ctx.data, attachment.id, versionId) : undefined;
  const audience = attachment ? await readersOf(ctx.data, order, { attachment, version }) : [];
  await releaseUploadLock(ctx, order.id);
  ctx.hub.publish(audience, 'reload-order', { orderId: order.id });
  ctx.hub.publish(audience, 'reload-timeline', { orderId: order.id, attachmentId: target.attachmentId });
  return done({
    id: versionId,
    data: { attachmentId: target.attachmentId, versionId, key: upload.key, url: fileUrl(upload.key) },
  });
}
