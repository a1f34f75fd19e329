import type { FastifyPluginAsync } from 'fastify';
import { type CartRequest as CartBody, CartRequest, IDEMPOTENCY_HEADER } from 'proofdesk/contract';
import { can, Subject as S } from 'proofdesk/rules';
import { requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { checkout, once, priceCart } from '../commerce';
import { done, fail, type ServerContext, send } from '../http';

type CartRoute = { Body: CartBody };

export const cartRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const csrf = csrfGuard(ctx, 'cart');

    // Pricing is open to whoever may use a cart at all (the owner): it reveals only list prices.
    app.put<CartRoute>(
      '/cart',
      {
        schema: { body: CartRequest },
        preHandler: [session, requireRight(ctx, (user) => can(user, 'update', S.CART)), csrf],
      },
      async (request, reply) => {
        const priced = await priceCart(ctx.data.db, request.body.items, authOf(request).user.client_id);
        if (!priced.ok) return send(reply, fail(400, priced.message, { messages: priced.messages }));
        return send(reply, done({ data: priced.cart }));
      },
    );

    // "pay-as-you-go cart" is the spec's subject for buying; checkout needs it and the checkout right.
    // With an Idempotency-Key a repeated checkout answers the first one's answer (one invoice).
    app.post<CartRoute>(
      '/cart/checkout',
      {
        schema: { body: CartRequest },
        preHandler: [
          session,
          requireRight(ctx, (user) => can(user, 'create', S.PAYG_CART) && can(user, 'create', S.CHECKOUT)),
          csrf,
        ],
      },
      async (request, reply) => {
        const user = authOf(request).user;
        const now = ctx.now();
        const call = {
          userId: user.id,
          operation: 'checkout',
          key: request.headers[IDEMPOTENCY_HEADER.toLowerCase()],
          body: request.body,
        };
        const answer = await once(ctx.data, now, call, (trx) => checkout(trx, user, request.body.items, now));
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return send(reply, answer.result);
      },
    );
  };
