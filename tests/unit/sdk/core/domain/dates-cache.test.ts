import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultMonthMessages,
  formatDisplayDate,
  MONTH_KEYS,
  zonedParts,
} from '../../../../../sdk/core/domain';

// formatDisplayDate takes the calendar day from the zone's offset where that surely holds (inside a
// 4-day cell whose two edges have the same offset), else from Intl. Its output must be exactly
// Intl's, for every zone and instant, daylight-saving changes included.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** dates.ts's cell: 4 days from the epoch. */
const CELL = 4 * DAY;
const ZONES = [
  'America/New_York',
  'Europe/London',
  // Its daylight-saving change is 30 minutes.
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  // +12:45 / +13:45.
  'Pacific/Chatham',
  // Daylight saving suspended for Ramadan: the shortest periods between changes in tzdata.
  'Africa/Casablanca',
  'America/Santiago',
];

/** The Intl path, uncached: what formatDisplayDate printed before the cache. */
function viaIntl(date: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return `${String(day).padStart(2, '0')} ${defaultMonthMessages[MONTH_KEYS[month - 1]!]} ${year}`;
}

function offsetAt(at: number, timeZone: string): number {
  const p = zonedParts(new Date(at), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/** The instants a zone's offset changes between `from` and `to` (to the second). */
function changesOf(timeZone: string, from: number, to: number, step = 6 * HOUR): number[] {
  const changes: number[] = [];
  let before = offsetAt(from, timeZone);
  for (let at = from + step; at <= to; at += step) {
    const now = offsetAt(at, timeZone);
    if (now === before) continue;
    let low = at - step;
    let high = at;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetAt(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    changes.push(high);
    before = now;
  }
  return changes;
}

/** A seeded shuffle, so the order the cache fills in differs from the order of the instants. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let index = out.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

function expectSameAsIntl(instants: readonly number[], timeZone: string) {
  const wrong = instants
    .map((at) => new Date(at))
    .filter((date) => formatDisplayDate(date, timeZone) !== viaIntl(date, timeZone))
    .map(
      (date) =>
        `${timeZone} ${date.toISOString()}: ${formatDisplayDate(date, timeZone)} / ${viaIntl(date, timeZone)}`,
    );
  expect(wrong).toEqual([]);
}

describe('formatDisplayDate from remembered offsets', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints what Intl prints around every offset change of 2025–2027, in several zones', () => {
    for (const zone of ZONES) {
      const changes = changesOf(zone, Date.UTC(2025, 0, 1), Date.UTC(2028, 0, 1));
      if (zone !== 'Asia/Kolkata') expect(changes.length).toBeGreaterThan(0);
      for (const [n, change] of changes.entries()) {
        // Remembered instants on both sides first (a week apart and less, across the change), then
        // every 10 minutes of the two days around it, in a scrambled order.
        expectSameAsIntl(
          [change - 6 * DAY, change - DAY, change + DAY, change + 6 * DAY, change - 3 * DAY],
          zone,
        );
        const around: number[] = [];
        for (let at = change - DAY; at <= change + DAY; at += 10 * 60_000) around.push(at, at - 1, at + 1);
        expectSameAsIntl(shuffled(around, n + 1), zone);
      }
    }
  });

  it('prints what Intl prints for a board of dates over four months, and at random from 1900 to 2200', () => {
    const now = Date.UTC(2026, 10, 28, 8);
    for (const [z, zone] of ZONES.entries()) {
      const board = Array.from({ length: 600 }, (_, i) => now - ((i * 7_919_777_123) % (150 * DAY)));
      expectSameAsIntl(shuffled(board, z + 7), zone);
      const span = Date.UTC(2200, 0, 1) - Date.UTC(1900, 0, 1);
      const anyTime = Array.from(
        { length: 1500 },
        (_, i) => Date.UTC(1900, 0, 1) + ((i * 982_451_653_337) % span),
      );
      expectSameAsIntl(shuffled(anyTime, z + 11), zone);
    }
  });

  it('prints what Intl prints far from now, where Intl answers every time', () => {
    const far = [
      Date.UTC(1899, 11, 31, 23, 59),
      Date.UTC(1582, 9, 4, 12),
      Date.UTC(1000, 5, 1),
      Date.UTC(2200, 0, 1),
      Date.UTC(9999, 11, 31, 12),
      Date.UTC(1900, 0, 1, 6),
    ];
    for (const zone of ZONES) expectSameAsIntl([...far, ...far.map((at) => at + 3 * DAY)], zone);
  });

  it('asks Intl nothing for a second date in a cell whose edges have the same offset', () => {
    const zone = 'Asia/Kathmandu';
    const cell = Math.floor(Date.UTC(2026, 4, 1) / CELL) * CELL;
    formatDisplayDate(new Date(cell + 3 * HOUR), zone);
    const intl = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // 23:00 UTC is 04:45 the next morning in Kathmandu (+05:45).
    const late = new Date(cell + 2 * DAY + 23 * HOUR);
    expect(formatDisplayDate(late, zone)).toBe(viaIntl(late, zone));
    expect(intl).toHaveBeenCalledTimes(1); // viaIntl's own call
    intl.mockClear();
    expect(formatDisplayDate(new Date(cell + DAY), zone)).toBe(viaIntl(new Date(cell + DAY), zone));
    expect(intl).toHaveBeenCalledTimes(1);
  });

  it('asks Intl for every date in a cell the offset changes in', () => {
    const zone = 'America/Chicago';
    // Chicago falls back at 07:00 UTC on 2026-11-01.
    const change = Date.UTC(2026, 10, 1, 7);
    formatDisplayDate(new Date(change), zone);
    const intl = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // 05:30 UTC on 1 November is 00:30 CDT, still the 1st; with the later offset it would be the 31st.
    expect(formatDisplayDate(new Date(Date.UTC(2026, 10, 1, 5, 30)), zone)).toBe('01 Nov 2026');
    expect(intl).toHaveBeenCalledTimes(1);
  });

  it("the zones' offset changes are more than a cell apart (what the cells rely on), 1970–2100", () => {
    for (const zone of [...ZONES, 'Asia/Gaza', 'America/Nuuk', 'Antarctica/Troll', 'Europe/Moscow']) {
      const changes = changesOf(zone, Date.UTC(1970, 0, 1), Date.UTC(2100, 0, 1), DAY);
      const closest = Math.min(...changes.slice(1).map((at, i) => at - changes[i]!));
      expect(closest, zone).toBeGreaterThan(CELL);
    }
  });
});
