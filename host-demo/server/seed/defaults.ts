import type { Data } from '../data';
import { insertOfficeHoursIfAbsent } from '../data/hours/hours-rows';
import type { Db } from '../db';
import { DEMO_OFFICE_HOURS } from './demo-general';

/** Provider settings every database needs, demo or not (business hours drive the sidebar card). */
export function seedDefaults(db: Db): void {
  db.prepare(
    'INSERT INTO business_hours (id, office_time_zone, weekly_hours) VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING',
  ).run(DEMO_OFFICE_HOURS.officeTimeZone, JSON.stringify(DEMO_OFFICE_HOURS.weekly));
}

/** The same on the data layer (PostgreSQL), safe when several processes start at once. */
export async function seedDefaultsData(data: Data): Promise<void> {
  await insertOfficeHoursIfAbsent(
    data.db,
    DEMO_OFFICE_HOURS.officeTimeZone,
    JSON.stringify(DEMO_OFFICE_HOURS.weekly),
  );
}
