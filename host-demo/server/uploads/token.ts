import { randomUUID } from 'node:crypto';
import {
  checkUploadFile,
  defaultUploadMessages,
  isStorageBlocked,
  mayUploadToOrder,
  UPLOAD_BATCH_LIMIT,
  uploadTokenName,
} from 'proofdesk';
import { type AssetKind, UPLOAD_SIGNING, type UploadTokenBody } from 'proofdesk/contract';
import { storageFigures } from '../account';
import { denied, done, notFound, type Result, type ServerContext } from '../http';
import { findReadableOrder } from '../orders';
import { accessOf } from '../proofing';
import type { UserRow } from '../users';
import { lockForUpload } from './lock';
import { signUploadPolicy } from './policy';
import { insertUpload } from './rows';

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
 * POST /upload/upload-token/:type/:orderId. The server applies the same rules as the widget
 * (names, extension, 2 GB, quota), then signs a policy for exactly this key and size.
 */
export function issueUploadToken(
  ctx: ServerContext,
  user: UserRow,
  kind: AssetKind,
  orderId: string,
  body: UploadTokenBody,
  url: string,
): Result {
  const problem = checkUploadFile({ name: body.name, size: body.size });
  if (problem) return ruleFailure(problem.title, problem.message);
  if (body.size > UPLOAD_BATCH_LIMIT)
    return ruleFailure(defaultUploadMessages.tooLarge, defaultUploadMessages.tooLarge);
  if (ORDER_KINDS.has(kind)) {
    const order = findReadableOrder(ctx.db, user, orderId);
    if (!order) return notFound();
    // Its token locks the order: a reader who may not upload to it gets none (issue 20).
    if (!mayUploadToOrder(accessOf(user))) return denied();
    const figures = storageFigures(ctx.db, order.client_id);
    if (figures && isStorageBlocked(figures, body.size)) {
      return ruleFailure(defaultUploadMessages.storageFullTitle, defaultUploadMessages.storageFull);
    }
  }
  const now = ctx.now();
  const key = `${randomUUID()}-${uploadTokenName(body.name)}`;
  const contentType = body.type || 'application/octet-stream';
  insertUpload(ctx.db, {
    key,
    order_id: orderId,
    user_id: user.id,
    type: kind,
    name: body.name,
    size: body.size,
    content_type: contentType,
    status: 'pending',
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + UPLOAD_SIGNING.ttlSeconds * 1000).toISOString(),
  });
  // The order is locked while one of its uploads is unfinished (see lock.ts).
  if (ORDER_KINDS.has(kind)) lockForUpload(ctx, orderId);
  return done({ data: signUploadPolicy(ctx.secret, { key, contentType, maxSize: body.size, now, url }) });
}
