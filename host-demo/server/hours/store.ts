import type { Data } from '../data';
import { selectOfficeHours, upsertOfficeHours } from '../data/hours/hours-rows';
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
