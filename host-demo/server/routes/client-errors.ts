import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLIENT_ERROR_LIMIT, ClientErrorReport } from 'proofdesk/contract';
import { authOf, csrfGuard, requireSession } from '../auth';
import { done, type ServerContext, send } from '../http';

type ReportRoute = { Body: ClientErrorReport };

/** Paths keep their shape, not their ids: /orders/detail/42 → /orders/detail/:id. */
const anonymousPath = (path: string) =>
  path
    .split(/[?#]/)[0]!
    .split('/')
    .map((part) => (/\d/.test(part) && part.length > 2 ? ':id' : part))
    .join('/');

export const clientErrorRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    // The portal's Report Error (500 page): written to the server's log at warn level with the
    // reporting role, never the user's id, e-mail or anything they typed. Rate-limited per session.
    app.post<ReportRoute>(
      '/g/client-errors',
      {
        schema: { body: ClientErrorReport },
        preHandler: [requireSession(ctx), csrfGuard(ctx, 'profile')],
        config: {
          rateLimit: {
            ...CLIENT_ERROR_LIMIT,
            hook: 'preHandler' as const,
            keyGenerator: (request: FastifyRequest) => `client-errors|${authOf(request).session.id}`,
          },
        },
      },
      async (request, reply) => {
        const { name, message, stack, path } = request.body;
        request.log.warn(
          {
            clientError: { name, message, stack, path: anonymousPath(path), role: authOf(request).user.role },
          },
          'client error reported',
        );
        return send(reply, done({ message: 'Thank you: the error was reported.' }));
      },
    );
  };
