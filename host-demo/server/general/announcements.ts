import type { Announcement } from 'proofdesk/contract';
import type { Db } from '../db';

interface AnnouncementRow {
  id: string;
  html: string;
  background_color: string;
  text_color: string;
}

/** The active announcements in their order; the html as stored (the client sanitises it). */
export function listAnnouncements(db: Db): Announcement[] {
  const rows = db
    .prepare(
      `SELECT id, html, background_color, text_color FROM announcements
       WHERE active = 1 ORDER BY sort_order, created_at`,
    )
    .all() as AnnouncementRow[];
  return rows.map((row) => ({
    id: row.id,
    html: row.html,
    styles: { backgroundColor: row.background_color, textColor: row.text_color },
  }));
}
