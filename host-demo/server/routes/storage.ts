import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_BATCH_LIMIT } from 'proofdesk';
import type { AssetKind } from 'proofdesk/contract';
import { STORAGE_MESSAGES, StorageFileParams } from 'proofdesk/contract';
import type { ServerContext } from '../context';
import { maybeGuestOf, requireSessionOrGuest } from '../guests';
import { loadVersion, type Viewer } from '../proofing';
import { fail, invalidRequest, notFound, ok } from '../replies';
import {
  findUpload,
  ORDER_KINDS,
  servedContentType,
  setUploadStatus,
  storedPath,
  verifyUploadPolicy,
  writeStored,
} from '../uploads';

type Reply = ReturnType<FastifyReply['send']>;

// The object-store stand-in: a presigned form POST in, files out. @fastify/multipart is registered
// here only, so no other route accepts multipart bodies.
export const storageRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      limits: { fields: 20, fieldSize: 16 * 1024, files: 1, parts: 25, fileSize: UPLOAD_BATCH_LIMIT },
    });

    // No bearer token, like S3: the signed policy is the authorisation.
    app.post('/storage/upload', async (request, reply) => {
      if (!request.isMultipart()) return invalidRequest(reply, ['The body must be multipart/form-data.']);
      try {
        return await receive(ctx, request, reply);
      } catch {
        // Malformed multipart (no boundary, truncated part) is the sender's fault.
        return invalidRequest(reply, ['The multipart body could not be read.']);
      }
    });

    app.get<{ Params: { key: string } }>(
      '/storage/file/:key',
      { schema: { params: StorageFileParams }, preHandler: requireSessionOrGuest(ctx) },
      async (request, reply) => {
        const row = findUpload(ctx.db, request.params.key);
        if (!row || row.status === 'pending' || !mayRead(ctx, request, row)) return notFound(reply);
        const path = storedPath(ctx.dataDir, row.key);
        const size = await stat(path).then(
          (info) => info.size,
          () => undefined,
        );
        if (size === undefined) return notFound(reply);
        const { type, inline } = servedContentType(row.name);
        return (
          reply
            .header('content-type', type)
            .header('content-length', size)
            .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${row.key}"`)
            // Authorised per caller: shared caches must not keep it; keys never change content.
            .header('cache-control', 'private, max-age=86400, immutable')
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', "default-src 'none'; sandbox")
            .send(createReadStream(path))
        );
      },
    );
  };

/** Fields first, then the single file part (S3's order); verify before a byte is written. */
async function receive(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply): Promise<Reply> {
  const fields: Record<string, string> = {};
  let answer: (() => Reply) | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (answer) {
      part.file.resume();
      continue;
    }
    const check = verifyUploadPolicy(ctx.secret, fields, ctx.now());
    const row = check.ok ? findUpload(ctx.db, check.policy.key) : undefined;
    if (!check.ok || !row || row.status !== 'pending') {
      part.file.resume();
      const message =
        !check.ok && check.reason === 'expired' ? STORAGE_MESSAGES.expired : STORAGE_MESSAGES.badSignature;
      answer = () => fail(reply, 403, message);
      continue;
    }
    const written = await writeStored(ctx.dataDir, row.key, part.file, check.policy.maxSize);
    if (!written.ok) {
      answer = () =>
        written.reason === 'too-large'
          ? fail(reply, 413, STORAGE_MESSAGES.tooLarge)
          : invalidRequest(reply, [STORAGE_MESSAGES.noFile]);
      continue;
    }
    setUploadStatus(ctx.db, row.key, 'stored', written.size);
    answer = () => ok(reply, { key: row.key, size: written.size });
  }
  return answer ? answer() : invalidRequest(reply, [STORAGE_MESSAGES.noFile]);
}

/**
 * Order files: the version's own visibility (guests only public customer-review versions), or,
 * before registration, only the uploader. Avatars and brand images: any signed-in caller or guest.
 */
function mayRead(
  ctx: ServerContext,
  request: FastifyRequest,
  row: { key: string; type: string; order_id: string | null; user_id: string | null },
) {
  if (!ORDER_KINDS.has(row.type as AssetKind)) return true;
  const guest = maybeGuestOf(request);
  const viewer: Viewer = guest
    ? { kind: 'guest', guestId: guest.invitation.id, orderId: guest.order.id }
    : { kind: 'user', user: request.auth!.user, clientKind: request.auth!.session.client_kind };
  const version = ctx.db
    .prepare(
      `SELECT v.id AS versionId, v.attachment_id AS attachmentId, a.order_id AS orderId
       FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id
       WHERE v.storage_key = ? OR v.thumbnail_key = ? LIMIT 1`,
    )
    .get(row.key, row.key) as { versionId: string; attachmentId: string; orderId: string } | undefined;
  if (version) return loadVersion(ctx.db, viewer, version) !== undefined;
  return viewer.kind === 'user' && viewer.user.id === row.user_id;
}
