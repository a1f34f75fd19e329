import type { FastifyPluginAsync } from 'fastify';
import type { User } from 'proofdesk/contract';
import { authOf, requireSession } from '../auth';
import { done, notFound, type ServerContext, send } from '../http';
import { findClientById, findUserById, toClientProfile, toUser, type UserRow } from '../users';

const fullName = (row: UserRow) => `${row.firstname} ${row.lastname}`.trim() || row.email;

export const profileRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const preHandler = requireSession(ctx);

    app.get('/profile', { preHandler }, async (request, reply) => {
      const { user, session } = authOf(request);
      const data: User = await toUser(ctx.data, user, ctx.now());
      // An impersonated session says who is behind it, so the portal can show its notice.
      const impersonator = session.impersonator_id
        ? await findUserById(ctx.data, session.impersonator_id)
        : undefined;
      if (impersonator) data.impersonatedBy = { id: impersonator.id, name: fullName(impersonator) };
      return send(reply, done({ data }));
    });

    // Internal staff belong to no customer account, so they have no client profile.
    app.get('/r/profile', { preHandler }, async (request, reply) => {
      const client = await findClientById(ctx.data, authOf(request).user.client_id);
      return client
        ? send(reply, done({ data: await toClientProfile(ctx.data, client) }))
        : send(reply, notFound('No client profile for this user.'));
    });
  };
