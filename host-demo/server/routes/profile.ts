import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireSession } from '../auth';
import { done, notFound, type ServerContext, send } from '../http';
import { findClientById, toClientProfile, toUser } from '../users';

export const profileRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const preHandler = requireSession(ctx);

    app.get('/profile', { preHandler }, async (request, reply) =>
      send(reply, done({ data: toUser(ctx.db, authOf(request).user, ctx.now()) })),
    );

    // Internal staff belong to no customer account, so they have no client profile.
    app.get('/r/profile', { preHandler }, async (request, reply) => {
      const client = findClientById(ctx.db, authOf(request).user.client_id);
      return client
        ? send(reply, done({ data: toClientProfile(ctx.db, client) }))
        : send(reply, notFound('No client profile for this user.'));
    });
  };
