import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { NOTIFICATION_FIRST_PAGE, NOTIFICATION_PAGE_SIZE, pageMeta } from 'proofdesk';
import {
  MessageGroupParams,
  MessagePageQuery,
  type Notification,
  type PagedEnvelopeOf,
  type UnreadCount,
} from 'proofdesk/contract';
import { authOf, requireSession } from '../auth';
import type { ServerContext } from '../http';
import {
  groupExists,
  listGroups,
  listNotifications,
  type Page,
  type PageOf,
  unreadCount,
} from '../notifications';
import { notFound, ok } from '../replies';

type PageRequest = { Querystring: MessagePageQuery };

// "GET /message/groups and GET /message/group/{id}, with page (default 1) and limit (default 10)".
const pageOf = (query: MessagePageQuery): Page => ({
  page: query.page ?? NOTIFICATION_FIRST_PAGE,
  limit: query.limit ?? NOTIFICATION_PAGE_SIZE,
});

/** "returning data plus meta{page,totalPages}": meta sits beside data in the envelope. */
function okPage(reply: FastifyReply, page: Page, result: PageOf<Notification>) {
  const body: PagedEnvelopeOf<Notification> = {
    success: true,
    data: result.items,
    meta: pageMeta(result.total, page.page, page.limit),
  };
  return reply.code(200).send(body);
}

export const messageReadRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const preHandler = requireSession(ctx);

    app.get<PageRequest>(
      '/message/groups',
      { schema: { querystring: MessagePageQuery }, preHandler },
      async (request, reply) => {
        const page = pageOf(request.query);
        return okPage(reply, page, listGroups(ctx.db, authOf(request).user.id, page));
      },
    );

    app.get<PageRequest & { Params: MessageGroupParams }>(
      '/message/group/:group',
      { schema: { params: MessageGroupParams, querystring: MessagePageQuery }, preHandler },
      async (request, reply) => {
        const userId = authOf(request).user.id;
        // Someone else's group and a group that does not exist look the same: 404.
        if (!groupExists(ctx.db, userId, request.params.group))
          return notFound(reply, 'Notification group not found.');
        const page = pageOf(request.query);
        return okPage(reply, page, listNotifications(ctx.db, userId, page, request.params.group));
      },
    );

    // The flat list (chosen path): every notification, newest first, same paging.
    app.get<PageRequest>(
      '/message',
      { schema: { querystring: MessagePageQuery }, preHandler },
      async (request, reply) => {
        const page = pageOf(request.query);
        return okPage(reply, page, listNotifications(ctx.db, authOf(request).user.id, page));
      },
    );

    // Badge count (chosen path): cheaper than paging through groups to count unread ones.
    app.get('/message/unread-count', { preHandler }, async (request, reply) => {
      const data: UnreadCount = { count: unreadCount(ctx.db, authOf(request).user.id) };
      return ok(reply, data);
    });
  };
