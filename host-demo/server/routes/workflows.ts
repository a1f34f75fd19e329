import type { FastifyPluginAsync } from 'fastify';
import {
  AssignWorkflowRequest,
  OrderWorkflowParams,
  WORKFLOW_MESSAGES,
  WorkflowParams,
  WorkflowPreferenceRequest,
  WorkflowRequest,
} from 'proofdesk/contract';
import { type Action, can, Subject as S } from 'proofdesk/rules';
import { requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { done, fail, notFound, type ServerContext, send } from '../http';
import { findReadableOrder, orderAudience } from '../orders';
import {
  ASSIGN_MESSAGES,
  assignWorkflow,
  listWorkflows,
  makeDefault,
  openOrders,
  orderWorkflowOf,
  readWorkflow,
  removeWorkflow,
  saveWorkflow,
  setWorkflowPreference,
} from '../workflows';

type WorkflowRoute = { Params: WorkflowParams };
type OrderRoute = { Params: OrderWorkflowParams };

/**
 * Approval workflows (issue 26; docs/api.md "Approval workflows"). The editor's calls need the
 * workflow-editor right of sdk/core/access (PAGE_WORKFLOW_EDITOR: the owner, with the account's
 * proof-approval-workflow preference on; a view-only owner reads only). The preference itself is
 * the owner's account setting (COMPANY_INFO update). Mutations carry the customer-profile
 * anti-forgery scope (§7: the account's settings).
 */
export const workflowRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const csrf = csrfGuard(ctx, 'customer-profile');
    const right = (action: Action) => requireRight(ctx, (user) => can(user, action, S.PAGE_WORKFLOW_EDITOR));

    app.put<{ Body: WorkflowPreferenceRequest }>(
      '/workflows/preference',
      {
        schema: { body: WorkflowPreferenceRequest },
        preHandler: [session, requireRight(ctx, (user) => can(user, 'update', S.COMPANY_INFO)), csrf],
      },
      async (request, reply) =>
        send(reply, await setWorkflowPreference(ctx, authOf(request).user, request.body.enabled)),
    );

    app.get('/workflows', { preHandler: [session, right('read')] }, async (request, reply) =>
      send(reply, await listWorkflows(ctx, authOf(request).user)),
    );

    app.get('/workflows/orders', { preHandler: [session, right('read')] }, async (request, reply) =>
      send(reply, await openOrders(ctx, authOf(request).user)),
    );

    app.post<{ Body: WorkflowRequest }>(
      '/workflows',
      { schema: { body: WorkflowRequest }, preHandler: [session, right('create'), csrf] },
      async (request, reply) =>
        send(reply, await saveWorkflow(ctx, authOf(request).user, null, request.body)),
    );

    app.get<WorkflowRoute>(
      '/workflows/:workflowId',
      { schema: { params: WorkflowParams }, preHandler: [session, right('read')] },
      async (request, reply) =>
        send(reply, await readWorkflow(ctx, authOf(request).user, request.params.workflowId)),
    );

    app.put<WorkflowRoute & { Body: WorkflowRequest }>(
      '/workflows/:workflowId',
      {
        schema: { params: WorkflowParams, body: WorkflowRequest },
        preHandler: [session, right('update'), csrf],
      },
      async (request, reply) =>
        send(reply, await saveWorkflow(ctx, authOf(request).user, request.params.workflowId, request.body)),
    );

    app.put<WorkflowRoute>(
      '/workflows/:workflowId/default',
      { schema: { params: WorkflowParams }, preHandler: [session, right('update'), csrf] },
      async (request, reply) =>
        send(reply, await makeDefault(ctx, authOf(request).user, request.params.workflowId)),
    );

    app.delete<WorkflowRoute>(
      '/workflows/:workflowId',
      { schema: { params: WorkflowParams }, preHandler: [session, right('delete'), csrf] },
      async (request, reply) =>
        send(reply, await removeWorkflow(ctx, authOf(request).user, request.params.workflowId)),
    );

    // The workflow an order follows: anyone who reads the order reads it (the viewer's panel).
    app.get<OrderRoute>(
      '/order/:orderId/workflow',
      { schema: { params: OrderWorkflowParams }, preHandler: session },
      async (request, reply) => {
        const { user } = authOf(request);
        const order = await findReadableOrder(ctx.data, user, request.params.orderId);
        if (!order) return send(reply, notFound());
        return send(reply, done({ data: await orderWorkflowOf(ctx.data, order, user, ctx.now()) }));
      },
    );

    // Assigning is the editor's right, on an order of the caller's own account only.
    app.put<OrderRoute & { Body: AssignWorkflowRequest }>(
      '/order/:orderId/workflow',
      {
        schema: { params: OrderWorkflowParams, body: AssignWorkflowRequest },
        preHandler: [session, right('update'), csrf],
      },
      async (request, reply) => {
        const { user } = authOf(request);
        const order = await findReadableOrder(ctx.data, user, request.params.orderId);
        if (!order || order.client_id !== user.client_id) return send(reply, notFound());
        const outcome = await assignWorkflow(ctx.data, {
          order,
          workflowId: request.body.workflowId,
          at: ctx.now().getTime(),
        });
        if (outcome === 'missing') return send(reply, notFound(WORKFLOW_MESSAGES.notFound));
        if (outcome === 'closed') return send(reply, fail(409, WORKFLOW_MESSAGES.orderClosed));
        const data = { orderId: order.id };
        const audience = await orderAudience(ctx.data, order);
        ctx.hub.publish(audience, 'reload-order', data);
        ctx.hub.publish(audience, 'reload-order-list', data);
        return send(reply, done({ data, message: ASSIGN_MESSAGES[outcome] }));
      },
    );
  };
