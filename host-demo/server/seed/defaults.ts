import type { Db } from '../db';
import { DEMO_OFFICE_HOURS } from './demo-general';

/** Provider settings every database needs, demo or not (business hours drive the sidebar card). */
export function seedDefaults(db: Db): void {
  db.prepare(
    'INSERT INTO business_hours (id, office_time_zone, weekly_hours) VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING',
  ).run(DEMO_OFFICE_HOURS.officeTimeZone, JSON.stringify(DEMO_OFFICE_HOURS.weekly));
}
