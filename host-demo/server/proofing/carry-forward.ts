import { randomUUID } from 'node:crypto';
import type { TopicCarryLink } from 'proofdesk/contract';
import type { Db } from '../db';
import { done, fail, notFound, type Result, type ServerContext } from '../http';
import { announceTimeline } from './events';
import type { VersionScope } from './load';
import { findVersion, listComments, listTopics } from './rows';
import { writeRefusal } from './topics';
import { seesTopic, seesVersion, type Viewer } from './viewer';

export const CARRY_MESSAGES = {
  notOlder: 'Threads are carried forward only, from an older version to a newer one.',
  otherList: 'Threads are carried only between versions of the same list (internal or public).',
} as const;

/**
 * POST …/version/:versionId/carry-forward: copies the open (unresolved) threads of an older version
 * the caller can see onto this one: each copy keeps its shape, message, author, date and replies,
 * and a link to the thread it came from. The caller needs the comment right on this version (the
 * same rule as writing a comment there); a thread already carried here is skipped, so a second call
 * adds nothing.
 */
export function carryForward(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  fromVersionId: string,
): Result {
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  const source = findVersion(ctx.db, scope.attachment.id, fromVersionId);
  if (!source || !seesVersion(viewer, source)) return notFound();
  if (source.version >= scope.version.version) return fail(400, CARRY_MESSAGES.notOlder);
  if (source.is_internal !== scope.version.is_internal) return fail(400, CARRY_MESSAGES.otherList);

  const db = ctx.db;
  const already = db.prepare(
    'SELECT 1 FROM annotation_topic_carries WHERE from_topic_id = ? AND to_version_id = ?',
  );
  const open = listTopics(db, source.id).filter(
    (topic) => topic.is_resolve === 0 && seesTopic(viewer, topic) && !already.get(topic.id, scope.version.id),
  );
  const comments = listComments(
    db,
    open.map((topic) => topic.id),
  );
  const insertTopic = db.prepare(
    `INSERT INTO annotation_topics (id, version_id, message, mentions, annotation, sender_id, guest_id,
       is_resolve, is_public, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  const insertComment = db.prepare(
    `INSERT INTO annotation_comments (id, topic_id, message, mentions, sender_id, guest_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLink = db.prepare(
    `INSERT INTO annotation_topic_carries (from_topic_id, to_version_id, to_topic_id, carried_by, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const carriedBy = viewer.kind === 'user' ? viewer.user.id : null;
  const now = ctx.now().toISOString();
  const carried: { fromTopicId: string; toTopicId: string }[] = [];
  db.transaction(() => {
    for (const topic of open) {
      const id = randomUUID();
      insertTopic.run(
        id,
        scope.version.id,
        topic.message,
        topic.mentions,
        topic.annotation,
        topic.sender_id,
        topic.guest_id,
        topic.is_public,
        topic.created_at,
      );
      for (const comment of comments.filter((item) => item.topic_id === topic.id)) {
        insertComment.run(
          randomUUID(),
          id,
          comment.message,
          comment.mentions,
          comment.sender_id,
          comment.guest_id,
          comment.created_at,
        );
      }
      insertLink.run(topic.id, scope.version.id, id, carriedBy, now);
      carried.push({ fromTopicId: topic.id, toTopicId: id });
    }
  })();
  if (carried.length > 0) {
    // Both versions' threads change: the new ones here, the 'Carried to' label there.
    announceTimeline(ctx, scope);
    announceTimeline(ctx, { ...scope, version: source });
  }
  return done({ data: { carried } });
}

/** The carry links of a version's topics, both ways, for the wire (`carriedFrom`, `carriedTo`). */
export function carryLinks(db: Db, topicIds: readonly string[]) {
  const from = new Map<string, TopicCarryLink>();
  const to = new Map<string, TopicCarryLink[]>();
  if (topicIds.length === 0) return { from, to };
  const marks = topicIds.map(() => '?').join(', ');
  const rows = db
    .prepare(
      `SELECT c.from_topic_id, c.to_topic_id, ft.version_id AS from_version_id, fv.version AS from_version,
         c.to_version_id, tv.version AS to_version
       FROM annotation_topic_carries c
       JOIN annotation_topics ft ON ft.id = c.from_topic_id
       JOIN attachment_versions fv ON fv.id = ft.version_id
       JOIN attachment_versions tv ON tv.id = c.to_version_id
       WHERE (c.to_topic_id IN (${marks}) OR c.from_topic_id IN (${marks}))
         AND fv.deleted_at IS NULL AND tv.deleted_at IS NULL
       ORDER BY tv.version`,
    )
    .all(...topicIds, ...topicIds) as {
    from_topic_id: string;
    to_topic_id: string;
    from_version_id: string;
    from_version: number;
    to_version_id: string;
    to_version: number;
  }[];
  for (const row of rows) {
    from.set(row.to_topic_id, {
      topicId: row.from_topic_id,
      versionId: row.from_version_id,
      version: row.from_version,
    });
    const list = to.get(row.from_topic_id) ?? [];
    list.push({ topicId: row.to_topic_id, versionId: row.to_version_id, version: row.to_version });
    to.set(row.from_topic_id, list);
  }
  return { from, to };
}
