import type { FastifyPluginAsync } from 'fastify';
import {
  CreateResellerCustomerRequest,
  RESELLER_CUSTOMER_MESSAGES,
  RESELLER_CUSTOMER_PAGE_SIZE,
  ResellerCustomerListQuery,
  ResellerCustomerParams,
  UpdateResellerCustomerRequest,
} from 'proofdesk/contract';
import { canManageResellerCustomers, canReadResellerCustomers } from 'proofdesk/rules';
import { requireRight } from '../account';
import { authOf, csrfGuard, requireSession } from '../auth';
import { type ServerContext, send } from '../http';
import { createCustomer, customerPage, editCustomer, readCustomer } from '../reseller';

type CustomerRoute = { Params: ResellerCustomerParams };

/**
 * A white-label client's customers (issue 26; paths chosen, docs/api.md "Reseller customers"). Who
 * may: the owner and staff of a white-label account read them, and those not view-only create and
 * edit them (sdk/core/access/reseller-customers.ts); anyone else is refused with 403. Mutations
 * carry the reseller-customer anti-forgery scope (§7).
 */
export const resellerCustomerRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const csrf = csrfGuard(ctx, 'reseller-customer');
    const reads = requireRight(ctx, canReadResellerCustomers, RESELLER_CUSTOMER_MESSAGES.notReseller);
    const manages = requireRight(ctx, canManageResellerCustomers);

    app.get<{ Querystring: ResellerCustomerListQuery }>(
      '/reseller/customers',
      { schema: { querystring: ResellerCustomerListQuery }, preHandler: [session, reads] },
      async (request, reply) => {
        const { page = 1, limit = RESELLER_CUSTOMER_PAGE_SIZE, search } = request.query;
        return send(reply, await customerPage(ctx, authOf(request).user, search, page, limit));
      },
    );

    app.get<CustomerRoute>(
      '/reseller/customers/:customerId',
      { schema: { params: ResellerCustomerParams }, preHandler: [session, reads] },
      async (request, reply) =>
        send(reply, await readCustomer(ctx, authOf(request).user, request.params.customerId)),
    );

    app.post<{ Body: CreateResellerCustomerRequest }>(
      '/reseller/customers',
      {
        schema: { body: CreateResellerCustomerRequest },
        preHandler: [session, reads, manages, csrf],
      },
      async (request, reply) => send(reply, await createCustomer(ctx, authOf(request).user, request.body)),
    );

    app.put<CustomerRoute & { Body: UpdateResellerCustomerRequest }>(
      '/reseller/customers/:customerId',
      {
        schema: { params: ResellerCustomerParams, body: UpdateResellerCustomerRequest },
        preHandler: [session, reads, manages, csrf],
      },
      async (request, reply) =>
        send(reply, await editCustomer(ctx, authOf(request).user, request.params.customerId, request.body)),
    );
  };
