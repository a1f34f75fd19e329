import { randomUUID } from 'node:crypto';
import { type Data, transaction } from '../data';
import {
  deleteCommentRow,
  insertComment,
  selectComment,
  selectTopic,
  setCommentMessage,
} from '../data/proofing/proofing-rows';
import { denied, done, fail, invalid, notFound, type Result, type ServerContext } from '../http';
import { announceComment, announceTimeline } from './events';
import type { VersionScope } from './load';
import { BLANK_MESSAGE, isBlankMessage, parseMentions } from './parse';
import type { CommentRow } from './rows';
import { visibleTopic, writeRefusal } from './topics';
import { authorOf, isAuthor, type Viewer } from './viewer';

/** POST …/annotation/:topicId/comment */
export async function addComment(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  topicId: string,
  input: { message: string; mentions?: string | readonly string[] },
): Promise<Result> {
  const topic = await visibleTopic(ctx, viewer, scope, topicId);
  if (!topic) return notFound();
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  if (isBlankMessage(input.message)) return fail(400, BLANK_MESSAGE);
  const mentions = parseMentions(input.mentions);
  if (typeof mentions === 'string') return invalid(mentions);
  const id = randomUUID();
  const author = authorOf(viewer);
  const comment = {
    id,
    topic_id: topic.id,
    message: input.message,
    mentions: JSON.stringify(mentions),
    sender_id: author.userId,
    guest_id: author.guestId,
    created_at: ctx.now().toISOString(),
  };
  const added = await storeComment(ctx.data, scope.version.id, comment);
  if (!added) return notFound();
  await announceComment(ctx, viewer, scope, {
    commentId: id,
    topicId: topic.id,
    message: input.message,
    mentions,
    isPublic: topic.is_public === 1,
  });
  return done({ id });
}

/**
 * Adds a reply to a topic of this version; false when the topic is gone. The topic is read again
 * under its lock: one deleted meanwhile answers 404, not a foreign key error.
 */
export function storeComment(data: Data, versionId: string, comment: CommentRow): Promise<boolean> {
  return transaction(data, async (trx) => {
    if (!(await selectTopic(trx, versionId, comment.topic_id, data.dialect))) return false;
    await insertComment(trx, comment);
    return true;
  });
}

/** The comment on this version when its topic is visible to the viewer. */
async function visibleComment(ctx: ServerContext, viewer: Viewer, scope: VersionScope, commentId: string) {
  const comment = await selectComment(ctx.data.db, scope.version.id, commentId);
  return comment && (await visibleTopic(ctx, viewer, scope, comment.topic_id)) ? comment : undefined;
}

/** PUT …/comment/:commentId/message — "Only the author can edit a comment." */
export async function editComment(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  commentId: string,
  input: { data: string; mentions?: string | readonly string[] },
): Promise<Result> {
  const comment = await visibleComment(ctx, viewer, scope, commentId);
  if (!comment) return notFound();
  if (!isAuthor(viewer, comment)) return denied();
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  if (isBlankMessage(input.data)) return fail(400, BLANK_MESSAGE);
  const mentions = parseMentions(input.mentions);
  if (typeof mentions === 'string') return invalid(mentions);
  await setCommentMessage(ctx.data.db, comment.id, input.data, JSON.stringify(mentions));
  await announceTimeline(ctx, scope);
  return done({ id: comment.id });
}

/** DELETE …/comment/:commentId — author only (proofing §4.3). */
export async function deleteComment(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  commentId: string,
): Promise<Result> {
  const comment = await visibleComment(ctx, viewer, scope, commentId);
  if (!comment) return notFound();
  if (!isAuthor(viewer, comment)) return denied();
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  await deleteCommentRow(ctx.data.db, comment.id);
  await announceTimeline(ctx, scope);
  return done({ id: comment.id });
}
