import type { Selectable } from 'kysely';
import type { Data } from '../data';
import {
  selectAttachment,
  selectAttachments,
  selectVersion,
  selectVersionOfFile,
  selectVersions,
} from '../data/proofing/proofing-rows';
import type {
  AnnotationCommentsTable,
  AnnotationTopicsTable,
  AttachmentsTable,
  AttachmentVersionsTable,
} from '../data/schema';

export type AttachmentRow = Omit<Selectable<AttachmentsTable>, 'group' | 'starting_tab'> & {
  group: 'customerReview' | 'suppliedFiles' | 'internalReview';
  starting_tab: 'public' | 'internal';
};

/** `is_pdf_tools` 1: opens in PDF tools mode; its entries are in pdf_tools_entries (pdf-tools.ts). */
export type VersionRow = Omit<Selectable<AttachmentVersionsTable>, 'file_type'> & {
  file_type: 'image' | 'pdf' | 'unsupported';
};

export type TopicRow = Selectable<AnnotationTopicsTable>;

export type CommentRow = Selectable<AnnotationCommentsTable>;

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
