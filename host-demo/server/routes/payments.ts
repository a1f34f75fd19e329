import type { FastifyPluginAsync } from 'fastify';
import {
  AddPaymentMethodRequest,
  CardTokenRequest,
  IDEMPOTENCY_HEADER,
  INVOICE_PAGE_SIZE,
  InvoiceListQuery,
  InvoiceParams,
  PAYMENT_MESSAGES,
  PAYMENT_SIGNATURE_HEADER,
  PayInvoiceRequest,
  PaymentMethodParams,
} from 'proofdesk/contract';
import { can, Subject as S } from 'proofdesk/rules';
import { requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { done, fail, notFound, type ServerContext, send } from '../http';
import {
  addMethod,
  changeMethod,
  confirmCharge,
  deleteMethod,
  invoiceDetail,
  invoicePage,
  listMethods,
  type MethodChange,
  payInvoice,
  readMethod,
  type TestProvider,
} from '../payments';

type MethodRoute = { Params: PaymentMethodParams };

const clientOf = (user: { client_id: string | null }) => user.client_id;

/**
 * Payment methods, invoices, paying an invoice and the provider's webhook (issue 25 "Payments",
 * dashboard §5, §6 "Owner: billing, payment, invoices, checkout"; docs/api.md "Payments").
 */
export const paymentRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const methodCsrf = csrfGuard(ctx, 'customer-payment-method');
    const billing = (action: 'read' | 'create' | 'update' | 'delete') =>
      requireRight(ctx, (user) => can(user, action, S.BILLING));

    app.get('/payment-methods', { preHandler: [session, billing('read')] }, async (request, reply) => {
      const clientId = clientOf(authOf(request).user);
      return send(reply, done({ data: clientId ? await listMethods(ctx.data, clientId) : [] }));
    });

    app.get<MethodRoute>(
      '/payment-methods/:id',
      { schema: { params: PaymentMethodParams }, preHandler: [session, billing('read')] },
      async (request, reply) => {
        const clientId = clientOf(authOf(request).user);
        if (!clientId) return send(reply, notFound(PAYMENT_MESSAGES.methodNotFound));
        return send(reply, await readMethod(ctx.data, clientId, request.params.id));
      },
    );

    // The test provider's card form, the stand-in for a real provider's browser script (Stripe.js):
    // the card number goes to the provider, which answers a token; the portal never stores it.
    const tokenizer = (ctx.payments as Partial<TestProvider>).tokenize;
    if (tokenizer) {
      app.post<{ Body: CardTokenRequest }>(
        '/payments/test-provider/tokens',
        { schema: { body: CardTokenRequest }, preHandler: [session, billing('create'), methodCsrf] },
        async (request, reply) => {
          const result = tokenizer(request.body);
          return send(reply, result.ok ? done({ data: result.card }) : fail(400, result.message));
        },
      );
    }

    app.post<{ Body: AddPaymentMethodRequest }>(
      '/payment-methods',
      { schema: { body: AddPaymentMethodRequest }, preHandler: [session, billing('create'), methodCsrf] },
      async (request, reply) => {
        const user = authOf(request).user;
        const clientId = clientOf(user);
        if (!clientId) return send(reply, notFound(PAYMENT_MESSAGES.methodNotFound));
        const owner = { clientId, userId: user.id };
        return send(reply, await addMethod(ctx.data, ctx.payments, owner, request.body, ctx.now()));
      },
    );

    const changes: [string, MethodChange][] = [
      ['default', 'default'],
      ['deactivate', 'deactivate'],
      ['activate', 'activate'],
    ];
    for (const [path, change] of changes) {
      app.put<MethodRoute>(
        `/payment-methods/:id/${path}`,
        { schema: { params: PaymentMethodParams }, preHandler: [session, billing('update'), methodCsrf] },
        async (request, reply) => {
          const clientId = clientOf(authOf(request).user);
          if (!clientId) return send(reply, notFound(PAYMENT_MESSAGES.methodNotFound));
          return send(reply, await changeMethod(ctx.data, clientId, request.params.id, change));
        },
      );
    }

    app.delete<MethodRoute>(
      '/payment-methods/:id',
      { schema: { params: PaymentMethodParams }, preHandler: [session, billing('delete'), methodCsrf] },
      async (request, reply) => {
        const clientId = clientOf(authOf(request).user);
        if (!clientId) return send(reply, notFound(PAYMENT_MESSAGES.methodNotFound));
        return send(reply, await deleteMethod(ctx.data, clientId, request.params.id));
      },
    );

    const invoices = requireRight(ctx, (user) => can(user, 'read', S.INVOICE));

    app.get<{ Querystring: InvoiceListQuery }>(
      '/invoices',
      { schema: { querystring: InvoiceListQuery }, preHandler: [session, invoices] },
      async (request, reply) => {
        const clientId = clientOf(authOf(request).user);
        const page = request.query.page ?? 1;
        const limit = request.query.limit ?? INVOICE_PAGE_SIZE;
        if (!clientId) return send(reply, done({ data: [], meta: { page, totalPages: 1 } }));
        return send(reply, await invoicePage(ctx.data, clientId, page, limit));
      },
    );

    app.get<{ Params: InvoiceParams }>(
      '/invoices/:id',
      { schema: { params: InvoiceParams }, preHandler: [session, invoices] },
      async (request, reply) => {
        const clientId = clientOf(authOf(request).user);
        if (!clientId) return send(reply, notFound(PAYMENT_MESSAGES.invoiceNotFound));
        return send(reply, await invoiceDetail(ctx.data, clientId, request.params.id));
      },
    );

    // Paying is checking out: the checkout right (dashboard §6), the transaction scope (§7).
    app.post<{ Params: InvoiceParams; Body: PayInvoiceRequest }>(
      '/invoices/:id/pay',
      {
        schema: { params: InvoiceParams, body: PayInvoiceRequest },
        preHandler: [
          session,
          requireRight(ctx, (user) => can(user, 'create', S.CHECKOUT)),
          csrfGuard(ctx, 'customer-transaction'),
        ],
      },
      async (request, reply) => {
        const user = authOf(request).user;
        const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
        const pay = { data: ctx.data, provider: ctx.payments, now: ctx.now };
        return send(reply, await payInvoice(pay, user, request.params.id, request.body.paymentMethodId, key));
      },
    );

    // The provider's confirmation: no session, no anti-forgery token; the signature over the raw
    // body is the proof. The raw text is kept for it (this plugin's JSON parser only).
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, doneParsing) =>
        doneParsing(null, body),
      );
      webhook.post('/payments/webhook', async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[PAYMENT_SIGNATURE_HEADER.toLowerCase()];
        const event = ctx.payments.verifyWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
          ctx.now(),
        );
        if (!event) return send(reply, fail(400, PAYMENT_MESSAGES.webhookRefused));
        const applied = await confirmCharge(ctx.data, ctx.hub, ctx.payments, event, ctx.now());
        return send(reply, applied ? done({}) : notFound(PAYMENT_MESSAGES.paymentNotFound));
      });
    });
  };
