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

// The calendar day of an instant from its zone's offset, where the offset is surely known without
// asking Intl for that instant: `formatToParts` per card date was a visible part of the board's first
// paint (docs/performance.md, "Order board"). Time is cut into cells of CELL_MS from the epoch; Intl
// gives the zone's offset at a cell's two edges once, and an instant inside a cell whose edges have
// the same offset has that offset. That holds while no zone changes its offset twice within a cell:
// the closest two changes in tzdata are 7 days apart (a scan of every zone, 1900–2100, on Node 20's
// ICU: Asia/Gaza 2040, America/Noronha 2000; dates-cache.test.ts checks the zones it names), and a
// cell is 4 days. Anywhere else (edges that differ, years outside 1900–2199) Intl answers as before.
const CELL_MS = 4 * 86_400_000;
/** Outside these years Intl answers (eras, the Julian calendar ICU uses before 1582, LMT seconds). */
const CACHED_FROM = Date.UTC(1900, 0, 1);
const CACHED_TO = Date.UTC(2200, 0, 1);
/** Per zone, at most this many edges kept (about 45 years of cells); then it starts again. */
const MAX_EDGES = 4096;
/** Per zone key ('' for the runtime's zone): a cell edge's number → the offset there (wall − UTC, ms). */
const edgeOffsets = new Map<string, Map<number, number>>();

function offsetAtEdge(edges: Map<number, number>, edge: number, timeZone: string | undefined): number {
  let offset = edges.get(edge);
  if (offset === undefined) {
    const at = edge * CELL_MS;
    const p = zonedParts(new Date(at), timeZone);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at;
    edges.set(edge, offset);
  }
  return offset;
}

/** The calendar day of `date` in a zone: from its cell's offset where that surely holds, else Intl. */
function calendarDay(date: Date, timeZone: string | undefined): CalendarDay {
  const at = date.getTime();
  if (!(at >= CACHED_FROM && at < CACHED_TO)) return zonedParts(date, timeZone);
  const key = timeZone ?? '';
  let edges = edgeOffsets.get(key);
  if (!edges || edges.size >= MAX_EDGES) {
    edges = new Map();
    edgeOffsets.set(key, edges);
  }
  const cell = Math.floor(at / CELL_MS);
  const offset = offsetAtEdge(edges, cell, timeZone);
  if (offsetAtEdge(edges, cell + 1, timeZone) !== offset) return zonedParts(date, timeZone);
  const wall = new Date(at + offset);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** 'dd MMM yyyy', e.g. '05 Mar 2026'. */
export function formatDisplayDate(
  date: Date,
  timeZone?: string,
  messages: MonthMessages = defaultMonthMessages,
): string {
  const { year, month, day } = calendarDay(date, timeZone);
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
