import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AssetKind } from 'proofdesk/contract';
import { StorageFileParams } from 'proofdesk/contract';
import { UPLOAD_BATCH_LIMIT } from 'proofdesk/rules';
import { maybeGuestOf, requireSessionOrGuest } from '../guests';
import { invalid, notFound, type ServerContext, send } from '../http';
import { findVersionOfFile, loadVersion, type Viewer } from '../proofing';
import { parseByteRange } from '../storage';
import {
  type FormPart,
  findUpload,
  mayReadAccountImage,
  ORDER_KINDS,
  receiveStoragePost,
  servedContentType,
  type UploadRow,
} from '../uploads';

// The storage endpoint: a presigned form POST in (checked here, then kept in ctx.store), files out. @fastify/multipart is registered
// here only, so no other route accepts multipart bodies.
export const storageRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      // Two files get through, so a second one is seen and refused by name (see receiveStoragePost).
      limits: { fields: 20, fieldSize: 16 * 1024, files: 2, parts: 25, fileSize: UPLOAD_BATCH_LIMIT },
    });

    // No bearer token, like S3: the signed policy is the authorisation.
    app.post('/storage/upload', async (request, reply) => {
      if (!request.isMultipart()) return send(reply, invalid('The body must be multipart/form-data.'));
      try {
        return send(reply, await receiveStoragePost(ctx, request.parts() as AsyncIterable<FormPart>));
      } catch {
        // Malformed multipart (no boundary, truncated part) is the sender's fault.
        return send(reply, invalid('The multipart body could not be read.'));
      }
    });

    app.get<{ Params: { key: string } }>(
      '/storage/file/:key',
      { schema: { params: StorageFileParams }, preHandler: requireSessionOrGuest(ctx) },
      async (request, reply) => {
        const row = await findUpload(ctx.data, request.params.key);
        if (!row || row.status === 'pending' || !(await mayRead(ctx, request, row)))
          return send(reply, notFound());
        const size = (await ctx.store.head(row.key))?.size;
        if (size === undefined) return send(reply, notFound());
        // The range is worked out here, against the size, so both stores answer alike (an S3 server
        // is only ever asked for an explicit first-last range).
        const range = parseByteRange(request.headers.range, size);
        const body = range === 'unsatisfiable' ? undefined : await ctx.store.get(row.key, range ?? undefined);
        // Gone between the two reads (deleted meanwhile): nothing was sent yet.
        if (range !== 'unsatisfiable' && !body) return send(reply, notFound());
        const { type, inline } = servedContentType(row.name);
        reply
          .header('content-type', type)
          .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${row.key}"`)
          // Authorised per caller: shared caches must not keep it; keys never change content.
          .header('cache-control', 'private, max-age=86400, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          // Parts on request (a PDF viewer's first page before the whole file): see byte-range.ts.
          .header('accept-ranges', 'bytes');
        if (range === 'unsatisfiable')
          return reply.code(416).header('content-range', `bytes */${size}`).send();
        if (range) {
          return reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
            .header('content-length', range.end - range.start + 1)
            .send(body);
        }
        return reply.header('content-length', size).send(body);
      },
    );
  };

/**
 * Order files: the version's own visibility (guests only public customer-review versions), or,
 * before registration, only the uploader. Account images: `mayReadAccountImage` (issue 20).
 */
async function mayRead(ctx: ServerContext, request: FastifyRequest, row: UploadRow): Promise<boolean> {
  const guest = maybeGuestOf(request);
  const viewer: Viewer = guest
    ? { kind: 'guest', guestId: guest.invitation.id, orderId: guest.order.id }
    : { kind: 'user', user: request.auth!.user, clientKind: request.auth!.session.client_kind };
  if (!ORDER_KINDS.has(row.type as AssetKind)) return mayReadAccountImage(ctx.data, viewer, row);
  const version = await findVersionOfFile(ctx.data, row.key);
  if (version) return (await loadVersion(ctx.data, viewer, version)) !== undefined;
  return viewer.kind === 'user' && viewer.user.id === row.user_id;
}
