import type { FastifyPluginAsync } from 'fastify';
import { CsrfParams, csrfScope, parseCsrfScope } from 'proofdesk/contract';
import { authOf, csrfToken, requireSession } from '../auth';
import type { ServerContext } from '../context';
import { invalidRequest, ok, permissionDenied } from '../replies';

export const csrfRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { scope: string } }>(
      '/g/csrf/:scope',
      { schema: { params: CsrfParams }, preHandler: requireSession(ctx) },
      async (request, reply) => {
        const parsed = parseCsrfScope(request.params.scope);
        if (!parsed)
          return invalidRequest(reply, [`scope "${request.params.scope.slice(0, 64)}" is unknown`]);
        const { session } = authOf(request);
        // A customer session may not mint admin-scoped tokens (and the reverse).
        if (parsed.clientKind !== session.client_kind) return permissionDenied(reply);
        return ok(reply, {
          token: csrfToken(ctx.secret, session.id, csrfScope(parsed.clientKind, parsed.name)),
        });
      },
    );
  };
