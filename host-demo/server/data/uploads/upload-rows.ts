import { type Kysely, sql } from 'kysely';
import type { UploadRow } from '../../uploads/rows';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

const UNFINISHED = ['pending', 'stored'] as const;
/** The kinds stored against an order: only their unfinished uploads hold its lock (issue 20). */
const ORDER_FILE_KINDS = ['attachment', 'attachment-version'] as const;

export async function selectUpload(db: Q, key: string): Promise<UploadRow | undefined> {
  const row = await db.selectFrom('uploads').selectAll().where('key', '=', key).executeTakeFirst();
  return row as UploadRow | undefined;
}

export async function insertUploadRow(db: Q, row: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

/**
 * Sets an upload's status (and its size when given); `from` makes it a claim: only a row still in
 * that status changes. The number of rows changed (0 or 1).
 */
export async function updateUploadStatus(
  db: Q,
  key: string,
  status: UploadRow['status'],
  size?: number,
  from?: UploadRow['status'],
): Promise<number> {
  let query = db.updateTable('uploads').set({ status }).where('key', '=', key);
  if (size !== undefined) query = query.set({ size });
  if (from !== undefined) query = query.where('status', '=', from);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface RemovedUpload {
  key: string;
  order_id: string | null;
}

/**
 * Deletes `userId`'s unfinished uploads among `keys` in one statement (a registration racing it
 * keeps its row); the rows removed.
 */
export async function deleteUnfinishedUploadsOf(
  db: Q,
  userId: string,
  keys: readonly string[],
): Promise<RemovedUpload[]> {
  if (keys.length === 0) return [];
  return db
    .deleteFrom('uploads')
    .where('key', 'in', keys)
    .where('user_id', '=', userId)
    .where('status', '!=', 'registered')
    .returning(['key', 'order_id'])
    .execute();
}

/** Deletes every unfinished upload that expired before `cutoff`; the rows removed, by key. */
export async function deleteExpiredUploads(db: Q, cutoff: string): Promise<RemovedUpload[]> {
  const rows = await db
    .deleteFrom('uploads')
    .where('status', 'in', UNFINISHED)
    .where('expires_at', '<', cutoff)
    .returning(['key', 'order_id'])
    .execute();
  return rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The order's own unfinished uploads whose token is still live at `now` (ISO text). */
export async function countUnfinishedUploads(db: Q, orderId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('status', 'in', UNFINISHED)
    .where('type', 'in', ORDER_FILE_KINDS)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders that have an unfinished upload of their own whose token expired at `now`. */
export async function selectLapsedUploadOrders(db: Q, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('order_id')
    .distinct()
    .where('status', 'in', UNFINISHED)
    .where('type', 'in', ORDER_FILE_KINDS)
    .where('expires_at', '<=', now)
    .where('order_id', 'is not', null)
    .orderBy('order_id')
    .execute();
  return rows.map((row) => row.order_id as string);
}

/** Locks the order for an upload (keeps the first lock's time when it is locked already). */
export async function lockOrderForUpload(db: Q, orderId: string, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ locked_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('locked_at', 'is', null)
    .execute();
}

/**
 * Holds the order's row for the rest of the transaction (PostgreSQL; SQLite's one writer already
 * does): a token's row and lock, and a release's count and update, then never interleave.
 */
export async function holdOrderRow(db: Q, dialect: Dialect, orderId: string): Promise<void> {
  await forUpdate(dialect, db.selectFrom('orders').select('id').where('id', '=', orderId), true).execute();
}

/** Clears the order's upload lock; true when it was locked. Count its live uploads first, under holdOrderRow. */
export async function unlockOrder(db: Q, orderId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ locked_at: null, updated_at: at })
    .where('id', '=', orderId)
    .where('locked_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Registration (uploads/register.ts): one transaction claims the stored uploads, adds the storage
// used (account/storage.ts) and writes the file's rows.

/** Claims a stored upload for registration; false when it is no longer stored (discarded, swept, claimed). */
export async function claimStoredUpload(db: Q, key: string): Promise<boolean> {
  return (await updateUploadStatus(db, key, 'registered', undefined, 'stored')) === 1;
}

export interface NewAttachment {
  id: string;
  orderId: string;
  group: string;
  fileName: string;
  startingTab: string;
  startFrom: string;
  at: string;
  createdBy: string;
}

export async function insertAttachment(db: Q, row: NewAttachment): Promise<void> {
  await db
    .insertInto('attachments')
    .values({
      id: row.id,
      order_id: row.orderId,
      group: row.group,
      file_name: row.fileName,
      starting_tab: row.startingTab,
      attachment_type_start_from: row.startFrom,
      created_at: row.at,
      created_by: row.createdBy,
    })
    .execute();
}

export interface NewVersion {
  id: string;
  attachmentId: string;
  fileName: string;
  fileType: string;
  storageKey: string;
  fileSize: number;
  at: string;
  isInternal: boolean;
  thumbnailKey: string | null;
  uploadedByType: string;
  creatorId: string;
}

/**
 * The attachment's next version (its highest number, deleted ones included, plus one). Two at once
 * on one attachment would read the same number on PostgreSQL: hold the attachment first
 * (proofing-rows `lockAttachment`).
 */
export async function insertNextVersion(db: Q, row: NewVersion): Promise<void> {
  await db
    .insertInto('attachment_versions')
    .values((eb) => ({
      id: row.id,
      attachment_id: row.attachmentId,
      version: eb
        .selectFrom('attachment_versions')
        .select(sql<number>`coalesce(max(version), 0) + 1`.as('next'))
        .where('attachment_id', '=', row.attachmentId),
      file_name: row.fileName,
      file_type: row.fileType,
      storage_key: row.storageKey,
      file_size: row.fileSize,
      created_at: row.at,
      is_internal: row.isInternal ? 1 : 0,
      thumbnail_key: row.thumbnailKey,
      uploaded_by_type: row.uploadedByType,
      creator_id: row.creatorId,
    }))
    .execute();
}

export async function setUserAvatar(db: Q, userId: string, url: string): Promise<void> {
  await db.updateTable('users').set({ avatar: url }).where('id', '=', userId).execute();
}
