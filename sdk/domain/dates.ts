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

/** 'yyyy/MM/dd' as used in presets. */
export function formatPresetDate(date: Date, timeZone?: string): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return `${year}/${pad(month)}/${pad(day)}`;
}

/** Parses 'yyyy/MM/dd' into a calendar day; null when malformed or not a real date (2026/02/30). */
export function parsePresetDate(value: string): CalendarDay | null {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** 'dd MMM yyyy', e.g. '05 Mar 2026'. */
export function formatDisplayDate(
  date: Date,
  timeZone?: string,
  messages: MonthMessages = defaultMonthMessages,
): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return `${pad(day)} ${messages[MONTH_KEYS[month - 1]!]} ${year}`;
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

function toDay(value: Date | string, timeZone?: string): CalendarDay | null {
  if (typeof value === 'string') return parsePresetDate(value);
  return Number.isNaN(value.getTime()) ? null : zonedParts(value, timeZone);
}

/**
 * Date-range filters use start 00:00:00 and end 24:00:00 (dashboard §9): the end day is included
 * whole, so `end` is the next day's midnight and callers compare with `<`.
 */
export function dateRangeBounds(
  start: Date | string,
  end: Date | string,
  timeZone?: string,
): { start: Date; end: Date } | null {
  const first = toDay(start, timeZone);
  const last = toDay(end, timeZone);
  if (!first || !last) return null;
  const next = new Date(Date.UTC(last.year, last.month - 1, last.day + 1));
  const nextDay = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  return { start: startOfDay(first, timeZone), end: startOfDay(nextDay, timeZone) };
}

/** "Weekend is Saturday and Sunday." */
export function isWeekend(date: Date, timeZone?: string): boolean {
  const { weekday } = zonedParts(date, timeZone);
  return weekday === 0 || weekday === 6;
}
