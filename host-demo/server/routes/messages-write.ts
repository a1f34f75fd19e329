import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { MessageGroupParams, MessageIdParams, type MessageMutation } from 'proofdesk/contract';
import { authOf, csrfGuard, requireSession } from '../auth';
import { done, notFound, type ServerContext, send } from '../http';
import {
  groupExists,
  markRead,
  notificationExists,
  remove,
  type Selection,
  unreadCount,
} from '../notifications';

type IdRequest = { Params: MessageIdParams };
type GroupRequest = { Params: MessageGroupParams };

const NOT_FOUND = { one: 'Notification not found.', group: 'Notification group not found.' } as const;

/**
 * Read and delete for one notification, a group, and all. Every statement is scoped to the
 * caller's user id, so another user's id behaves exactly like an unknown one (404).
 */
export const messageWriteRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // Scope 'profile': the notifications are the signed-in user's own, like the profile.
    const preHandler = [requireSession(ctx), csrfGuard(ctx, 'profile')];

    async function answer(reply: FastifyReply, userId: string, changed: number) {
      // Other tabs and bells of this user refetch; nothing to tell when nothing changed.
      if (changed > 0) ctx.hub.publish([userId], 'fetch-messages');
      const data: MessageMutation = { changed, unreadCount: await unreadCount(ctx.data, userId) };
      return send(reply, done({ data }));
    }

    async function apply(
      reply: FastifyReply,
      userId: string,
      selection: Selection,
      action: 'read' | 'delete',
    ) {
      if (selection.kind === 'one' && !(await notificationExists(ctx.data, userId, selection.id))) {
        return send(reply, notFound(NOT_FOUND.one));
      }
      if (selection.kind === 'group' && !(await groupExists(ctx.data, userId, selection.group))) {
        return send(reply, notFound(NOT_FOUND.group));
      }
      const changed =
        action === 'read'
          ? await markRead(ctx.data, userId, selection, ctx.now())
          : await remove(ctx.data, userId, selection);
      return answer(reply, userId, changed);
    }

    const one = { schema: { params: MessageIdParams }, preHandler };
    const group = { schema: { params: MessageGroupParams }, preHandler };

    app.put('/message/read', { preHandler }, async (request, reply) =>
      apply(reply, authOf(request).user.id, { kind: 'all' }, 'read'),
    );
    app.delete('/message', { preHandler }, async (request, reply) =>
      apply(reply, authOf(request).user.id, { kind: 'all' }, 'delete'),
    );
    app.put<IdRequest>('/message/:id/read', one, async (request, reply) =>
      apply(reply, authOf(request).user.id, { kind: 'one', id: request.params.id }, 'read'),
    );
    app.delete<IdRequest>('/message/:id', one, async (request, reply) =>
      apply(reply, authOf(request).user.id, { kind: 'one', id: request.params.id }, 'delete'),
    );
    app.put<GroupRequest>('/message/group/:group/read', group, async (request, reply) =>
      apply(reply, authOf(request).user.id, { kind: 'group', group: request.params.group }, 'read'),
    );
    app.delete<GroupRequest>('/message/group/:group', group, async (request, reply) =>
      apply(reply, authOf(request).user.id, { kind: 'group', group: request.params.group }, 'delete'),
    );
  };
