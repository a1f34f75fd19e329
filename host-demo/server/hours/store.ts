import type { Data } from '../data';
import { selectOfficeHours, upsertOfficeHours } from '../data/hours/hours-rows';
import type { Db } from '../db';
import type { WeeklyHours } from './business-hours';

export interface OfficeHours {
  officeTimeZone: string;
  weekly: WeeklyHours;
}

const toOfficeHours = (row: { office_time_zone: string; weekly_hours: string } | undefined) =>
  row
    ? { officeTimeZone: row.office_time_zone, weekly: JSON.parse(row.weekly_hours) as WeeklyHours }
    : undefined;

/** The business hours the sidebar card shows; undefined until they are set. */
export async function readOfficeHours(data: Data): Promise<OfficeHours | undefined> {
  return toOfficeHours(await selectOfficeHours(data.db));
}

export async function writeOfficeHours(data: Data, hours: OfficeHours): Promise<void> {
  await upsertOfficeHours(data.db, hours.officeTimeZone, JSON.stringify(hours.weekly));
}

// The synchronous pair stays for the start-up seed (seed/defaults.ts) and test servers, which run on
// the SQLite handle before the server listens.

export function loadOfficeHours(db: Db): OfficeHours | undefined {
  return toOfficeHours(
    db.prepare('SELECT office_time_zone, weekly_hours FROM business_hours WHERE id = 1').get() as
      | { office_time_zone: string; weekly_hours: string }
      | undefined,
  );
}

export function saveOfficeHours(db: Db, hours: OfficeHours): void {
  db.prepare(
    `INSERT INTO business_hours (id, office_time_zone, weekly_hours) VALUES (1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET office_time_zone = excluded.office_time_zone, weekly_hours = excluded.weekly_hours`,
  ).run(hours.officeTimeZone, JSON.stringify(hours.weekly));
}
