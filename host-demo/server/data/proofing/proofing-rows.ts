import type { Kysely } from 'kysely';
import type { AttachmentRow, CommentRow, TopicRow, VersionRow } from '../../proofing/rows';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

// Proofing's reads and writes (versions, topics and comments, PDF tools entries, review actions).
// Rows come back as the proofing module's row types (the columns are the same; `group` and the
// file type are the narrower unions the migrations' CHECKs keep).

export async function selectAttachment(
  db: Q,
  orderId: string,
  attachmentId: string,
): Promise<AttachmentRow | undefined> {
  const row = await db
    .selectFrom('attachments')
    .selectAll()
    .where('id', '=', attachmentId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row as AttachmentRow | undefined;
}

/** The order's attachments, newest first. */
export async function selectAttachments(db: Q, orderId: string): Promise<AttachmentRow[]> {
  const rows = await db
    .selectFrom('attachments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows as AttachmentRow[];
}

/** The version a stored file (its file or its thumbnail) belongs to, as a path to load it by. */
export function selectVersionOfFile(
  db: Q,
  key: string,
): Promise<{ versionId: string; attachmentId: string; orderId: string } | undefined> {
  return db
    .selectFrom('attachment_versions as v')
    .innerJoin('attachments as a', 'a.id', 'v.attachment_id')
    .select(['v.id as versionId', 'v.attachment_id as attachmentId', 'a.order_id as orderId'])
    .where((eb) => eb.or([eb('v.storage_key', '=', key), eb('v.thumbnail_key', '=', key)]))
    .limit(1)
    .executeTakeFirst();
}

/** Holds the attachment until the transaction ends (PostgreSQL), so its versions change one at a time. */
export async function lockAttachment(db: Q, dialect: Dialect, attachmentId: string): Promise<void> {
  await forUpdate(
    dialect,
    db.selectFrom('attachments').select('id').where('id', '=', attachmentId),
    true,
  ).execute();
}

/** Live (not deleted) versions, newest first. */
export async function selectVersions(db: Q, attachmentId: string): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom('attachment_versions')
    .selectAll()
    .where('attachment_id', '=', attachmentId)
    .where('deleted_at', 'is', null)
    .orderBy('version', 'desc')
    .execute();
  return rows as VersionRow[];
}

/** Includes deleted versions. */
export async function selectVersion(
  db: Q,
  attachmentId: string,
  versionId: string,
): Promise<VersionRow | undefined> {
  const row = await db
    .selectFrom('attachment_versions')
    .selectAll()
    .where('id', '=', versionId)
    .where('attachment_id', '=', attachmentId)
    .executeTakeFirst();
  return row as VersionRow | undefined;
}

/** Marks a live version deleted; returns whether it was live. */
export async function markVersionDeleted(
  db: Q,
  versionId: string,
  at: string,
  reason: string,
): Promise<boolean> {
  const result = await db
    .updateTable('attachment_versions')
    .set({ deleted_at: at, delete_reason: reason })
    .where('id', '=', versionId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setInternalApproved(db: Q, versionId: string, approved: boolean): Promise<void> {
  await db
    .updateTable('attachment_versions')
    .set({ is_internal_approved: approved ? 1 : 0 })
    .where('id', '=', versionId)
    .execute();
}

export interface TimelineEntry {
  id: string;
  attachmentId: string;
  versionId: string;
  content: string;
  userId: string;
  at: string;
}

export async function insertHistoryEntry(db: Q, entry: TimelineEntry): Promise<void> {
  await db
    .insertInto('attachment_timeline')
    .values({
      id: entry.id,
      attachment_id: entry.attachmentId,
      version_id: entry.versionId,
      type: 'history',
      content: entry.content,
      user_id: entry.userId,
      created_at: entry.at,
    })
    .execute();
}

/** A topic of this version; `lock` holds it (PostgreSQL) while replies are added to it. */
export async function selectTopic(
  db: Q,
  versionId: string,
  topicId: string,
  lock?: Dialect,
): Promise<TopicRow | undefined> {
  const query = db
    .selectFrom('annotation_topics')
    .selectAll()
    .where('id', '=', topicId)
    .where('version_id', '=', versionId);
  return (lock ? forUpdate(lock, query, true) : query).executeTakeFirst() as Promise<TopicRow | undefined>;
}

/** A comment of a topic on this version (the path names the version, not the topic). */
export async function selectComment(
  db: Q,
  versionId: string,
  commentId: string,
): Promise<CommentRow | undefined> {
  return db
    .selectFrom('annotation_comments as c')
    .innerJoin('annotation_topics as t', 't.id', 'c.topic_id')
    .selectAll('c')
    .where('c.id', '=', commentId)
    .where('t.version_id', '=', versionId)
    .executeTakeFirst();
}

export async function insertTopic(db: Q, topic: Omit<TopicRow, 'is_resolve'>): Promise<void> {
  await db
    .insertInto('annotation_topics')
    .values({
      id: topic.id,
      version_id: topic.version_id,
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

export async function insertComment(db: Q, comment: CommentRow): Promise<void> {
  await db
    .insertInto('annotation_comments')
    .values({
      id: comment.id,
      topic_id: comment.topic_id,
      message: comment.message,
      mentions: comment.mentions,
      sender_id: comment.sender_id,
      guest_id: comment.guest_id,
      created_at: comment.created_at,
    })
    .execute();
}

export async function setTopicResolved(db: Q, topicId: string, resolved: boolean): Promise<void> {
  await db
    .updateTable('annotation_topics')
    .set({ is_resolve: resolved ? 1 : 0 })
    .where('id', '=', topicId)
    .execute();
}

export async function setTopicMessage(
  db: Q,
  topicId: string,
  message: string,
  mentions: string,
): Promise<void> {
  await db.updateTable('annotation_topics').set({ message, mentions }).where('id', '=', topicId).execute();
}

/** Its comments go by ON DELETE CASCADE. */
export async function deleteTopicRow(db: Q, topicId: string): Promise<void> {
  await db.deleteFrom('annotation_topics').where('id', '=', topicId).execute();
}

export async function setCommentMessage(
  db: Q,
  commentId: string,
  message: string,
  mentions: string,
): Promise<void> {
  await db
    .updateTable('annotation_comments')
    .set({ message, mentions })
    .where('id', '=', commentId)
    .execute();
}

export async function deleteCommentRow(db: Q, commentId: string): Promise<void> {
  await db.deleteFrom('annotation_comments').where('id', '=', commentId).execute();
}

export interface CarryLinkRow {
  from_topic_id: string;
  to_topic_id: string;
  from_version_id: string;
  from_version: number;
  to_version_id: string;
  to_version: number;
}

/** The carry links into or out of these topics between live versions, by target version. */
export async function selectCarryLinks(db: Q, topicIds: readonly string[]): Promise<CarryLinkRow[]> {
  if (topicIds.length === 0) return [];
  return db
    .selectFrom('annotation_topic_carries as c')
    .innerJoin('annotation_topics as ft', 'ft.id', 'c.from_topic_id')
    .innerJoin('attachment_versions as fv', 'fv.id', 'ft.version_id')
    .innerJoin('attachment_versions as tv', 'tv.id', 'c.to_version_id')
    .select([
      'c.from_topic_id',
      'c.to_topic_id',
      'ft.version_id as from_version_id',
      'fv.version as from_version',
      'c.to_version_id',
      'tv.version as to_version',
    ])
    .where((eb) => eb.or([eb('c.to_topic_id', 'in', topicIds), eb('c.from_topic_id', 'in', topicIds)]))
    .where('fv.deleted_at', 'is', null)
    .where('tv.deleted_at', 'is', null)
    .orderBy('tv.version')
    .execute();
}

/** The PDF tools entries of an attachment's versions. */
export function selectPdfToolsEntries(db: Q, attachmentId: string) {
  return db
    .selectFrom('pdf_tools_entries as e')
    .innerJoin('attachment_versions as v', 'v.id', 'e.version_id')
    .select(['e.version_id', 'e.list', 'e.entry'])
    .where('v.attachment_id', '=', attachmentId)
    .execute();
}

/** Puts the version in PDF tools mode and replaces the entries given (others stay). */
export async function upsertPdfTools(
  db: Q,
  versionId: string,
  entries: readonly { list: string; entry: string }[],
): Promise<void> {
  await db.updateTable('attachment_versions').set({ is_pdf_tools: 1 }).where('id', '=', versionId).execute();
  if (entries.length === 0) return;
  await db
    .insertInto('pdf_tools_entries')
    .values(entries.map(({ list, entry }) => ({ version_id: versionId, list, entry })))
    .onConflict((oc) =>
      oc.columns(['version_id', 'list']).doUpdateSet((eb) => ({ entry: eb.ref('excluded.entry') })),
    )
    .execute();
}

export async function selectUsersNamed(db: Q, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'avatar', 'role'])
    .where('id', 'in', ids)
    .execute();
}

export async function selectGuestsNamed(db: Q, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('guest_invitations')
    .select(['id', 'guest_name', 'guest_avatar'])
    .where('id', 'in', ids)
    .execute();
}

/** The caller's row among the order's collaborators (proofing §6 "userAbility", approver flag). */
export function selectStanding(db: Q, orderId: string, userId: string) {
  return db
    .selectFrom('order_collaborators')
    .select(['is_collaborator', 'is_approver'])
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The stored files of an attachment's versions (deleted ones too), what removing it frees. */
export function selectAttachmentFiles(
  db: Q,
  attachmentId: string,
): Promise<{ storage_key: string; thumbnail_key: string | null; file_size: number }[]> {
  return db
    .selectFrom('attachment_versions')
    .select(['storage_key', 'thumbnail_key', 'file_size'])
    .where('attachment_id', '=', attachmentId)
    .execute();
}

/** Removes the attachment (its versions, topics, comments and timeline cascade) and its uploads' rows. */
export async function deleteAttachmentRows(
  db: Q,
  attachmentId: string,
  keys: readonly string[],
): Promise<void> {
  await db.deleteFrom('attachments').where('id', '=', attachmentId).execute();
  if (keys.length > 0) await db.deleteFrom('uploads').where('key', 'in', keys).execute();
}
