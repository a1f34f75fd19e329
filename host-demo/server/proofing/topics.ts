import { randomUUID } from 'node:crypto';
import { PROOFING_MESSAGES } from 'proofdesk/contract';
import { isViewerReadOnly } from 'proofdesk/rules';
import { transaction } from '../data';
import {
  deleteTopicRow,
  insertTopic,
  selectTopic,
  setTopicMessage,
  setTopicResolved,
} from '../data/proofing/proofing-rows';
import { denied, done, fail, invalid, notFound, type Result, type ServerContext } from '../http';
import { announceComment, announceTimeline } from './events';
import type { VersionScope } from './load';
import { BLANK_MESSAGE, checkAnnotation, isBlankMessage, parseMentions } from './parse';
import { mayWritePdfTools, parsePdfToolsModule, storePdfTools } from './pdf-tools';
import type { TopicRow } from './rows';
import { authorOf, clientTypeOf, isAuthor, mayComment, seesTopic, type Viewer } from './viewer';

export interface TopicInput {
  message?: string;
  mentions?: string | readonly string[];
  annotation?: string;
  pdfAnnotationModule?: string;
}

/** Writes need the comment right for the version's kind and a file that is not read-only (§4.2). */
export function writeRefusal(viewer: Viewer, scope: VersionScope): Result | null {
  if (!mayComment(viewer, scope.version)) return denied();
  const readOnly = isViewerReadOnly({
    orderProgress: scope.order.status,
    clientType: clientTypeOf(viewer),
    activeTab: scope.version.is_internal ? 'internal' : 'public',
    isDisabledAnnotation: scope.version.is_disabled_annotation === 1,
    isDisabledInternalAnnotation: scope.version.is_disabled_internal_annotation === 1,
  });
  return readOnly ? fail(403, PROOFING_MESSAGES.readOnly) : null;
}

/** POST …/annotation (and the silent …/update): a new topic with its shape. */
export async function createTopic(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  input: TopicInput,
  { silent = false } = {},
): Promise<Result> {
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  const mentions = parseMentions(input.mentions);
  if (typeof mentions === 'string') return invalid(mentions);
  const shapeError = input.annotation === undefined ? null : checkAnnotation(input.annotation);
  if (shapeError) return invalid(shapeError);
  const pdfTools =
    input.pdfAnnotationModule === undefined ? undefined : parsePdfToolsModule(input.pdfAnnotationModule);
  if (typeof pdfTools === 'string') return invalid(pdfTools);
  // An entry of a list the writer may not write refuses the whole call, topic included (issue 20).
  if (pdfTools && !mayWritePdfTools(viewer, pdfTools)) return denied();
  const hasTopic =
    input.message !== undefined && !isBlankMessage(input.message) && input.annotation !== undefined;
  if (!hasTopic && !pdfTools && input.message && input.annotation) {
    return fail(400, BLANK_MESSAGE);
  }
  if (!hasTopic && !pdfTools) {
    return invalid('message and annotation, or pdfAnnotationModule, are required');
  }
  const id = randomUUID();
  const author = authorOf(viewer);
  const isPublic = scope.version.is_internal === 0;
  const createdAt = ctx.now().toISOString();
  await transaction(ctx.data, async (trx) => {
    if (pdfTools) await storePdfTools(trx, scope.version.id, pdfTools);
    if (!hasTopic) return;
    await insertTopic(trx, {
      id,
      version_id: scope.version.id,
      message: input.message ?? '',
      mentions: JSON.stringify(mentions),
      annotation: input.annotation ?? null,
      sender_id: author.userId,
      guest_id: author.guestId,
      is_public: isPublic ? 1 : 0,
      created_at: createdAt,
    });
  });
  if (!hasTopic) return done({ id: scope.version.id });
  if (!silent) {
    const event = { commentId: id, topicId: id, message: input.message ?? '', mentions, isPublic };
    await announceComment(ctx, viewer, scope, event);
  }
  return done({ id });
}

/** A topic the viewer can see on this version, or the 404 result. */
export async function visibleTopic(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  topicId: string,
): Promise<TopicRow | undefined> {
  const topic = await selectTopic(ctx.data.db, scope.version.id, topicId);
  return topic && seesTopic(viewer, topic) ? topic : undefined;
}

type TopicChange =
  | { kind: 'message'; data: string; mentions?: string | readonly string[] }
  | { kind: 'resolve'; data: boolean };

/** Edit the message (author only) or resolve/reopen (anyone who may comment) a topic. */
export async function changeTopic(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  topicId: string,
  change: TopicChange,
): Promise<Result> {
  const topic = await visibleTopic(ctx, viewer, scope, topicId);
  if (!topic) return notFound();
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  if (change.kind === 'resolve') {
    await setTopicResolved(ctx.data.db, topic.id, change.data);
  } else {
    if (!isAuthor(viewer, topic)) return denied();
    if (isBlankMessage(change.data)) return fail(400, BLANK_MESSAGE);
    const mentions = parseMentions(change.mentions);
    if (typeof mentions === 'string') return invalid(mentions);
    await setTopicMessage(ctx.data.db, topic.id, change.data, JSON.stringify(mentions));
  }
  await announceTimeline(ctx, scope, topic);
  return done({ id: topic.id });
}

/** "Deleting a topic deletes its comments and its annotation" (comments go by ON DELETE CASCADE). */
export async function deleteTopic(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  topicId: string,
): Promise<Result> {
  const topic = await visibleTopic(ctx, viewer, scope, topicId);
  if (!topic) return notFound();
  if (!isAuthor(viewer, topic)) return denied();
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  await deleteTopicRow(ctx.data.db, topic.id);
  await announceTimeline(ctx, scope, topic);
  return done({ id: topic.id });
}
