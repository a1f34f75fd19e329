import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireSession, revokeSession } from '../auth';
import { done, type ServerContext, send } from '../http';

export const logoutRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // No anti-forgery token: signing out is harmless to force, and a stale page must still manage it.
    app.post('/logout', { preHandler: requireSession(ctx) }, async (request, reply) => {
      const { session } = authOf(request);
      await revokeSession(ctx, session.id);
      // Other tabs sharing this session learn at once instead of on their next call.
      ctx.hub.endSession(session.id, { reason: 'signed-out' });
      return send(reply, done({ message: 'You have been signed out.' }));
    });
  };
