import type { FastifyPluginAsync } from 'fastify';
import {
  MessageGroupParams,
  MessagePageQuery,
  type Notification,
  type UnreadCount,
} from 'proofdesk/contract';
import { NOTIFICATION_FIRST_PAGE, NOTIFICATION_PAGE_SIZE, pageMeta } from 'proofdesk/rules';
import { authOf, requireSession } from '../auth';
import { done, notFound, type ServerContext, send } from '../http';
import {
  groupExists,
  listGroups,
  listNotifications,
  type Page,
  type PageOf,
  unreadCount,
} from '../notifications';

type PageRequest = { Querystring: MessagePageQuery };

// "GET /message/groups and GET /message/group/{id}, with page (default 1) and limit (default 10)".
const pageOf = (query: MessagePageQuery): Page => ({
  page: query.page ?? NOTIFICATION_FIRST_PAGE,
  limit: query.limit ?? NOTIFICATION_PAGE_SIZE,
});

/** "returning data plus meta{page,totalPages}": meta sits beside data in the envelope. */
const pageAnswer = (current: Page, result: PageOf<Notification>) =>
  done({ data: result.items, meta: pageMeta(result.total, current.page, current.limit) });

export const messageReadRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const preHandler = requireSession(ctx);

    app.get<PageRequest>(
      '/message/groups',
      { schema: { querystring: MessagePageQuery }, preHandler },
      async (request, reply) => {
        const page = pageOf(request.query);
        return send(reply, pageAnswer(page, await listGroups(ctx.data, authOf(request).user.id, page)));
      },
    );

    app.get<PageRequest & { Params: MessageGroupParams }>(
      '/message/group/:group',
      { schema: { params: MessageGroupParams, querystring: MessagePageQuery }, preHandler },
      async (request, reply) => {
        const userId = authOf(request).user.id;
        // Someone else's group and a group that does not exist look the same: 404.
        if (!(await groupExists(ctx.data, userId, request.params.group)))
          return send(reply, notFound('Notification group not found.'));
        const page = pageOf(request.query);
        return send(
          reply,
          pageAnswer(page, await listNotifications(ctx.data, userId, page, request.params.group)),
        );
      },
    );

    // The flat list (chosen path): every notification, newest first, same paging.
    app.get<PageRequest>(
      '/message',
      { schema: { querystring: MessagePageQuery }, preHandler },
      async (request, reply) => {
        const page = pageOf(request.query);
        return send(
          reply,
          pageAnswer(page, await listNotifications(ctx.data, authOf(request).user.id, page)),
        );
      },
    );

    // Badge count (chosen path): cheaper than paging through groups to count unread ones.
    app.get('/message/unread-count', { preHandler }, async (request, reply) => {
      const data: UnreadCount = { count: await unreadCount(ctx.data, authOf(request).user.id) };
      return send(reply, done({ data: data }));
    });
  };
