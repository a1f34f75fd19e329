import type { FastifyPluginAsync } from 'fastify';
import { CarryForwardBody, VersionParams } from 'proofdesk/contract';
import { authOf, csrfGuard, requireSession } from '../auth';
import { notFound, type ServerContext, send } from '../http';
import { carryForward, loadVersion, type Viewer } from '../proofing';
import type { Route } from './annotation-writes';

/**
 * Carry comments forward (issue 13): POST …/version/:versionId/carry-forward copies the open threads
 * of `fromVersionId` onto this version. A signed-in call with the annotation anti-forgery scope, as
 * every comment write; guests have no such call.
 */
export const proofingCarryRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.post<Route<object, CarryForwardBody>>(
      '/order/:orderId/attachment/:attachmentId/version/:versionId/carry-forward',
      {
        schema: { params: VersionParams, body: CarryForwardBody },
        preHandler: [requireSession(ctx), csrfGuard(ctx, 'card-annotation')],
      },
      async (request, reply) => {
        const { user, session } = authOf(request);
        const viewer: Viewer = { kind: 'user', user, clientKind: session.client_kind };
        const scope = await loadVersion(ctx.data, viewer, request.params);
        if (!scope) return send(reply, notFound());
        return send(reply, await carryForward(ctx, viewer, scope, request.body.fromVersionId));
      },
    );
  };
