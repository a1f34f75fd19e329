import type { OrderAttachment, OrderAttachmentGroup, OrderAttachments } from 'proofdesk/contract';
import { can, canAddVersion, mayUploadTo, Subject } from 'proofdesk/rules';
import type { Data } from '../data';
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
export async function orderAttachments(
  data: Data,
  viewer: UserViewer,
  order: OrderRow,
  fileUrl: FileUrl,
): Promise<OrderAttachments> {
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
  const rows = (await listAttachments(data, order.id)).filter(
    (row) => groups.some((entry) => entry.group === row.group) && seesAttachment(viewer, row),
  );
  const versionsOf = await Promise.all(
    rows.map((row) => visibleVersions(data, viewer, order, row.id, fileUrl)),
  );
  for (const [index, row] of rows.entries()) {
    const home = groups.find((entry) => entry.group === row.group);
    const versions = versionsOf[index];
    if (!home || !versions) continue;
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
