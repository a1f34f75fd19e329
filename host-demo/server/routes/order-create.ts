import type { FastifyPluginAsync } from 'fastify';
import {
  type CopyFilesBody as CopyBody,
  CopyFilesBody,
  type OrderForm as FormBody,
  OrderForm,
  OrderIdParams,
  OrderNoQuery,
} from 'proofdesk/contract';
import { can, Subject as S } from 'proofdesk/rules';
import { requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { done, type ServerContext, send } from '../http';
import { orderAudience } from '../orders';
import {
  createDraft,
  draftToCart,
  orderFormSource,
  publishDraft,
  saveDraft,
  serviceCatalogue,
} from '../orders/create';
import { copySuppliedFiles } from '../uploads/copy-files';

type IdParams = { Params: { id: string } };

/**
 * Creating and duplicating orders (issue 25; paths chosen, docs/api.md "Creating orders"). Who may:
 * the `create order` right (owner and staff, dashboard §6), `order publish` for 'Create Order',
 * `pay-as-you-go cart` (the owner) to put a free-plan order into the cart, `order duplicate` to
 * copy another order's files. Mutations carry the `card` anti-forgery scope (§7: the order card's).
 */
export const orderCreateRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const card = csrfGuard(ctx, 'card');
    const creator = requireRight(ctx, (user) => can(user, 'create', S.CREATE_ORDER));
    const publisher = requireRight(
      ctx,
      (user) => can(user, 'create', S.CREATE_ORDER) && can(user, 'update', S.ORDER_PUBLISH),
    );
    const payg = requireRight(
      ctx,
      (user) => can(user, 'create', S.CREATE_ORDER) && can(user, 'create', S.PAYG_CART),
      'Only the account owner places pay-as-you-go orders.',
    );
    const duplicator = requireRight(
      ctx,
      (user) => can(user, 'create', S.CREATE_ORDER) && can(user, 'create', S.ORDER_DUPLICATE),
    );

    /** The order's account sees the list change live: a draft appears, a published order moves up. */
    const announce = async (order: { clientId: string; creatorId: string }, orderId: string) =>
      ctx.hub.publish(
        await orderAudience(ctx.data, {
          client_id: order.clientId,
          creator_id: order.creatorId,
          operator_id: null,
          manager_id: null,
        }),
        'reload-order-list',
        { orderId, progress: 'new-order' },
      );

    app.get(
      '/order/services',
      { schema: { querystring: OrderNoQuery }, preHandler: [session, creator] },
      async (_request, reply) => send(reply, done({ data: await serviceCatalogue(ctx.data) })),
    );

    app.post<{ Body: FormBody }>(
      '/order',
      { schema: { body: OrderForm }, preHandler: [session, creator, card] },
      async (request, reply) => {
        const { user } = authOf(request);
        const result = await createDraft(ctx.data, user, request.body, ctx.now());
        if (result.ok && result.data && user.client_id)
          await announce({ clientId: user.client_id, creatorId: user.id }, result.data.orderId);
        return send(reply, result);
      },
    );

    app.put<IdParams & { Body: FormBody }>(
      '/order/:id',
      { schema: { params: OrderIdParams, body: OrderForm }, preHandler: [session, creator, card] },
      async (request, reply) =>
        send(
          reply,
          await saveDraft(ctx.data, authOf(request).user, request.params.id, request.body, ctx.now()),
        ),
    );

    app.get<IdParams>(
      '/order/:id/form',
      { schema: { params: OrderIdParams, querystring: OrderNoQuery }, preHandler: [session, creator] },
      async (request, reply) =>
        send(reply, await orderFormSource(ctx.data, authOf(request).user, request.params.id)),
    );

    app.post<IdParams>(
      '/order/:id/publish',
      { schema: { params: OrderIdParams }, preHandler: [session, publisher, card] },
      async (request, reply) => {
        const { user } = authOf(request);
        const { profilesOf, ...result } = await publishDraft(ctx.data, user, request.params.id, ctx.now());
        if (result.ok && result.data && user.client_id) {
          await announce({ clientId: user.client_id, creatorId: user.id }, result.data.orderId);
          // The active-orders meter of every member of the account counts the new order.
          if (profilesOf) ctx.hub.publish(profilesOf, 'reload-profile');
        }
        return send(reply, result);
      },
    );

    app.post<IdParams>(
      '/order/:id/pay-as-you-go',
      { schema: { params: OrderIdParams }, preHandler: [session, payg, card] },
      async (request, reply) =>
        send(reply, await draftToCart(ctx.data, authOf(request).user, request.params.id, ctx.now())),
    );

    app.post<IdParams & { Body: CopyBody }>(
      '/order/:id/copy-files',
      { schema: { params: OrderIdParams, body: CopyFilesBody }, preHandler: [session, duplicator, card] },
      async (request, reply) =>
        send(reply, await copySuppliedFiles(ctx, authOf(request).user, request.params.id, request.body)),
    );
  };
