import type { Announcement } from 'proofdesk/contract';
import type { Data } from '../data';
import { selectActiveAnnouncements } from '../data/general/announcement-rows';

/** The active announcements in their order; the html as stored (the client sanitises it). */
export async function listAnnouncements(data: Data): Promise<Announcement[]> {
  const rows = await selectActiveAnnouncements(data.db);
  return rows.map((row) => ({
    id: row.id,
    html: row.html,
    styles: { backgroundColor: row.background_color, textColor: row.text_color },
  }));
}
