import type { FastifyPluginAsync } from 'fastify';
import { can, cartMessage, Subject as S } from 'proofdesk';
import {
  type CartRequest as CartBody,
  CartRequest,
  type CheckoutData,
  COMMERCE_MESSAGES,
} from 'proofdesk/contract';
import { requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { createInvoice, priceCart } from '../commerce';
import type { ServerContext } from '../http';
import { fail, ok, permissionDenied } from '../replies';

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
        const priced = priceCart(ctx.db, request.body.items);
        if (!priced.ok) return fail(reply, 400, priced.message, { messages: priced.messages });
        return ok(reply, priced.cart);
      },
    );

    // "pay-as-you-go cart" is the spec's subject for buying; checkout needs it and the checkout right.
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
        if (!user.client_id) return permissionDenied(reply);
        if (request.body.items.length === 0) return fail(reply, 400, cartMessage('empty'));
        const priced = priceCart(ctx.db, request.body.items);
        if (!priced.ok) return fail(reply, 400, priced.message, { messages: priced.messages });
        const id = createInvoice(
          ctx.db,
          { clientId: user.client_id, userId: user.id },
          priced.cart,
          priced.cents,
          ctx.now(),
        );
        const data: CheckoutData = { _id: id };
        return ok(reply, data, { message: COMMERCE_MESSAGES.invoiceCreated });
      },
    );
  };
