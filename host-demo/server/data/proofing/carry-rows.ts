import type { Kysely } from 'kysely';
import type { CommentRow, TopicRow } from '../../proofing/rows';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/**
 * Holds the version until the transaction ends, so two carries onto it run one after the other
 * (PostgreSQL; SQLite's write lock does it already): the second sees the first's links and skips
 * those threads instead of failing on the link's key.
 */
export async function lockVersion(db: Q, dialect: Dialect, versionId: string): Promise<void> {
  await forUpdate(
    dialect,
    db.selectFrom('attachment_versions').select('id').where('id', '=', versionId),
    true,
  ).execute();
}

/** A version's topics in thread order (created, then id). */
export function selectTopics(db: Q, versionId: string): Promise<TopicRow[]> {
  return db
    .selectFrom('annotation_topics')
    .selectAll()
    .where('version_id', '=', versionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The replies of these topics in thread order. */
export async function selectComments(db: Q, topicIds: readonly string[]): Promise<CommentRow[]> {
  if (topicIds.length === 0) return [];
  return db
    .selectFrom('annotation_comments')
    .selectAll()
    .where('topic_id', 'in', topicIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Which of `fromVersionId`'s topics were already carried onto `toVersionId`. */
export async function carriedTopics(db: Q, fromVersionId: string, toVersionId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('annotation_topic_carries as c')
    .innerJoin('annotation_topics as t', 't.id', 'c.from_topic_id')
    .select('c.from_topic_id')
    .where('t.version_id', '=', fromVersionId)
    .where('c.to_version_id', '=', toVersionId)
    .execute();
  return new Set(rows.map((row) => row.from_topic_id));
}

/** A copy of `topic` on `versionId` under the new `id`, open, with its author and date. */
export async function insertTopicCopy(db: Q, topic: TopicRow, versionId: string, id: string): Promise<void> {
  await db
    .insertInto('annotation_topics')
    .values({
      id,
      version_id: versionId,
      message: topic.message,
      mentions: topic.mentions,
      annotation: topic.annotation,
      sender_id: topic.sender_id,
      guest_id: topic.guest_id,
      is_resolve: 0,
      is_public: topic.is_public,
      created_at: topic.created_at,
    })
    .execute();
}

export async function insertCommentCopies(
  db: Q,
  comments: readonly CommentRow[],
  topicId: string,
  newId: () => string,
): Promise<void> {
  if (comments.length === 0) return;
  await db
    .insertInto('annotation_comments')
    .values(
      comments.map((comment) => ({
        id: newId(),
        topic_id: topicId,
        message: comment.message,
        mentions: comment.mentions,
        sender_id: comment.sender_id,
        guest_id: comment.guest_id,
        created_at: comment.created_at,
      })),
    )
    .execute();
}

export interface CarryLink {
  fromTopicId: string;
  toVersionId: string;
  toTopicId: string;
  carriedBy: string | null;
  at: string;
}

export async function insertCarryLink(db: Q, link: CarryLink): Promise<void> {
  await db
    .insertInto('annotation_topic_carries')
    .values({
      from_topic_id: link.fromTopicId,
      to_version_id: link.toVersionId,
      to_topic_id: link.toTopicId,
      carried_by: link.carriedBy,
      created_at: link.at,
    })
    .execute();
}
