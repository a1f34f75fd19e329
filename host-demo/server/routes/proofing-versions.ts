import type { FastifyPluginAsync } from 'fastify';
import {
  AttachmentParams,
  AttachmentTimelineBody,
  MoveToBody,
  ProofingOrderParams,
  VersionDeleteParams,
} from 'proofdesk/contract';
import { authOf, csrfGuard, requireSession } from '../auth';
import { type ServerContext, send } from '../http';
import { deleteAttachment, deleteVersion, moveTo, recordApproval } from '../proofing';

type AttachmentPath = { orderId: string; attachmentId: string };

// Version removal, approve/revise, attachment removal and the review move-to (proofing §4.1, §4.4).
export const proofingVersionRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const guards = [requireSession(ctx), csrfGuard(ctx, 'card')];

    app.delete<{ Params: AttachmentPath & { versionId: string; reason: string } }>(
      '/order/:orderId/:attachmentId/:versionId/:reason',
      { schema: { params: VersionDeleteParams }, preHandler: guards },
      async (request, reply) => {
        const { reason, ...target } = request.params;
        return send(reply, await deleteVersion(ctx, authOf(request).user, target, reason));
      },
    );

    app.post<{ Params: AttachmentPath; Body: AttachmentTimelineBody }>(
      '/order/:orderId/:attachmentId/attachment-timeline',
      { schema: { params: AttachmentParams, body: AttachmentTimelineBody }, preHandler: guards },
      async (request, reply) => {
        const { user, session } = authOf(request);
        const viewer = { kind: 'user' as const, user, clientKind: session.client_kind };
        const { attachmentVersionId, content } = request.body;
        return send(reply, await recordApproval(ctx, viewer, request.params, attachmentVersionId, content));
      },
    );

    app.delete<{ Params: AttachmentPath }>(
      '/order/:orderId/:attachmentId/attachment',
      { schema: { params: AttachmentParams }, preHandler: guards },
      async (request, reply) => {
        const { user, session } = authOf(request);
        const viewer = { kind: 'user' as const, user, clientKind: session.client_kind };
        const { orderId, attachmentId } = request.params;
        return send(reply, await deleteAttachment(ctx, viewer, orderId, attachmentId));
      },
    );

    app.put<{ Params: { orderId: string }; Body: MoveToBody }>(
      '/order/:orderId/move-to',
      { schema: { params: ProofingOrderParams, body: MoveToBody }, preHandler: guards },
      async (request, reply) => {
        const { user, session } = authOf(request);
        const viewer = { kind: 'user' as const, user, clientKind: session.client_kind };
        return send(reply, await moveTo(ctx, viewer, request.params.orderId, request.body));
      },
    );
  };
