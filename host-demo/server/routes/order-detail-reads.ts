import type { FastifyPluginAsync } from 'fastify';
import { OrderIdParams } from 'proofdesk/contract';
import { isAccountRole } from 'proofdesk/rules';
import { authOf, requireRole, requireSession } from '../auth';
import { done, notFound, type ServerContext, send } from '../http';
import { orderAttachments, orderTimeline } from '../order-detail';
import { findReadableOrder } from '../orders';
import { fileUrlFor } from '../proofing';

type IdParams = { Params: { id: string } };

// Chosen paths (the spec shows none): the order detail page's files and timeline (docs/api.md).
export const orderDetailReadRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const reader = [requireSession(ctx), requireRole(isAccountRole)];
    const viewerOf = (request: Parameters<typeof authOf>[0]) => {
      const { user, session } = authOf(request);
      return { kind: 'user' as const, user, clientKind: session.client_kind };
    };

    app.get<IdParams>(
      '/order/:id/attachments',
      { schema: { params: OrderIdParams }, preHandler: reader },
      async (request, reply) => {
        const viewer = viewerOf(request);
        // Not readable and not existing look the same, as GET /order/:id.
        const order = await findReadableOrder(ctx.data, viewer.user, request.params.id);
        if (!order) return send(reply, notFound('Order not found.'));
        return send(reply, done({ data: await orderAttachments(ctx.data, viewer, order, fileUrlFor(ctx)) }));
      },
    );

    app.get<IdParams>(
      '/order/:id/timeline',
      { schema: { params: OrderIdParams }, preHandler: reader },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const order = await findReadableOrder(ctx.data, viewer.user, request.params.id);
        if (!order) return send(reply, notFound('Order not found.'));
        return send(reply, done({ data: await orderTimeline(ctx.data, viewer, order) }));
      },
    );
  };
