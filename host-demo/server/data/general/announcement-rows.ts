import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface AnnouncementRow {
  id: string;
  html: string;
  background_color: string;
  text_color: string;
}

/** The active announcements in their order. */
export function selectActiveAnnouncements(db: Kysely<Database>): Promise<AnnouncementRow[]> {
  return db
    .selectFrom('announcements')
    .select(['id', 'html', 'background_color', 'text_color'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
}
