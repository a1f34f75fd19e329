import type { OrderTimelineEntry } from 'proofdesk/contract';
import { can, Subject } from 'proofdesk/rules';
import type { Data } from '../data';
import { selectTimelineEntries } from '../data/orders/timeline-rows';
import type { OrderRow } from '../orders';
import { type AttachmentRow, accessOf, seesAttachment, type Viewer } from '../proofing';

type UserViewer = Extract<Viewer, { kind: 'user' }>;

/** The newest entries only: a long-lived order's history is not one page's business. */
export const ORDER_TIMELINE_LIMIT = 100;

/**
 * GET /order/:id/timeline: newest first (data/orders/timeline-rows.ts reads both sources). Entries about a file show only to those who may see that
 * file and version (internal review and internal versions stay internal); an upload entry whose
 * file is gone shows only to those who read internal files, since nothing says which group it was.
 */
export async function orderTimeline(
  data: Data,
  viewer: UserViewer,
  order: OrderRow,
): Promise<OrderTimelineEntry[]> {
  const access = accessOf(viewer.user);
  const readsInternalFiles = can(access, 'read', Subject.INTERNAL_REVIEW_ATTACHMENT);
  const readsInternalVersions = can(access, 'read', Subject.ANNOTATION_INTERNAL_COMMENT);
  const rows = await selectTimelineEntries(data.db, order.id, ORDER_TIMELINE_LIMIT);
  const visible = rows.filter((row) => {
    const aboutFile = row.type === 'attachment' || row.type === 'history';
    if (!aboutFile) return true;
    if (row.group === null) return readsInternalFiles;
    if (row.is_internal === 1 && !readsInternalVersions) return false;
    return seesAttachment(viewer, { group: row.group } as AttachmentRow);
  });
  return visible.map((row) => ({
    id: row.id,
    type: row.type,
    content: row.content ?? '',
    createdAt: row.created_at,
    user: row.user_id ? { id: row.user_id, name: row.user_name ?? '', avatar: row.user_avatar } : null,
    attachment: row.attachment_id ? { id: row.attachment_id, fileName: row.file_name ?? '' } : null,
  }));
}
