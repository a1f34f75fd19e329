import type { OrderTimelineEntry } from 'proofdesk/contract';
import { can, Subject } from 'proofdesk/rules';
import type { Db } from '../db';
import type { OrderRow } from '../orders';
import { type AttachmentRow, accessOf, seesAttachment, type Viewer } from '../proofing';

type UserViewer = Extract<Viewer, { kind: 'user' }>;

/** The newest entries only: a long-lived order's history is not one page's business. */
export const ORDER_TIMELINE_LIMIT = 100;

interface EntryRow {
  id: string;
  type: string;
  content: string | null;
  created_at: string;
  user_id: string | null;
  user_name: string | null;
  user_avatar: string | null;
  attachment_id: string | null;
  file_name: string | null;
  group: AttachmentRow['group'] | null;
  is_internal: number | null;
}

// Two sources in one list: the order's own timeline (status moves, uploads) and its files' history
// (versions approved or revised). An upload entry carries no file id, so it is matched to the
// version the same user registered at the same instant (register.ts writes both with one time);
// that match decides who may see it, like the file itself.
const ENTRIES_SQL = `
SELECT * FROM (
  SELECT t.id, t.type, t.content, t.created_at, t.user_id,
    TRIM(u.firstname || ' ' || u.lastname) AS user_name, u.avatar AS user_avatar,
    a.id AS attachment_id, a.file_name, a."group", v.is_internal
  FROM order_timeline t
  LEFT JOIN users u ON u.id = t.user_id
  LEFT JOIN attachment_versions v ON t.type = 'attachment' AND v.created_at = t.created_at
    AND v.creator_id = t.user_id
    AND v.attachment_id IN (SELECT id FROM attachments WHERE order_id = t.order_id)
  LEFT JOIN attachments a ON a.id = v.attachment_id
  WHERE t.order_id = @orderId
  UNION ALL
  SELECT h.id, h.type, h.content, h.created_at, h.user_id,
    TRIM(u.firstname || ' ' || u.lastname), u.avatar,
    a.id, a.file_name, a."group", v.is_internal
  FROM attachment_timeline h
  JOIN attachments a ON a.id = h.attachment_id
  LEFT JOIN attachment_versions v ON v.id = h.version_id
  LEFT JOIN users u ON u.id = h.user_id
  WHERE a.order_id = @orderId
)
ORDER BY created_at DESC, id DESC
LIMIT @limit`;

/**
 * GET /order/:id/timeline: newest first. Entries about a file show only to those who may see that
 * file and version (internal review and internal versions stay internal); an upload entry whose
 * file is gone shows only to those who read internal files, since nothing says which group it was.
 */
export function orderTimeline(db: Db, viewer: UserViewer, order: OrderRow): OrderTimelineEntry[] {
  const access = accessOf(viewer.user);
  const readsInternalFiles = can(access, 'read', Subject.INTERNAL_REVIEW_ATTACHMENT);
  const readsInternalVersions = can(access, 'read', Subject.ANNOTATION_INTERNAL_COMMENT);
  const rows = db.prepare(ENTRIES_SQL).all({ orderId: order.id, limit: ORDER_TIMELINE_LIMIT }) as EntryRow[];
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
