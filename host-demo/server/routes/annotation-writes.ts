import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import {
  AnnotationForm,
  CommentForm,
  CommentParams,
  MessageEdit,
  TopicParams,
  VersionParams,
} from 'proofdesk/contract';
import { type Result, type ServerContext, send } from '../http';
import {
  addComment,
  createTopic,
  deleteComment,
  deleteTopic,
  editComment,
  type VersionScope,
  type Viewer,
} from '../proofing';

export type VersionPath = { orderId: string; attachmentId: string; versionId: string };
export type Route<P, B = unknown> = { Params: VersionPath & P; Body: B };

export type OnVersion = (
  request: FastifyRequest<{ Params: VersionPath }>,
  run: (viewer: Viewer, scope: VersionScope) => Result | Promise<Result>,
) => Promise<Result>;

/**
 * The annotation writes signed-in users and guests share (proofing §7): create a topic, comment on
 * it, edit and delete a comment, delete a topic. Only the path base, the guards and how the viewer
 * and version are resolved (`onVersion`) differ between the two; the operations are the same.
 */
export function registerAnnotationWrites(
  app: FastifyInstance,
  ctx: ServerContext,
  { base, guards, onVersion }: { base: string; guards: preHandlerHookHandler[]; onVersion: OnVersion },
) {
  app.post<Route<object, AnnotationForm>>(
    `${base}/annotation`,
    { schema: { params: VersionParams, body: AnnotationForm }, preHandler: guards },
    async (request, reply) =>
      send(reply, await onVersion(request, (viewer, scope) => createTopic(ctx, viewer, scope, request.body))),
  );

  app.post<Route<{ topicId: string }, CommentForm>>(
    `${base}/annotation/:topicId/comment`,
    { schema: { params: TopicParams, body: CommentForm }, preHandler: guards },
    async (request, reply) =>
      send(
        reply,
        await onVersion(request, (viewer, scope) =>
          addComment(ctx, viewer, scope, request.params.topicId, request.body),
        ),
      ),
  );

  app.put<Route<{ commentId: string }, MessageEdit>>(
    `${base}/comment/:commentId/message`,
    { schema: { params: CommentParams, body: MessageEdit }, preHandler: guards },
    async (request, reply) =>
      send(
        reply,
        await onVersion(request, (viewer, scope) =>
          editComment(ctx, viewer, scope, request.params.commentId, request.body),
        ),
      ),
  );

  app.delete<Route<{ commentId: string }>>(
    `${base}/comment/:commentId`,
    { schema: { params: CommentParams }, preHandler: guards },
    async (request, reply) =>
      send(
        reply,
        await onVersion(request, (viewer, scope) =>
          deleteComment(ctx, viewer, scope, request.params.commentId),
        ),
      ),
  );

  app.delete<Route<{ topicId: string }>>(
    `${base}/annotation/:topicId`,
    { schema: { params: TopicParams }, preHandler: guards },
    async (request, reply) =>
      send(
        reply,
        await onVersion(request, (viewer, scope) => deleteTopic(ctx, viewer, scope, request.params.topicId)),
      ),
  );
}
