// Time-zone arithmetic with Intl only (DESIGN §4: no date library). Wall-clock parts come from the
// shared rule in sdk/core/domain; the server adds offsets and zone labels on top.
import { formatZoneName, type ZonedParts, zonedParts } from 'proofdesk/rules';

export { type ZonedParts, zonedParts };

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone is ahead of UTC at that instant (New York in winter: -300). */
export function offsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

/** The instant a wall-clock time in a zone denotes (a time skipped by DST moves forward). */
export function zonedTimeToInstant(
  date: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = offsetMinutes(new Date(guess), timeZone);
  const instant = guess - first * 60000;
  const second = offsetMinutes(new Date(instant), timeZone);
  return new Date(second === first ? instant : guess - second * 60000);
}

/** Calendar date `days` after the given one (month and year roll over). */
export function addDays(date: { year: number; month: number; day: number }, days: number) {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 with the zone's offset, e.g. 2025-01-06T09:00:00-05:00. */
export function isoInZone(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  const offset = offsetMinutes(date, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function weekdayName(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(date);
}

function zoneName(date: Date, timeZone: string, style: 'shortOffset'): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** e.g. "(GMT-5) Eastern Time". */
export function timeZoneLabel(timeZone: string, at: Date): string {
  return `(${zoneName(at, timeZone, 'shortOffset')}) ${genericZoneName(timeZone, at)}`;
}

/** "Eastern Time": the name the sidebar's hours card gives its own line too (sdk/core/domain), so both agree. */
export const genericZoneName = (timeZone: string, at: Date) => formatZoneName(at.toISOString(), timeZone);
