import type { AnnotationTopic, Sender, VersionWithAnnotations } from '../../../sdk/contract';
import { createLiveCollection, type LiveList } from '../../../sdk/core/collection';
import type { HttpClient, HttpMethod, HttpResult } from '../../../sdk/core/http';
import type { Realtime } from '../../../sdk/core/realtime';
import type { Session } from '../../../sdk/core/session';
import { type CommentEffect, insertedTopics, PENDING_ID, patchTopic } from './comment-effects';

export interface CommentStoreOptions {
  orderId: string;
  attachmentId: string;
  http: HttpClient;
  realtime: Realtime;
  session: Pick<Session, '$token'>;
}

/** A message as the API takes it: serialized rich text and the mentioned user ids. */
export interface MessageInput {
  message: string;
  mentions: string[];
}

export interface CommentStore {
  /** The threads of one version, oldest first, kept live while watched. */
  topics(versionId: string): LiveList<AnnotationTopic>;
  /** POST …/annotation: a shape with its first comment; answers the new thread's id. */
  addTopic(
    versionId: string,
    input: MessageInput & { annotation: string; isPublic: boolean },
    sender: Sender,
  ): Promise<HttpResult<unknown>>;
  reply(
    versionId: string,
    topicId: string,
    input: MessageInput,
    sender: Sender,
  ): Promise<HttpResult<unknown>>;
  editTopic(versionId: string, topicId: string, input: MessageInput): Promise<HttpResult<unknown>>;
  editComment(versionId: string, commentId: string, input: MessageInput): Promise<HttpResult<unknown>>;
  resolve(versionId: string, topicId: string, isResolve: boolean): Promise<HttpResult<unknown>>;
  deleteTopic(versionId: string, topicId: string): Promise<HttpResult<unknown>>;
  deleteComment(versionId: string, commentId: string): Promise<HttpResult<unknown>>;
  destroy(): void;
}

/**
 * One viewer's comment threads as a live collection (sdk/core/collection): GET …/version/{id} answers
 * the version with its topics; every write (proofing §7) shows at once and rolls back when the
 * server refuses; the server's `reload-timeline` for this order refetches, so another user's
 * comment appears without a reload.
 */
export function createCommentStore(options: CommentStoreOptions): CommentStore {
  const { http, orderId, attachmentId } = options;
  const collection = createLiveCollection<AnnotationTopic, CommentEffect>({
    key: (topic) => topic.id,
    session: options.session,
    realtime: options.realtime,
    refetchOn: { 'reload-timeline': (payload) => !payload?.orderId || payload.orderId === orderId },
  });
  const base = (versionId: string) =>
    `/order/${encodeURIComponent(orderId)}/attachment/${encodeURIComponent(attachmentId)}/version/${encodeURIComponent(versionId)}`;
  let pending = 0;
  const pendingId = () => `${PENDING_ID}${++pending}`;

  function write<T>(method: HttpMethod, path: string, effect: CommentEffect, body?: object, form = false) {
    return collection.mutate<T>({
      effect,
      prepare: () => http.csrf.token('card-annotation'),
      send: () => http.request<T>(method, path, { csrf: 'card-annotation', form, ...(body && { body }) }),
      // New ids (a thread, a reply) are the server's: refetch so its rows replace the placeholders.
      onSuccess: (_data, settle) => settle.refetch(),
    });
  }
  const now = () => new Date().toISOString();

  return {
    topics: (versionId) =>
      collection.list<null>(`version:${versionId}`, {
        first: null,
        fetch: async () => {
          const result = await http.get<VersionWithAnnotations>(base(versionId));
          return result.ok ? { ...result, data: { items: result.data.topics, next: null } } : result;
        },
        patch: patchTopic,
        inserts: insertedTopics,
        insertAt: 'end',
      }),
    addTopic(versionId, input, sender) {
      const topic: AnnotationTopic = {
        id: pendingId(),
        message: input.message,
        mentions: input.mentions,
        sender,
        dateCreated: now(),
        isResolve: false,
        isPublic: input.isPublic,
        annotation: input.annotation,
        comments: [],
      };
      const form = {
        message: input.message,
        mentions: JSON.stringify(input.mentions),
        annotation: input.annotation,
      };
      return write(`POST`, `${base(versionId)}/annotation`, { kind: 'add-topic', topic }, form, true);
    },
    reply(versionId, topicId, input, sender) {
      const comment = { id: pendingId(), ...input, sender, dateCreated: now() };
      const form = { message: input.message, mentions: JSON.stringify(input.mentions) };
      return write(
        'POST',
        `${base(versionId)}/annotation/${encodeURIComponent(topicId)}/comment`,
        { kind: 'reply', topicId, comment },
        form,
        true,
      );
    },
    editTopic: (versionId, topicId, input) =>
      write(
        'PUT',
        `${base(versionId)}/annotation/${encodeURIComponent(topicId)}/message`,
        { kind: 'edit-topic', topicId, ...input },
        { data: input.message, mentions: JSON.stringify(input.mentions) },
      ),
    editComment: (versionId, commentId, input) =>
      write(
        'PUT',
        `${base(versionId)}/comment/${encodeURIComponent(commentId)}/message`,
        { kind: 'edit-comment', commentId, ...input },
        { data: input.message, mentions: JSON.stringify(input.mentions) },
      ),
    resolve: (versionId, topicId, isResolve) =>
      write(
        'PUT',
        `${base(versionId)}/annotation/${encodeURIComponent(topicId)}/resolve`,
        { kind: 'resolve', topicId, isResolve },
        { data: isResolve },
      ),
    deleteTopic: (versionId, topicId) =>
      write('DELETE', `${base(versionId)}/annotation/${encodeURIComponent(topicId)}`, {
        kind: 'delete-topic',
        topicId,
      }),
    deleteComment: (versionId, commentId) =>
      write('DELETE', `${base(versionId)}/comment/${encodeURIComponent(commentId)}`, {
        kind: 'delete-comment',
        commentId,
      }),
    destroy: collection.destroy,
  };
}
