import type { FastifyPluginAsync } from 'fastify';
import type { Announcement } from 'proofdesk/contract';
import { requireSession } from '../auth';
import type { ServerContext } from '../http';
import { ok } from '../replies';

interface AnnouncementRow {
  id: string;
  html: string;
  background_color: string;
  text_color: string;
}

export const announcementRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // The html is returned as stored: the client sanitises it (DOMPurify) before rendering.
    app.get('/g/announcements', { preHandler: requireSession(ctx) }, async (_request, reply) => {
      const rows = ctx.db
        .prepare(
          `SELECT id, html, background_color, text_color FROM announcements
           WHERE active = 1 ORDER BY sort_order, created_at`,
        )
        .all() as AnnouncementRow[];
      const data: Announcement[] = rows.map((row) => ({
        id: row.id,
        html: row.html,
        styles: { backgroundColor: row.background_color, textColor: row.text_color },
      }));
      return ok(reply, data);
    });
  };
