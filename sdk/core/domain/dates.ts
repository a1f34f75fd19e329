// Dates use Intl only (DESIGN §4). Every function takes an optional IANA time zone; without one the
// runtime's zone is used, which in a browser is the user's.

import { defaultMonthMessages, MONTH_KEYS, type MonthMessages } from './date-messages';

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export interface ZonedParts extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Wall-clock parts of an instant in a zone. Month names come from our own table: ICU 72+ prints
 * 'Sept' for en-GB, which would break 'dd MMM yyyy'. */
export function zonedParts(date: Date, timeZone?: string): ZonedParts {
  const out: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) out[part.type] = part.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAYS[out.weekday ?? ''] ?? 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd MMM yyyy', e.g. '05 Mar 2026'. */
export function formatDisplayDate(
  date: Date,
  timeZone?: string,
  messages: MonthMessages = defaultMonthMessages,
): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return `${pad(day)} ${messages[MONTH_KEYS[month - 1]!]} ${year}`;
}

/**
 * 'dd MMM yyyy, HH:mm', e.g. '05 Mar 2026, 14:05' ('' for an invalid date). A zone name Intl does
 * not know (a stale profile) falls back to the runtime's zone rather than throwing.
 */
export function formatDisplayDateTime(
  date: Date,
  timeZone?: string,
  messages: MonthMessages = defaultMonthMessages,
): string {
  if (Number.isNaN(date.getTime())) return '';
  let zone = timeZone;
  try {
    formatterFor(zone);
  } catch {
    zone = undefined;
  }
  const { year, month, day, hour, minute } = zonedParts(date, zone);
  return `${pad(day)} ${messages[MONTH_KEYS[month - 1]!]} ${year}, ${pad(hour)}:${pad(minute)}`;
}

/** The instant of 00:00:00 on a calendar day in a zone (DST-safe: the offset is re-checked). */
export function startOfDay({ year, month, day }: CalendarDay, timeZone?: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall - offsetAt(new Date(wall), timeZone);
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

function offsetAt(date: Date, timeZone?: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** "Weekend is Saturday and Sunday." */
export function isWeekend(date: Date, timeZone?: string): boolean {
  const { weekday } = zonedParts(date, timeZone);
  return weekday === 0 || weekday === 6;
}
