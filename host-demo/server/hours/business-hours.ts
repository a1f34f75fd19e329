import type { BusinessHours } from 'proofdesk/contract';
import {
  addDays,
  genericZoneName,
  isoInZone,
  weekdayName,
  zonedParts,
  zonedTimeToInstant,
} from './zoned-time';

/** One day's window as wall-clock "HH:MM" in the office zone; null = closed. */
export type DayHours = { open: string; close: string } | null;
/** Indexed by weekday, 0 = Sunday. */
export type WeeklyHours = readonly DayHours[];

export interface BusinessHoursInput {
  now: Date;
  officeTimeZone: string;
  weekly: WeeklyHours;
  /** The caller's zone. */
  timeZone: string;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function hm(value: string): [number, number] {
  const [hour = 0, minute = 0] = value.split(':').map(Number);
  return [hour, minute];
}

function windowOn(
  input: BusinessHoursInput,
  date: { year: number; month: number; day: number; weekday: number },
) {
  const hours = input.weekly[date.weekday];
  if (!hours) return undefined;
  return {
    open: zonedTimeToInstant(date, ...hm(hours.open), input.officeTimeZone),
    close: zonedTimeToInstant(date, ...hm(hours.close), input.officeTimeZone),
  };
}

export function computeBusinessHours(input: BusinessHoursInput): BusinessHours {
  const { now, officeTimeZone: office, timeZone: locale } = input;
  const todayParts = zonedParts(now, office);
  const today = addDays(todayParts, 0);
  const current = windowOn(input, today);
  const tomorrow = windowOn(input, addDays(today, 1));

  // A week and a day covers every weekly pattern, including "open only on today's weekday".
  let next: Date | undefined;
  for (let offset = 0; offset <= 7 && !next; offset += 1) {
    const window = windowOn(input, addDays(today, offset));
    if (window && window.open.getTime() > now.getTime()) next = window.open;
  }

  const openHours = (zone: string) =>
    current
      ? { open: isoInZone(current.open, zone), close: isoInZone(current.close, zone), isClose: false }
      : { open: null, close: null, isClose: true };

  return {
    localeTime: isoInZone(now, locale),
    officeTime: isoInZone(now, office),
    officeCurrentOpenHours: openHours(office),
    localeCurrentOpenHours: openHours(locale),
    tomorrowOpenHours: tomorrow
      ? { open: isoInZone(tomorrow.open, locale), isClose: false }
      : { open: null, isClose: true },
    nextOpenHours: next
      ? { open: isoInZone(next, locale), dayOfWeek: weekdayName(next, locale) }
      : { open: null, dayOfWeek: null },
    description: describeWeek(input.weekly, genericZoneName(office, now)),
    timeZone: locale,
    officeTimeZone: office,
  };
}

function clock(value: string): string {
  const [hour, minute] = hm(value);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** "Monday to Friday, 9:00 AM to 5:00 PM (Eastern Time)"; runs of equal days are grouped. */
export function describeWeek(weekly: WeeklyHours, zoneName: string): string {
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0];
  const groups: { first: number; last: number; hours: NonNullable<DayHours> }[] = [];
  for (const day of mondayFirst) {
    const hours = weekly[day];
    if (!hours) continue;
    const previous = groups.at(-1);
    const adjacent = previous && mondayFirst.indexOf(previous.last) === mondayFirst.indexOf(day) - 1;
    if (previous && adjacent && previous.hours.open === hours.open && previous.hours.close === hours.close) {
      previous.last = day;
    } else {
      groups.push({ first: day, last: day, hours });
    }
  }
  if (groups.length === 0) return 'Closed';
  const text = groups
    .map(({ first, last, hours }) => {
      const days = first === last ? DAY_NAMES[first] : `${DAY_NAMES[first]} to ${DAY_NAMES[last]}`;
      return `${days}, ${clock(hours.open)} to ${clock(hours.close)}`;
    })
    .join('; ');
  return `${text} (${zoneName})`;
}
