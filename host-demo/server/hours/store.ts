import type { Db } from '../db';
import type { WeeklyHours } from './business-hours';

export interface OfficeHours {
  officeTimeZone: string;
  weekly: WeeklyHours;
}

export function loadOfficeHours(db: Db): OfficeHours | undefined {
  const row = db.prepare('SELECT office_time_zone, weekly_hours FROM business_hours WHERE id = 1').get() as
    | { office_time_zone: string; weekly_hours: string }
    | undefined;
  if (!row) return undefined;
  return { officeTimeZone: row.office_time_zone, weekly: JSON.parse(row.weekly_hours) as WeeklyHours };
}

export function saveOfficeHours(db: Db, hours: OfficeHours): void {
  db.prepare(
    `INSERT INTO business_hours (id, office_time_zone, weekly_hours) VALUES (1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET office_time_zone = excluded.office_time_zone, weekly_hours = excluded.weekly_hours`,
  ).run(hours.officeTimeZone, JSON.stringify(hours.weekly));
}
