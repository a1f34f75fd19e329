import { randomUUID } from 'node:crypto';
import { type AssetKind, type RegisterUploadBody, STORAGE_MESSAGES } from 'proofdesk/contract';
import { checkUploadFile } from 'proofdesk/rules';
import { addStorageUsed } from '../account';
import { done, notFound, type Result, type ServerContext } from '../http';
import { findReadableOrder } from '../orders';
import { findAttachment, findVersion, readersOf } from '../proofing';
import type { UserRow } from '../users';
import { attachmentTarget, GROUPS } from './attachment-target';
import { viewerFileType } from './content-types';
import { storedContentProblem } from './file-signatures';
import { releaseUploadLock } from './lock';
import { findUpload, markUploadRegistered } from './rows';
import { ORDER_KINDS, quotaRefusal, ruleFailure } from './token';

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

/**
 * Marks the stored uploads registered, first thing in the registration's transaction; false (and
 * nothing changed) when one of them was discarded or swept since it was read (the checks between
 * read and transaction await the store).
 */
function claimStored(ctx: ServerContext, keys: readonly string[]): boolean {
  const claimed = keys.filter((key) => markUploadRegistered(ctx.db, key).changes === 1);
  if (claimed.length === keys.length) return true;
  for (const key of claimed) ctx.db.prepare(`UPDATE uploads SET status = 'stored' WHERE key = ?`).run(key);
  return false;
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
    const full = quotaRefusal(ctx, user.client_id, bytes);
    if (full) return full;
    const url = fileUrl(upload.key);
    const claimed = ctx.db.transaction(() => {
      if (!claimStored(ctx, keys)) return false;
      if (user.client_id) addStorageUsed(ctx.db, user.client_id, bytes);
      if (kind === 'avatar' || kind === 'avatar-customer') {
        ctx.db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(url, user.id);
      }
      return true;
    })();
    if (!claimed) return { ok: false, status: 400, message: STORAGE_MESSAGES.notStored };
    if (kind.startsWith('avatar')) ctx.hub.publish([user.id], 'reload-profile', null);
    return done({ data: { key: upload.key, url } });
  }
  const order = findReadableOrder(ctx.db, user, orderId);
  if (!order) return notFound();
  // The category comes from the target (issue 20), checked before the quota.
  const target = attachmentTarget(ctx, user, order, kind, headers);
  if (!target.ok) return target.result;
  const source = target.category;
  const full = quotaRefusal(ctx, order.client_id, upload.size);
  if (full) return full;
  const at = ctx.now().toISOString();
  const versionId = randomUUID();
  const claimed = ctx.db.transaction(() => {
    if (!claimStored(ctx, keys)) return false;
    if (target.create) {
      ctx.db
        .prepare(
          `INSERT INTO attachments (id, order_id, "group", file_name, starting_tab, attachment_type_start_from,
             created_at, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          target.attachmentId,
          order.id,
          GROUPS[source as keyof typeof GROUPS],
          body.file.name,
          source === 'internal' ? 'internal' : 'public',
          source,
          at,
          user.id,
        );
    }
    ctx.db
      .prepare(
        `INSERT INTO attachment_versions (id, attachment_id, version, file_name, file_type, storage_key, file_size,
           created_at, is_internal, thumbnail_key, uploaded_by_type, creator_id)
         VALUES (?, ?, (SELECT COALESCE(MAX(version), 0) + 1 FROM attachment_versions WHERE attachment_id = ?),
           ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        versionId,
        target.attachmentId,
        target.attachmentId,
        body.file.name,
        viewerFileType(body.file.name),
        upload.key,
        upload.size,
        at,
        source === 'internal' ? 1 : 0,
        thumbnail?.key ?? null,
        user.role,
        user.id,
      );
    if (headers.timeline !== '0') {
      ctx.db
        .prepare(
          'INSERT INTO order_timeline (id, order_id, user_id, type, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(randomUUID(), order.id, user.id, 'attachment', `Uploaded ${body.file.name}`, at);
    }
    addStorageUsed(ctx.db, order.client_id, upload.size + (thumbnail?.size ?? 0));
    return true;
  })();
  if (!claimed) return { ok: false, status: 400, message: STORAGE_MESSAGES.notStored };
  // Only those who may read the new file hear of it (an internal upload stays internal).
  const attachment = findAttachment(ctx.db, order.id, target.attachmentId);
  const version = attachment ? findVersion(ctx.db, attachment.id, versionId) : undefined;
  const audience = attachment ? readersOf(ctx.db, order, { attachment, version }) : [];
  await releaseUploadLock(ctx, order.id);
  ctx.hub.publish(audience, 'reload-order', { orderId: order.id });
  ctx.hub.publish(audience, 'reload-timeline', { orderId: order.id, attachmentId: target.attachmentId });
  return done({
    id: versionId,
    data: { attachmentId: target.attachmentId, versionId, key: upload.key, url: fileUrl(upload.key) },
  });
}
