// The preset and filter days of dashboard §9 ("Dates: yyyy/MM/dd in presets … date-range filters use
// start 00:00:00 and end 24:00:00"), apart from the display dates: in the browser only the filter
// panels use them (the script-tag build's 'forms' chunk); the server checks and bounds every range.
import { type CalendarDay, startOfDay, zonedParts } from './dates';

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
