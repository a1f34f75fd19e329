import type { Db } from '../db';

export interface AttachmentRow {
  id: string;
  order_id: string;
  group: 'customerReview' | 'suppliedFiles' | 'internalReview';
  file_name: string;
  starting_tab: 'public' | 'internal';
  is_disabled_internal_tab_annotation: number;
  is_disabled_public_tab_annotation: number;
  attachment_type_start_from: string | null;
  created_at: string;
  created_by: string | null;
}

export interface VersionRow {
  id: string;
  attachment_id: string;
  version: number;
  file_name: string;
  file_type: 'image' | 'pdf' | 'unsupported';
  storage_key: string;
  file_size: number;
  created_at: string;
  is_internal: number;
  is_internal_approved: number;
  is_disabled_annotation: number;
  is_disabled_internal_annotation: number;
  /** 1: opens in PDF tools mode; its entries are in pdf_tools_entries (pdf-tools.ts). */
  is_pdf_tools: number;
  draft_version: number;
  thumbnail_key: string | null;
  uploaded_by_type: string | null;
  creator_id: string | null;
  deleted_at: string | null;
  delete_reason: string | null;
}

interface Authored {
  id: string;
  message: string;
  mentions: string;
  sender_id: string | null;
  guest_id: string | null;
  created_at: string;
}

export interface TopicRow extends Authored {
  version_id: string;
  annotation: string | null;
  is_resolve: number;
  is_public: number;
}

export interface CommentRow extends Authored {
  topic_id: string;
}

export const findAttachment = (db: Db, orderId: string, attachmentId: string) =>
  db.prepare('SELECT * FROM attachments WHERE id = ? AND order_id = ?').get(attachmentId, orderId) as
    | AttachmentRow
    | undefined;

export const listAttachments = (db: Db, orderId: string) =>
  db
    .prepare('SELECT * FROM attachments WHERE order_id = ? ORDER BY created_at DESC, id DESC')
    .all(orderId) as AttachmentRow[];

/** Live (not deleted) versions, newest first. */
export const listVersions = (db: Db, attachmentId: string) =>
  db
    .prepare(
      'SELECT * FROM attachment_versions WHERE attachment_id = ? AND deleted_at IS NULL ORDER BY version DESC',
    )
    .all(attachmentId) as VersionRow[];

/** Includes deleted versions: the delete call answers differently for those. */
export const findVersion = (db: Db, attachmentId: string, versionId: string) =>
  db
    .prepare('SELECT * FROM attachment_versions WHERE id = ? AND attachment_id = ?')
    .get(versionId, attachmentId) as VersionRow | undefined;

/** The version a stored file (its file or its thumbnail) belongs to, as a path to load it by. */
export const findVersionOfFile = (db: Db, key: string) =>
  db
    .prepare(
      `SELECT v.id AS versionId, v.attachment_id AS attachmentId, a.order_id AS orderId
       FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id
       WHERE v.storage_key = ? OR v.thumbnail_key = ? LIMIT 1`,
    )
    .get(key, key) as { versionId: string; attachmentId: string; orderId: string } | undefined;
