import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../auth';
import { listAnnouncements } from '../general';
import { done, type ServerContext, send } from '../http';

export const announcementRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // The html is returned as stored: the client sanitises it (DOMPurify) before rendering.
    app.get('/g/announcements', { preHandler: requireSession(ctx) }, async (_request, reply) =>
      send(reply, done({ data: await listAnnouncements(ctx.data) })),
    );
  };
