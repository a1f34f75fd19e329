import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireSession } from '../auth';
import { done, notFound, type ServerContext, send } from '../http';
import { findClientById, toClientProfile, toUser } from '../users';

export const profileRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const preHandler = requireSession(ctx);

    app.get('/profile', { preHandler }, async (request, reply) =>
      send(reply, done({ data: await toUser(ctx.data, authOf(request).user, ctx.now()) })),
    );

    // Internal staff belong to no customer account, so they have no client profile.
    app.get('/r/profile', { preHandler }, async (request, reply) => {
      const client = await findClientById(ctx.data, authOf(request).user.client_id);
      return client
        ? send(reply, done({ data: await toClientProfile(ctx.data, client) }))
        : send(reply, notFound('No client profile for this user.'));
    });
  };
