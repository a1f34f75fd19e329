import { type Kysely, sql } from 'kysely';
import type { AttachmentRow } from '../../proofing';
import type { Database } from '../schema';

type Q = Kysely<Database>;

/** One entry of an order's timeline with its author and, for an entry about a file, that file. */
export interface TimelineEntryRow {
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

/**
 * The order's newest `limit` entries from two sources: its own timeline (status moves, uploads) and
 * its files' history (versions approved or revised). An upload entry carries no file id, so it is
 * matched to the version the same user registered at the same instant (register.ts writes both
 * with one time); that match decides who may see it, like the file itself.
 */
export async function selectTimelineEntries(
  db: Q,
  orderId: string,
  limit: number,
): Promise<TimelineEntryRow[]> {
  const { rows } = await sql<TimelineEntryRow>`
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
  WHERE t.order_id = ${orderId}
  UNION ALL
  SELECT h.id, h.type, h.content, h.created_at, h.user_id,
    TRIM(u.firstname || ' ' || u.lastname), u.avatar,
    a.id, a.file_name, a."group", v.is_internal
  FROM attachment_timeline h
  JOIN attachments a ON a.id = h.attachment_id
  LEFT JOIN attachment_versions v ON v.id = h.version_id
  LEFT JOIN users u ON u.id = h.user_id
  WHERE a.order_id = ${orderId}
) AS entries
ORDER BY created_at DESC, id DESC
LIMIT ${limit}`.execute(db);
  return rows;
}
