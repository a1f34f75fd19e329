import type { AnnotationComment, AnnotationTopic } from '../../../sdk/contract';

// What each comment write shows at once, before the server answers (the live collection's
// optimistic effects), and how a fetched thread looks under it. Pure, so the rules are tested alone.

export type CommentEffect =
  | { kind: 'add-topic'; topic: AnnotationTopic }
  | { kind: 'reply'; topicId: string; comment: AnnotationComment }
  | { kind: 'edit-topic'; topicId: string; message: string; mentions: string[] }
  | { kind: 'edit-comment'; commentId: string; message: string; mentions: string[] }
  | { kind: 'resolve'; topicId: string; isResolve: boolean }
  | { kind: 'delete-topic'; topicId: string }
  | { kind: 'delete-comment'; commentId: string };

/** Ids of threads and replies shown before the server names them. */
export const PENDING_ID = 'pending:';
export const isPending = (id: string): boolean => id.startsWith(PENDING_ID);

/**
 * A thread under a change in flight, or null when the change removes it. `full` is false for data
 * fetched while the change was in flight, which may already hold it (the server announces
 * `reload-timeline` before it answers): then a new reply is not added twice, and the server's copy
 * of a thread being created hides until the answer's refetch replaces the placeholder.
 */
export function patchTopic(
  topic: AnnotationTopic,
  effect: CommentEffect,
  full: boolean,
): AnnotationTopic | null {
  switch (effect.kind) {
    case 'add-topic':
      return !full && !isPending(topic.id) && topic.annotation === effect.topic.annotation ? null : topic;
    case 'reply':
      return topic.id === effect.topicId && full
        ? { ...topic, comments: [...topic.comments, effect.comment] }
        : topic;
    case 'edit-topic':
      return topic.id === effect.topicId
        ? { ...topic, message: effect.message, mentions: effect.mentions }
        : topic;
    case 'edit-comment':
      return {
        ...topic,
        comments: topic.comments.map((comment) =>
          comment.id === effect.commentId
            ? { ...comment, message: effect.message, mentions: effect.mentions }
            : comment,
        ),
      };
    case 'resolve':
      return topic.id === effect.topicId ? { ...topic, isResolve: effect.isResolve } : topic;
    case 'delete-topic':
      return topic.id === effect.topicId ? null : topic;
    case 'delete-comment':
      return { ...topic, comments: topic.comments.filter((comment) => comment.id !== effect.commentId) };
  }
}

/** A new thread shows at the end of the list (threads read oldest first) while it is being saved. */
export const insertedTopics = (effect: CommentEffect): readonly AnnotationTopic[] =>
  effect.kind === 'add-topic' ? [effect.topic] : [];
