import type { OrderAttachment, OrderAttachmentGroup, OrderAttachments } from 'proofdesk/contract';
import { can, canAddVersion, mayUploadTo, Subject } from 'proofdesk/rules';
import type { Db } from '../db';
import type { OrderRow } from '../orders';
import {
  accessOf,
  type FileUrl,
  listAttachments,
  mayDeleteAttachment,
  seesAttachment,
  type Viewer,
  visibleVersions,
} from '../proofing';

type UserViewer = Extract<Viewer, { kind: 'user' }>;

/** The page's order of groups (proofing §3), each with the upload category its files come in as. */
const GROUP_ORDER = [
  { group: 'customerReview', category: 'customer' },
  { group: 'suppliedFiles', category: 'supplied' },
  { group: 'internalReview', category: 'internal' },
] as const;

/**
 * GET /order/:id/attachments: the groups the caller may see (internal review only with its read
 * right), each attachment with its newest visible version, and what the caller may do with it.
 * An attachment with no version the caller may see (all internal) is left out, like the viewer
 * would refuse it.
 */
export function orderAttachments(
  db: Db,
  viewer: UserViewer,
  order: OrderRow,
  fileUrl: FileUrl,
): OrderAttachments {
  const access = accessOf(viewer.user);
  const readsInternalFiles = can(access, 'read', Subject.INTERNAL_REVIEW_ATTACHMENT);
  const groups: OrderAttachmentGroup[] = GROUP_ORDER.filter(
    ({ group }) => group !== 'internalReview' || readsInternalFiles,
  ).map(({ group, category }) => ({
    group,
    category,
    canUpload: mayUploadTo(access, category),
    attachments: [],
  }));
  for (const row of listAttachments(db, order.id)) {
    const home = groups.find((entry) => entry.group === row.group);
    if (!home || !seesAttachment(viewer, row)) continue;
    const versions = visibleVersions(db, viewer, order, row.id, fileUrl);
    const latest = versions[0];
    if (!latest) continue;
    const attachment: OrderAttachment = {
      id: row.id,
      group: row.group,
      fileName: row.file_name,
      createdAt: row.created_at,
      versionCount: versions.length,
      latest,
      canAddVersion: canAddVersion(access, row.group),
      canDelete: mayDeleteAttachment(viewer.user, row.group, order),
    };
    home.attachments.push(attachment);
  }
  return { groups };
}
