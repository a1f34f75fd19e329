import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AnnotationForm,
  AnnotationUpdateForm,
  CommentForm,
  CommentParams,
  MessageEdit,
  ResolveBody,
  TopicParams,
  VersionParams,
} from 'proofdesk/contract';
import { authOf, csrfGuard, requireSession } from '../auth';
import type { ServerContext } from '../context';
import {
  addComment,
  changeTopic,
  createTopic,
  deleteComment,
  deleteTopic,
  editComment,
  loadVersion,
  notFoundResult,
  type OpResult,
  sendResult,
  type VersionScope,
  type Viewer,
} from '../proofing';

type VersionPath = { orderId: string; attachmentId: string; versionId: string };
type Route<P, B = unknown> = { Params: VersionPath & P; Body: B };

const VERSION = '/order/:orderId/attachment/:attachmentId/version/:versionId';

export const proofingAnnotationRoutes =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    const guards = [requireSession(ctx), csrfGuard(ctx, 'card-annotation')];

    /** Loads the version the path names for the signed-in caller, then runs the operation. */
    const onVersion = (
      request: FastifyRequest<{ Params: VersionPath }>,
      run: (viewer: Viewer, scope: VersionScope) => OpResult,
    ) => {
      const { user, session } = authOf(request);
      const viewer: Viewer = { kind: 'user', user, clientKind: session.client_kind };
      const scope = loadVersion(ctx.db, viewer, request.params);
      return scope ? run(viewer, scope) : notFoundResult;
    };

    app.post<Route<object, AnnotationForm>>(
      `${VERSION}/annotation`,
      { schema: { params: VersionParams, body: AnnotationForm }, preHandler: guards },
      async (request, reply) =>
        sendResult(
          reply,
          onVersion(request, (viewer, scope) => createTopic(ctx, viewer, scope, request.body)),
        ),
    );

    // The silent save of PDF tools: same fields, no notification.
    app.post<Route<object, AnnotationUpdateForm>>(
      `${VERSION}/update`,
      { schema: { params: VersionParams, body: AnnotationUpdateForm }, preHandler: guards },
      async (request, reply) =>
        sendResult(
          reply,
          onVersion(request, (viewer, scope) =>
            createTopic(ctx, viewer, scope, request.body, { silent: true }),
          ),
        ),
    );

    app.post<Route<{ topicId: string }, CommentForm>>(
      `${VERSION}/annotation/:topicId/comment`,
      { schema: { params: TopicParams, body: CommentForm }, preHandler: guards },
      async (request, reply) =>
        sendResult(
          reply,
          onVersion(request, (viewer, scope) =>
            addComment(ctx, viewer, scope, request.params.topicId, request.body),
          ),
        ),
    );

    app.put<Route<{ commentId: string }, MessageEdit>>(
      `${VERSION}/comment/:commentId/message`,
      { schema: { params: CommentParams, body: MessageEdit }, preHandler: guards },
      async (request, reply) =>
        sendResult(
          reply,
          onVersion(request, (viewer, scope) =>
            editComment(ctx, viewer, scope, request.params.commentId, request.body),
          ),
        ),
    );

    app.put<Route<{ topicId: string }, MessageEdit>>(
      `${VERSION}/annotation/:topicId/message`,
      { schema: { params: TopicParams, body: MessageEdit }, preHandler: guards },
      async (request, reply) =>
        sendResult(
          reply,
          onVersion(request, (viewer, scope) =>
            changeTopic(ctx, viewer, scope, request.params.topicId, { kind: 'message', ...request.body }),
          ),
        ),
    );

    app.put<Route<{ topicId: string }, ResolveBody>>(
      `${VERSION}/annotation/:topicId/resolve`,
      { schema: { params: TopicParams, body: ResolveBody }, preHandler: guards },
      async (request, reply) =>
        sendResult(
          reply,
          onVersion(request, (viewer, scope) =>
            changeTopic(ctx, viewer, scope, request.params.topicId, {
              kind: 'resolve',
              data: request.body.data,
            }),
          ),
        ),
    );

    app.delete<Route<{ topicId: string }>>(
      `${VERSION}/annotation/:topicId`,
      { schema: { params: TopicParams }, preHandler: guards },
      async (request, reply) =>
        sendResult(
          reply,
          onVersion(request, (viewer, scope) => deleteTopic(ctx, viewer, scope, request.params.topicId)),
        ),
    );

    app.delete<Route<{ commentId: string }>>(
      `${VERSION}/comment/:commentId`,
      { schema: { params: CommentParams }, preHandler: guards },
      async (request, reply) =>
        sendResult(
          reply,
          onVersion(request, (viewer, scope) => deleteComment(ctx, viewer, scope, request.params.commentId)),
        ),
    );
  };
