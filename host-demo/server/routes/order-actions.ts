import type { FastifyPluginAsync } from 'fastify';
import { canMoveOrder, canUnlockOrder, moveNeedsReason, tracksWorkingTime, validateReason } from 'proofdesk';
import {
  type MoveProgressRequest as MoveBody,
  MoveProgressRequest,
  ORDER_MESSAGES,
  OrderIdParams,
  OrderNoQuery,
  WORKING_TIME_REMINDER_MINUTES,
} from 'proofdesk/contract';
import { authOf, csrfGuard, requireRole, requireSession } from '../auth';
import { denied, done, fail, invalid, notFound, type ServerContext, send } from '../http';
import { accessUserOf, applyMove, findReadableOrder, orderAudience, unlockOrder } from '../orders';

type IdParams = { Params: { id: string } };

export const orderActionRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const card = csrfGuard(ctx, 'card');

    app.put<IdParams & { Body: MoveBody }>(
      '/order/:id/move-progress',
      { schema: { params: OrderIdParams, body: MoveProgressRequest }, preHandler: [session, card] },
      async (request, reply) => {
        const { user } = authOf(request);
        const order = findReadableOrder(ctx.db, user, request.params.id);
        if (!order) return send(reply, notFound('Order not found.'));
        if (order.archived_at) return send(reply, fail(400, ORDER_MESSAGES.archived));
        const { progress, reason } = request.body;
        if (!canMoveOrder(accessUserOf(ctx.db, user), order.status, progress)) return send(reply, denied());
        const needsReason = moveNeedsReason(progress);
        const check = needsReason ? validateReason(reason).error : null;
        if (check) return send(reply, invalid(`reason: ${check}`));
        applyMove(ctx.db, {
          order,
          to: progress,
          reason: needsReason ? (reason ?? '').trim() : null,
          userId: user.id,
          now: ctx.now(),
        });
        const audience = orderAudience(ctx.db, order);
        const data = { orderId: order.id, progress };
        ctx.hub.publish(audience, 'reload-order-list', data);
        ctx.hub.publish(audience, 'reload-order', data);
        ctx.hub.publish(audience, 'reload-timeline', data);
        return send(reply, done({ data: data, message: ORDER_MESSAGES.moved }));
      },
    );

    app.put<IdParams>(
      '/order/:id/unlock-order',
      { schema: { params: OrderIdParams }, preHandler: [session, card] },
      async (request, reply) => {
        const { user } = authOf(request);
        const order = findReadableOrder(ctx.db, user, request.params.id);
        if (!order) return send(reply, notFound('Order not found.'));
        if (!canUnlockOrder(user.role)) return send(reply, denied());
        unlockOrder(ctx.db, order.id, ctx.now());
        ctx.hub.publish(orderAudience(ctx.db, order), 'reload-order', { orderId: order.id });
        return send(reply, done({ data: { orderId: order.id }, message: ORDER_MESSAGES.unlocked }));
      },
    );

    // Working time runs only for internal roles; the reference server keeps no timers, so the
    // stopper removal succeeds without doing anything.
    app.get(
      '/order/remove_schedule_stopper_workingtime',
      {
        schema: { querystring: OrderNoQuery },
        preHandler: [session, requireRole(tracksWorkingTime)],
      },
      async (_request, reply) => send(reply, done()),
    );

    app.get(
      '/order/interval-working-time-reminder',
      { schema: { querystring: OrderNoQuery }, preHandler: session },
      async (_request, reply) =>
        send(reply, done({ data: { intervalReminder: WORKING_TIME_REMINDER_MINUTES } })),
    );
  };
