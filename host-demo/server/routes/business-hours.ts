import type { FastifyPluginAsync } from 'fastify';
import { BusinessHoursQuery } from 'proofdesk/contract';
import { authOf, requireSession } from '../auth';
import { computeBusinessHours, isValidTimeZone, loadOfficeHours } from '../hours';
import type { ServerContext } from '../http';
import { invalidRequest, notFound, ok } from '../replies';

export const businessHoursRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // `timeZone` (chosen, optional) lets a browser in another zone than the profile's ask for its own.
    app.get<{ Querystring: { timeZone?: string } }>(
      '/general/business-hours',
      { schema: { querystring: BusinessHoursQuery }, preHandler: requireSession(ctx) },
      async (request, reply) => {
        const timeZone = request.query.timeZone ?? authOf(request).user.time_zone;
        if (!isValidTimeZone(timeZone))
          return invalidRequest(reply, ['timeZone is not a known IANA time zone']);
        const office = loadOfficeHours(ctx.db);
        if (!office) return notFound(reply, 'Business hours are not configured.');
        return ok(reply, computeBusinessHours({ now: ctx.now(), timeZone, ...office }));
      },
    );
  };
