import type { FastifyPluginAsync } from 'fastify';
import { AttachmentParams, VersionParams } from 'proofdesk/contract';
import { authOf, requireSession } from '../auth';
import { done, notFound, type ServerContext, send } from '../http';
import {
  fileUrlFor,
  loadAttachment,
  loadVersion,
  toAttachmentInfo,
  type Viewer,
  visibleTopics,
  visibleVersions,
} from '../proofing';

type Versions = { Params: { orderId: string; attachmentId: string } };
type Version = { Params: { orderId: string; attachmentId: string; versionId: string } };

export const proofingReadRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const session = requireSession(ctx);
    const viewerOf = (request: Parameters<typeof authOf>[0]): Viewer => {
      const { user, session: row } = authOf(request);
      return { kind: 'user', user, clientKind: row.client_kind };
    };

    app.get<Versions>(
      '/order/:orderId/attachment/:attachmentId/versions',
      { schema: { params: AttachmentParams }, preHandler: session },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const scope = await loadAttachment(
          ctx.data,
          viewer,
          request.params.orderId,
          request.params.attachmentId,
        );
        if (!scope) return send(reply, notFound());
        const versions = await visibleVersions(
          ctx.data,
          viewer,
          scope.order,
          scope.attachment.id,
          fileUrlFor(ctx),
        );
        return send(reply, done({ data: { attachment: toAttachmentInfo(scope.attachment), versions } }));
      },
    );

    app.get<Version>(
      '/order/:orderId/attachment/:attachmentId/version/:versionId',
      { schema: { params: VersionParams }, preHandler: session },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const scope = await loadVersion(ctx.data, viewer, request.params);
        if (!scope) return send(reply, notFound());
        const versions = await visibleVersions(
          ctx.data,
          viewer,
          scope.order,
          scope.attachment.id,
          fileUrlFor(ctx),
        );
        const version = versions.find((item) => item.id === scope.version.id);
        if (!version) return send(reply, notFound());
        return send(
          reply,
          done({
            data: {
              ...version,
              attachment: toAttachmentInfo(scope.attachment),
              topics: await visibleTopics(ctx.data, viewer, scope.version.id),
            },
          }),
        );
      },
    );
  };
