import type { FastifyPluginAsync } from 'fastify';
import { CsrfParams, csrfScope, parseCsrfScope } from 'proofdesk/contract';
import { authOf, csrfToken } from '../auth';
import { maybeGuestOf, requireSessionOrGuest } from '../guests';
import { denied, done, invalid, type ServerContext, send } from '../http';

export const csrfRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { scope: string } }>(
      '/g/csrf/:scope',
      { schema: { params: CsrfParams }, preHandler: requireSessionOrGuest(ctx) },
      async (request, reply) => {
        const parsed = parseCsrfScope(request.params.scope);
        if (!parsed) return send(reply, invalid(`scope "${request.params.scope.slice(0, 64)}" is unknown`));
        // Guests get exactly one scope, on the customer side (their viewer is a customer screen).
        const guest = maybeGuestOf(request);
        if (guest) {
          if (parsed.clientKind !== 'customer' || parsed.name !== 'guest-annotation')
            return send(reply, denied());
          return send(
            reply,
            done({
              data: {
                token: csrfToken(ctx.secret, guest.sessionId, csrfScope('customer', 'guest-annotation')),
              },
            }),
          );
        }
        const { session } = authOf(request);
        // A customer session may not mint admin-scoped tokens (and the reverse).
        if (parsed.clientKind !== session.client_kind) return send(reply, denied());
        return send(
          reply,
          done({
            data: {
              token: csrfToken(ctx.secret, session.id, csrfScope(parsed.clientKind, parsed.name)),
            },
          }),
        );
      },
    );
  };
