import { describe, expect, it } from 'vitest';
import {
  dateRangeBounds,
  defaultMonthMessages,
  formatDisplayDate,
  formatDisplayDateTime,
  formatPresetDate,
  isWeekend,
  parsePresetDate,
  startOfDay,
} from '../../../../../sdk/core/domain';

// "Dates: yyyy/MM/dd in presets, dd MMM yyyy in display; date-range filters use start 00:00:00 and
// end 24:00:00. Weekend is Saturday and Sunday." (dashboard §9)
describe('dates', () => {
  const march5 = new Date('2026-03-05T10:00:00Z');

  it('yyyy/MM/dd in presets', () => {
    expect(formatPresetDate(march5, 'UTC')).toBe('2026/03/05');
    // 20:00 UTC is 04:00 the next morning in Brunei (UTC+08:00).
    expect(formatPresetDate(new Date('2026-03-05T20:00:00Z'), 'Asia/Brunei')).toBe('2026/03/06');
    expect(parsePresetDate('2026/03/05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parsePresetDate('2026/02/30')).toBeNull();
    expect(parsePresetDate('2026-03-05')).toBeNull();
  });

  it('dd MMM yyyy in display', () => {
    expect(formatDisplayDate(march5, 'UTC')).toBe('05 Mar 2026');
    // ICU 72+ prints 'Sept' for en-GB; the display format wants three letters.
    expect(formatDisplayDate(new Date('2026-09-09T12:00:00Z'), 'UTC')).toBe('09 Sep 2026');
  });

  it("dd MMM yyyy, HH:mm for the bell's and the viewer's dates", () => {
    expect(formatDisplayDateTime(new Date('2026-09-09T07:05:00Z'), 'UTC')).toBe('09 Sep 2026, 07:05');
    // 23:30 UTC is 07:30 the next day in Brunei.
    expect(formatDisplayDateTime(new Date('2026-09-09T23:30:00Z'), 'Asia/Brunei')).toBe('10 Sep 2026, 07:30');
    expect(
      formatDisplayDateTime(new Date('2026-09-09T07:05:00Z'), 'UTC', {
        ...defaultMonthMessages,
        monthSep: 'sept.',
      }),
    ).toBe('09 sept. 2026, 07:05');
    // A zone Intl does not know falls back to the runtime's zone instead of throwing.
    const at = new Date('2026-03-05T10:00:00Z');
    expect(formatDisplayDateTime(at, 'Mars/Olympus_Mons')).toBe(formatDisplayDateTime(at));
    expect(formatDisplayDateTime(new Date('not a date'), 'UTC')).toBe('');
  });

  it('date-range filters use start 00:00:00 and end 24:00:00', () => {
    expect(dateRangeBounds('2026/03/05', '2026/03/07', 'UTC')).toEqual({
      start: new Date('2026-03-05T00:00:00Z'),
      end: new Date('2026-03-08T00:00:00Z'),
    });
    const brunei = dateRangeBounds(march5, march5, 'Asia/Brunei');
    expect(brunei?.start.toISOString()).toBe('2026-03-04T16:00:00.000Z');
    expect(brunei?.end.toISOString()).toBe('2026-03-05T16:00:00.000Z');
    expect(dateRangeBounds('2026/12/31', '2026/12/31', 'UTC')?.end.toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(dateRangeBounds('bad', '2026/01/01')).toBeNull();
  });

  it('midnight is found across a daylight-saving change', () => {
    // New York springs forward on 2026-03-08: that day is 23 hours long.
    const bounds = dateRangeBounds('2026/03/08', '2026/03/08', 'America/New_York');
    expect(bounds?.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(bounds?.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay({ year: 2026, month: 7, day: 1 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
  });

  it('Weekend is Saturday and Sunday.', () => {
    expect(isWeekend(new Date('2026-03-07T12:00:00Z'), 'UTC')).toBe(true); // Saturday
    expect(isWeekend(new Date('2026-03-08T12:00:00Z'), 'UTC')).toBe(true); // Sunday
    expect(isWeekend(new Date('2026-03-06T12:00:00Z'), 'UTC')).toBe(false); // Friday
    // Friday 20:00 UTC is already Saturday in Brunei.
    expect(isWeekend(new Date('2026-03-06T20:00:00Z'), 'Asia/Brunei')).toBe(true);
  });
});
