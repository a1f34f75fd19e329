import type { FastifyPluginAsync } from 'fastify';
import {
  type AssetKind,
  RegisterUploadBody,
  STORAGE_MESSAGES,
  UPLOAD_HEADERS,
  UploadKeyParams,
  UploadParams,
  UploadTokenBody,
} from 'proofdesk/contract';
import { authOf, csrfGuard, requireSession } from '../auth';
import { done, fail, notFound, type ServerContext, send } from '../http';
import { fileUrlFor, storageUploadUrl } from '../proofing';
import { discardUploads, findUpload, issueUploadToken, registerUpload, startUploadSweeper } from '../uploads';

type KindParams = { type: AssetKind; orderId: string };

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const uploadRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const guards = [requireSession(ctx), csrfGuard(ctx, 'upload')];
    // Expired unfinished uploads are swept while the server runs (uploads/sweep.ts).
    const stopSweeper = startUploadSweeper(ctx);
    app.addHook('onClose', async () => stopSweeper());

    app.post<{ Params: KindParams; Body: UploadTokenBody }>(
      '/upload/upload-token/:type/:orderId',
      { schema: { params: UploadParams, body: UploadTokenBody }, preHandler: guards },
      async (request, reply) => {
        const { type, orderId } = request.params;
        const result = await issueUploadToken(
          ctx,
          authOf(request).user,
          type,
          orderId,
          request.body,
          storageUploadUrl(ctx),
        );
        return send(reply, result);
      },
    );

    app.put<{ Params: KindParams; Body: RegisterUploadBody }>(
      '/upload/:type/:orderId',
      { schema: { params: UploadParams, body: RegisterUploadBody }, preHandler: guards },
      async (request, reply) => {
        const { type, orderId } = request.params;
        const { headers } = request;
        const result = await registerUpload(
          ctx,
          authOf(request).user,
          type,
          orderId,
          request.body,
          {
            timeline: header(headers[UPLOAD_HEADERS.timeline.toLowerCase()]),
            attachment: header(headers[UPLOAD_HEADERS.attachment.toLowerCase()]),
            source: header(headers[UPLOAD_HEADERS.source.toLowerCase()]),
          },
          fileUrlFor(ctx),
        );
        return send(reply, result);
      },
    );

    // Deleting temporary uploads (chosen path, "call path not shown"): a pending or stored file of
    // the caller's, never a registered one. The widget calls it on cancel and after a failed step.
    app.delete<{ Params: KindParams & { key: string } }>(
      '/upload/:type/:orderId/:key',
      { schema: { params: UploadKeyParams }, preHandler: guards },
      async (request, reply) => {
        const { type, orderId, key } = request.params;
        const row = await findUpload(ctx.data, key);
        const mine =
          row && row.user_id === authOf(request).user.id && row.type === type && row.order_id === orderId;
        if (!row || !mine) return send(reply, notFound());
        if (row.status === 'registered') return send(reply, fail(400, STORAGE_MESSAGES.alreadyRegistered));
        // Also releases the order's upload lock when this was its last unfinished upload.
        await discardUploads(ctx, row.user_id ?? '', [key]);
        return send(reply, done({ data: { key }, message: 'The file was removed.' }));
      },
    );
  };
