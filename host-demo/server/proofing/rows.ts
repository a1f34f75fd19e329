import type { Data } from '../data';
import {
  selectAttachment,
  selectAttachments,
  selectVersion,
  selectVersionOfFile,
  selectVersions,
} from '../data/proofing/proofing-rows';

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

export const findAttachment = (data: Data, orderId: string, attachmentId: string) =>
  selectAttachment(data.db, orderId, attachmentId);

export const listAttachments = (data: Data, orderId: string) => selectAttachments(data.db, orderId);

/** Live (not deleted) versions, newest first. */
export const listVersions = (data: Data, attachmentId: string) => selectVersions(data.db, attachmentId);

/** Includes deleted versions: the delete call answers differently for those. */
export const findVersion = (data: Data, attachmentId: string, versionId: string) =>
  selectVersion(data.db, attachmentId, versionId);

/** The version a stored file (its file or its thumbnail) belongs to, as a path to load it by. */
export const findVersionOfFile = (data: Data, key: string) => selectVersionOfFile(data.db, key);
