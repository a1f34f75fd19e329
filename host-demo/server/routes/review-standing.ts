import type { FastifyPluginAsync } from 'fastify';
import { AttachmentParams } from 'proofdesk/contract';
import { authOf, requireSession } from '../auth';
import { type ServerContext, send } from '../http';
import { reviewStanding } from '../proofing';

// The caller's standing on an order, read by the viewer's review buttons and version actions.
export const reviewStandingRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { orderId: string; attachmentId: string } }>(
      '/order/:orderId/attachment/:attachmentId/standing',
      { schema: { params: AttachmentParams }, preHandler: requireSession(ctx) },
      async (request, reply) => {
        const { user, session } = authOf(request);
        const viewer = { kind: 'user' as const, user, clientKind: session.client_kind };
        const { orderId, attachmentId } = request.params;
        return send(reply, await reviewStanding(ctx, viewer, orderId, attachmentId));
      },
    );
  };
