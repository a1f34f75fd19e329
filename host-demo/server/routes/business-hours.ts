import type { FastifyPluginAsync } from 'fastify';
import { BusinessHoursQuery } from 'proofdesk/contract';
import { authOf, requireSession } from '../auth';
import { computeBusinessHours, isValidTimeZone, readOfficeHours } from '../hours';
import { done, invalid, notFound, type ServerContext, send } from '../http';

export const businessHoursRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // `timeZone` (chosen, optional) lets a browser in another zone than the profile's ask for its own.
    app.get<{ Querystring: { timeZone?: string } }>(
      '/general/business-hours',
      { schema: { querystring: BusinessHoursQuery }, preHandler: requireSession(ctx) },
      async (request, reply) => {
        const timeZone = request.query.timeZone ?? authOf(request).user.time_zone;
        if (!isValidTimeZone(timeZone)) return send(reply, invalid('timeZone is not a known IANA time zone'));
        const office = await readOfficeHours(ctx.data);
        if (!office) return send(reply, notFound('Business hours are not configured.'));
        return send(reply, done({ data: computeBusinessHours({ now: ctx.now(), timeZone, ...office }) }));
      },
    );
  };
