import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ArchivedOrderListQuery,
  type ArchivedOrderListQuery as ArchivedQuery,
  type OrderListQuery as ListQuery,
  OrderIdParams,
  OrderListQuery,
  OrderMentionsQuery,
  OrderSearchQuery,
  type OrderSearchQuery as SearchQuery,
} from 'proofdesk/contract';
import { can, isAccountRole, Subject } from 'proofdesk/rules';
import { authOf, requireRole, requireSession } from '../auth';
import { done, invalid, notFound, type ServerContext, send, sendJsonData } from '../http';
import {
  accessUserOf,
  type CardPage,
  FilterError,
  findReadableOrder,
  listArchivedOrders,
  listOrders,
  mentionableUsers,
  orderDetail,
} from '../orders';
import { downloadWithWatermark } from '../orders/download-settings';
import { fileUrlFor } from '../proofing/urls';

/** `OrderListData` as JSON text: the cards the database wrote, and the page's figures. */
const listJson = ({ cardsJson, meta }: CardPage) => `{"orders":${cardsJson},"meta":${JSON.stringify(meta)}}`;

/** Filter mistakes a schema cannot see (31 February, '90:10') answer 400, never 500. */
async function withFilters(reply: FastifyReply, run: () => Promise<CardPage>) {
  try {
    return sendJsonData(reply, listJson(await run()));
  } catch (error) {
    if (error instanceof FilterError) return send(reply, invalid(error.message));
    throw error;
  }
}

export const orderRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // Guests reach orders only through their own token endpoints.
    const reader = [requireSession(ctx), requireRole(isAccountRole)];
    const showCompany = async (request: FastifyRequest) =>
      can(await accessUserOf(ctx.data, authOf(request).user), 'read', Subject.ORDER_LIST_COMPANY_NAME);

    app.get<{ Querystring: ListQuery }>(
      '/order',
      { schema: { querystring: OrderListQuery }, preHandler: reader },
      async (request, reply) =>
        withFilters(reply, async () =>
          listOrders(ctx.data, authOf(request).user, request.query, await showCompany(request)),
        ),
    );

    // Chosen path: the header's quick search ("customSearch and limit 10, reads data.orders").
    app.get<{ Querystring: SearchQuery }>(
      '/order/search',
      { schema: { querystring: OrderSearchQuery }, preHandler: reader },
      async (request, reply) => {
        const { customSearch, limit = 10 } = request.query;
        const found = await listOrders(
          ctx.data,
          authOf(request).user,
          { customSearch, limit },
          await showCompany(request),
        );
        return sendJsonData(reply, `{"orders":${found.cardsJson}}`);
      },
    );

    // Chosen path: the Archive Order Filter panel's list.
    app.get<{ Querystring: ArchivedQuery }>(
      '/order/archived',
      { schema: { querystring: ArchivedOrderListQuery }, preHandler: reader },
      async (request, reply) =>
        withFilters(reply, async () =>
          listArchivedOrders(ctx.data, authOf(request).user, request.query, await showCompany(request)),
        ),
    );

    app.get<{ Params: { id: string } }>(
      '/order/:id',
      { schema: { params: OrderIdParams }, preHandler: reader },
      async (request, reply) => {
        const { user } = authOf(request);
        // Not readable and not existing look the same: ids of other accounts are not revealed.
        if (!(await findReadableOrder(ctx.data, user, request.params.id)))
          return send(reply, notFound('Order not found.'));
        const detail = await orderDetail(ctx.data, request.params.id, await showCompany(request));
        const download = await downloadWithWatermark(ctx.data, request.params.id, fileUrlFor(ctx));
        return send(reply, done({ data: { ...detail, downloadWithWatermark: download } }));
      },
    );

    app.get<{ Params: { id: string }; Querystring: { 'cm-revew'?: boolean } }>(
      '/order/:id/mentions',
      { schema: { params: OrderIdParams, querystring: OrderMentionsQuery }, preHandler: reader },
      async (request, reply) => {
        const { user } = authOf(request);
        const order = await findReadableOrder(ctx.data, user, request.params.id);
        if (!order) return send(reply, notFound('Order not found.'));
        return send(
          reply,
          done({
            data: await mentionableUsers(ctx.data, order, user.id, request.query['cm-revew'] === true),
          }),
        );
      },
    );
  };
