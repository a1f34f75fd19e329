import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AnnotationUpdateForm,
  MessageEdit,
  ResolveBody,
  TopicParams,
  VersionParams,
} from 'proofdesk/contract';
import { authOf, csrfGuard, requireSession } from '../auth';
import { notFound, type Result, type ServerContext, send } from '../http';
import { changeTopic, createTopic, loadVersion, type VersionScope, type Viewer } from '../proofing';
import { type Route, registerAnnotationWrites, type VersionPath } from './annotation-writes';

const VERSION = '/order/:orderId/attachment/:attachmentId/version/:versionId';

export const proofingAnnotationRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const guards = [requireSession(ctx), csrfGuard(ctx, 'card-annotation')];

    /** Loads the version the path names for the signed-in caller, then runs the operation. */
    const onVersion = async (
      request: FastifyRequest<{ Params: VersionPath }>,
      run: (viewer: Viewer, scope: VersionScope) => Result | Promise<Result>,
    ): Promise<Result> => {
      const { user, session } = authOf(request);
      const viewer: Viewer = { kind: 'user', user, clientKind: session.client_kind };
      const scope = await loadVersion(ctx.data, viewer, request.params);
      return scope ? run(viewer, scope) : notFound();
    };

    // The silent save of PDF tools: same fields, no notification.
    app.post<Route<object, AnnotationUpdateForm>>(
      `${VERSION}/update`,
      { schema: { params: VersionParams, body: AnnotationUpdateForm }, preHandler: guards },
      async (request, reply) =>
        send(
          reply,
          await onVersion(request, (viewer, scope) =>
            createTopic(ctx, viewer, scope, request.body, { silent: true }),
          ),
        ),
    );

    app.put<Route<{ topicId: string }, MessageEdit>>(
      `${VERSION}/annotation/:topicId/message`,
      { schema: { params: TopicParams, body: MessageEdit }, preHandler: guards },
      async (request, reply) =>
        send(
          reply,
          await onVersion(request, (viewer, scope) =>
            changeTopic(ctx, viewer, scope, request.params.topicId, { kind: 'message', ...request.body }),
          ),
        ),
    );

    app.put<Route<{ topicId: string }, ResolveBody>>(
      `${VERSION}/annotation/:topicId/resolve`,
      { schema: { params: TopicParams, body: ResolveBody }, preHandler: guards },
      async (request, reply) =>
        send(
          reply,
          await onVersion(request, (viewer, scope) =>
            changeTopic(ctx, viewer, scope, request.params.topicId, {
              kind: 'resolve',
              data: request.body.data,
            }),
          ),
        ),
    );

    registerAnnotationWrites(app, ctx, { base: VERSION, guards, onVersion });
  };
