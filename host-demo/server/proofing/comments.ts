import { randomUUID } from 'node:crypto';
import { denied, done, fail, invalid, notFound, type Result, type ServerContext } from '../http';
import { announceComment, announceTimeline } from './events';
import type { VersionScope } from './load';
import { BLANK_MESSAGE, isBlankMessage, parseMentions } from './parse';
import { findComment } from './rows';
import { visibleTopic, writeRefusal } from './topics';
import { authorOf, isAuthor, type Viewer } from './viewer';

/** POST …/annotation/:topicId/comment */
export function addComment(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  topicId: string,
  input: { message: string; mentions?: string | readonly string[] },
): Result {
  const topic = visibleTopic(ctx, viewer, scope, topicId);
  if (!topic) return notFound();
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  if (isBlankMessage(input.message)) return fail(400, BLANK_MESSAGE);
  const mentions = parseMentions(input.mentions);
  if (typeof mentions === 'string') return invalid(mentions);
  const id = randomUUID();
  const author = authorOf(viewer);
  ctx.db
    .prepare(
      `INSERT INTO annotation_comments (id, topic_id, message, mentions, sender_id, guest_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      topic.id,
      input.message,
      JSON.stringify(mentions),
      author.userId,
      author.guestId,
      ctx.now().toISOString(),
    );
  announceComment(ctx, viewer, scope, {
    commentId: id,
    topicId: topic.id,
    message: input.message,
    mentions,
    isPublic: topic.is_public === 1,
  });
  return done({ id });
}

/** The comment on this version when its topic is visible to the viewer. */
function visibleComment(ctx: ServerContext, viewer: Viewer, scope: VersionScope, commentId: string) {
  const comment = findComment(ctx.db, scope.version.id, commentId);
  return comment && visibleTopic(ctx, viewer, scope, comment.topic_id) ? comment : undefined;
}

/** PUT …/comment/:commentId/message — "Only the author can edit a comment." */
export function editComment(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  commentId: string,
  input: { data: string; mentions?: string | readonly string[] },
): Result {
  const comment = visibleComment(ctx, viewer, scope, commentId);
  if (!comment) return notFound();
  if (!isAuthor(viewer, comment)) return denied();
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  if (isBlankMessage(input.data)) return fail(400, BLANK_MESSAGE);
  const mentions = parseMentions(input.mentions);
  if (typeof mentions === 'string') return invalid(mentions);
  ctx.db
    .prepare('UPDATE annotation_comments SET message = ?, mentions = ? WHERE id = ?')
    .run(input.data, JSON.stringify(mentions), comment.id);
  announceTimeline(ctx, scope);
  return done({ id: comment.id });
}

/** DELETE …/comment/:commentId — author only (proofing §4.3). */
export function deleteComment(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  commentId: string,
): Result {
  const comment = visibleComment(ctx, viewer, scope, commentId);
  if (!comment) return notFound();
  if (!isAuthor(viewer, comment)) return denied();
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  ctx.db.prepare('DELETE FROM annotation_comments WHERE id = ?').run(comment.id);
  announceTimeline(ctx, scope);
  return done({ id: comment.id });
}
