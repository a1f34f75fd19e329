import type { FastifyPluginAsync } from 'fastify';
import {
  type MoveProgressRequest as MoveBody,
  MoveProgressRequest,
  ORDER_MESSAGES,
  OrderIdParams,
  OrderNoQuery,
  WORKFLOW_MESSAGES,
  WORKING_TIME_REMINDER_MINUTES,
} from 'proofdesk/contract';
import {
  canBoardMove,
  canUnlockOrder,
  moveNeedsReason,
  tracksWorkingTime,
  validateReason,
} from 'proofdesk/rules';
import { authOf, csrfGuard, requireRole, requireSession } from '../auth';
import { denied, done, fail, invalid, notFound, type ServerContext, send } from '../http';
import {
  accessUserOf,
  applyMove,
  findReadableOrder,
  isReorder,
  MoveError,
  orderAudience,
  unlockOrder,
} from '../orders';
import { approvalPending } from '../workflows';

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
        const order = await findReadableOrder(ctx.data, user, request.params.id);
        if (!order) return send(reply, notFound('Order not found.'));
        if (order.archived_at) return send(reply, fail(400, ORDER_MESSAGES.archived));
        const { progress, reason, before, lane } = request.body;
        if (lane && progress !== 'new-order')
          return send(reply, invalid("lane: only with progress 'new-order'."));
        if (order.card_state === 'DRAFT_CARD') return send(reply, denied(ORDER_MESSAGES.draft));
        // The status table with hold/cancel, or the board's drag table (a drop the board offers).
        if (!canBoardMove(await accessUserOf(ctx.data, user), order.status, progress, lane))
          return send(reply, denied());
        // A reorder inside On Hold or Cancelled changes no status, so it needs no reason.
        const needsReason = !isReorder(order, progress) && moveNeedsReason(progress);
        const check = needsReason ? validateReason(reason).error : null;
        if (check) return send(reply, invalid(`reason: ${check}`));
        // An approval workflow in force approves the order only from its last stage (issue 26).
        if (
          progress === 'approved' &&
          order.status !== 'approved' &&
          (await approvalPending(ctx.data, order, user))
        )
          return send(reply, fail(409, WORKFLOW_MESSAGES.workflowPending));
        let outcome: Awaited<ReturnType<typeof applyMove>>;
        try {
          outcome = await applyMove(ctx.data, {
            order,
            to: progress,
            lane,
            before,
            reason: needsReason ? (reason ?? '').trim() : null,
            user,
            now: ctx.now(),
          });
        } catch (error) {
          if (error instanceof MoveError) return send(reply, invalid(error.message));
          throw error;
        }
        const audience = await orderAudience(ctx.data, order);
        const data = { orderId: order.id, progress };
        // Other boards reload on any move; the timeline only changed with the status.
        ctx.hub.publish(audience, 'reload-order-list', data);
        ctx.hub.publish(audience, 'reload-order', data);
        if (!outcome.reorder) ctx.hub.publish(audience, 'reload-timeline', data);
        // The active-orders meters of the account, when the order finished or came back.
        if (outcome.profilesChanged.length > 0) ctx.hub.publish(outcome.profilesChanged, 'reload-profile');
        // The card's new place, so a board can settle its optimistic copy without a reload.
        const placed = {
          ...data,
          positionOrder: outcome.position,
          orderStateStatus: outcome.cardState ?? progress.toUpperCase().replaceAll('-', '_'),
        };
        return send(reply, done({ data: placed, message: ORDER_MESSAGES.moved }));
      },
    );

    app.put<IdParams>(
      '/order/:id/unlock-order',
      { schema: { params: OrderIdParams }, preHandler: [session, card] },
      async (request, reply) => {
        const { user } = authOf(request);
        const order = await findReadableOrder(ctx.data, user, request.params.id);
        if (!order) return send(reply, notFound('Order not found.'));
        // Anyone who reads the order may "unlock" one that is not locked (the upload widget calls it
        // after every failure, §4.11, and the server has usually released its upload lock already).
        if (!canUnlockOrder(user.role) && order.locked_at !== null) return send(reply, denied());
        await unlockOrder(ctx.data, order.id, ctx.now());
        ctx.hub.publish(await orderAudience(ctx.data, order), 'reload-order', { orderId: order.id });
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
