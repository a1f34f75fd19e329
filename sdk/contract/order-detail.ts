import type { AttachmentVersion } from './proofing';

// The order detail page's reads (GET /order/:id/attachments, GET /order/:id/timeline). Types only:
// the routes take no body and validate their path with OrderIdParams, so no schema is needed and
// nothing here reaches a widget's chunk.

/** Proofing §3: "attachments grouped as customerReview, suppliedFiles and internalReview". */
export type OrderAttachmentGroupName = 'customerReview' | 'suppliedFiles' | 'internalReview';

/** One attachment as the detail page lists it: its newest version the caller may see. */
export interface OrderAttachment {
  id: string;
  group: OrderAttachmentGroupName;
  fileName: string;
  createdAt: string;
  /** Versions the caller may see (internal ones only for internal-comment readers). */
  versionCount: number;
  /** The newest of those: thumbnail, file type, size, date. */
  latest: AttachmentVersion;
  /** The caller may upload a new version (the upload's rule for the group's category). */
  canAddVersion: boolean;
  /** The caller may delete it (DELETE /order/{id}/{id}/attachment's rule). */
  canDelete: boolean;
}

/** A group the caller may see, with whether they may upload new attachments to it. */
export interface OrderAttachmentGroup {
  group: OrderAttachmentGroupName;
  /** The upload category (X-Upload-Source) that files of this group are uploaded as. */
  category: 'customer' | 'supplied' | 'internal';
  canUpload: boolean;
  /** Newest first. */
  attachments: OrderAttachment[];
}

/** GET /order/:id/attachments */
export interface OrderAttachments {
  groups: OrderAttachmentGroup[];
}

/** One entry of GET /order/:id/timeline, newest first. */
export interface OrderTimelineEntry {
  id: string;
  /** 'progress' (a status move), 'attachment' (an upload) or 'history' (a version approved or revised). */
  type: string;
  content: string;
  createdAt: string;
  user: { id: string; name: string; avatar: string | null } | null;
  /** The file an 'attachment' or 'history' entry is about, when it still exists. */
  attachment: { id: string; fileName: string } | null;
}
