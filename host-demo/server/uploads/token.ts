import { randomUUID } from 'node:crypto';
import { type AssetKind, UPLOAD_SIGNING, type UploadTokenBody } from 'proofdesk/contract';
import {
  checkUploadFile,
  defaultUploadMessages,
  isStorageBlocked,
  mayUploadToOrder,
  uploadSizeProblem,
  uploadTokenName,
} from 'proofdesk/rules';
import { storageFigures } from '../account';
import { transaction } from '../data';
import { holdOrderRow, insertUploadRow, lockOrderForUpload } from '../data/uploads/upload-rows';
import { denied, done, notFound, type Result, type ServerContext } from '../http';
import { findReadableOrder } from '../orders';
import { accessOf } from '../proofing';
import type { UserRow } from '../users';
import { signUploadPolicy } from './policy';

/** Kinds stored against an order (its account pays the storage); the rest belong to the caller. */
export const ORDER_KINDS: ReadonlySet<AssetKind> = new Set(['attachment', 'attachment-version']);

/** A proofing §5 rule broken: the sentence is the message, the title rides along in `messages`. */
export const ruleFailure = (title: string, message: string): Result => ({
  ok: false,
  status: 400,
  message,
  messages: [title],
});

/**
 * 'Not Enough Storage' when `bytes` more would pass the account's quota. Order files count against
 * their order's account, account images against the uploader's own (issue 20); internal staff
 * belong to no account (`null`), so their images (a proof watermark) count against none.
 */
export async function quotaRefusal(
  ctx: ServerContext,
  clientId: string | null,
  bytes: number,
): Promise<Result | undefined> {
  const figures = clientId ? await storageFigures(ctx.data, clientId) : undefined;
  if (!figures || !isStorageBlocked(figures, bytes)) return undefined;
  return storageFull();
}

export const storageFull = () =>
  ruleFailure(defaultUploadMessages.storageFullTitle, defaultUploadMessages.storageFull);

/**
 * POST /upload/upload-token/:type/:orderId. The server applies the same rules as the widget
 * (names, extension, the kind's size limit, quota), then signs a policy for exactly this key and size.
 */
export async function issueUploadToken(
  ctx: ServerContext,
  user: UserRow,
  kind: AssetKind,
  orderId: string,
  body: UploadTokenBody,
  url: string,
): Promise<Result> {
  const problem = checkUploadFile({ name: body.name, size: body.size });
  if (problem) return ruleFailure(problem.title, problem.message);
  const tooLarge = uploadSizeProblem(kind, body.size);
  if (tooLarge) return ruleFailure(tooLarge.title, tooLarge.message);
  let account = user.client_id;
  if (ORDER_KINDS.has(kind)) {
    const order = await findReadableOrder(ctx.data, user, orderId);
    if (!order) return notFound();
    // Its token locks the order: a reader who may not upload to it gets none (issue 20).
    if (!mayUploadToOrder(accessOf(user))) return denied();
    account = order.client_id;
  }
  const full = await quotaRefusal(ctx, account, body.size);
  if (full) return full;
  const now = ctx.now();
  const key = `${randomUUID()}-${uploadTokenName(body.name)}`;
  const contentType = body.type || 'application/octet-stream';
  const at = now.toISOString();
  // The row, then the order's lock, holding the order's row (see lock.ts): a release running
  // meanwhile either counts this upload or has released before this lock is written.
  await transaction(ctx.data, async (trx) => {
    if (ORDER_KINDS.has(kind)) await holdOrderRow(trx, ctx.data.dialect, orderId);
    await insertUploadRow(trx, {
      key,
      order_id: orderId,
      user_id: user.id,
      type: kind,
      name: body.name,
      size: body.size,
      content_type: contentType,
      status: 'pending',
      created_at: at,
      expires_at: new Date(now.getTime() + UPLOAD_SIGNING.ttlSeconds * 1000).toISOString(),
    });
    if (ORDER_KINDS.has(kind)) await lockOrderForUpload(trx, orderId, at);
  });
  return done({ data: signUploadPolicy(ctx.secret, { key, contentType, maxSize: body.size, now, url }) });
}
