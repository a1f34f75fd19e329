import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { GuestFieldBody, GuestTopicFieldParams, VersionParams } from 'proofdesk/contract';
import { guestCsrfGuard, guestOf, requireGuest } from '../guests';
import { denied, invalid, notFound, type Result, type ServerContext, send } from '../http';
import {
  changeTopic,
  fileUrlFor,
  loadVersion,
  toAttachmentInfo,
  type VersionScope,
  type Viewer,
  visibleTopics,
  visibleVersions,
} from '../proofing';
import { type Route, registerAnnotationWrites, type VersionPath } from './annotation-writes';

const VERSION = '/g/guest/order/:orderId/attachment/:attachmentId/version/:versionId';

export const guestAnnotationRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const guest = requireGuest(ctx);
    const guards = [guest, guestCsrfGuard(ctx)];

    /** The token names ONE order: any other order's path is refused before anything is read. */
    const onVersion = async (
      request: FastifyRequest<{ Params: VersionPath }>,
      run: (viewer: Viewer, scope: VersionScope) => Result | Promise<Result>,
    ): Promise<Result> => {
      const auth = guestOf(request);
      if (request.params.orderId !== auth.order.id) return denied();
      const viewer: Viewer = { kind: 'guest', guestId: auth.invitation.id, orderId: auth.order.id };
      const scope = await loadVersion(ctx.data, viewer, request.params);
      return scope ? run(viewer, scope) : notFound();
    };

    app.get<Route<object>>(
      VERSION,
      { schema: { params: VersionParams }, preHandler: guest },
      async (request, reply) =>
        send(
          reply,
          await onVersion(request, async (viewer, scope) => {
            const list = await visibleVersions(
              ctx.data,
              viewer,
              scope.order,
              scope.attachment.id,
              fileUrlFor(ctx),
            );
            const version = list.find((item) => item.id === scope.version.id);
            if (!version) return notFound();
            const data = {
              ...version,
              attachment: toAttachmentInfo(scope.attachment),
              topics: await visibleTopics(ctx.data, viewer, scope.version.id),
            };
            return { ok: true, data };
          }),
        ),
    );

    app.put<Route<{ topicId: string; field: 'message' | 'resolve' }, GuestFieldBody>>(
      `${VERSION}/annotation/:topicId/:field`,
      { schema: { params: GuestTopicFieldParams, body: GuestFieldBody }, preHandler: guards },
      async (request, reply) => {
        const { field, topicId } = request.params;
        const { data, mentions } = request.body;
        if (field === 'resolve' && typeof data !== 'boolean')
          return send(reply, invalid('data must be boolean'));
        if (field === 'message' && (typeof data !== 'string' || !data.trim())) {
          return send(reply, invalid('data must be a non-empty string'));
        }
        const change =
          field === 'resolve'
            ? { kind: 'resolve' as const, data: data as boolean }
            : { kind: 'message' as const, data: data as string, mentions };
        return send(
          reply,
          await onVersion(request, (viewer, scope) => changeTopic(ctx, viewer, scope, topicId, change)),
        );
      },
    );

    registerAnnotationWrites(app, ctx, { base: VERSION, guards, onVersion });
  };
