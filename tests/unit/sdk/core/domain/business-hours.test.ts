import { describe, expect, it } from 'vitest';
import {
  type BusinessHoursResponse,
  businessHoursStatus,
  dayProgress,
  defaultBusinessHoursMessages,
  formatClockTime,
  formatDuration,
} from '../../../../../sdk/core/domain';

// Office open 09:00-17:00 UTC on Friday 2026-03-06; the viewer is in UTC.
function response(overrides: Partial<BusinessHoursResponse> = {}): BusinessHoursResponse {
  return {
    officeCurrentOpenHours: { open: '2026-03-06T09:00:00Z', close: '2026-03-06T17:00:00Z', isClose: false },
    tomorrowOpenHours: { open: '2026-03-07T10:00:00Z', isClose: false },
    nextOpenHours: { open: '2026-03-09T09:00:00Z', dayOfWeek: 'Monday' },
    timeZone: 'UTC',
    ...overrides,
  };
}

// "Shows the provider's hours with a live status: 'open for another X', 'closed, open in X',
// 'open tomorrow at' or 'open on {day} at {time}'." (dashboard §2)
describe('businessHoursStatus', () => {
  it("'open for another X'", () => {
    const status = businessHoursStatus(response(), new Date('2026-03-06T14:45:00Z'));
    expect(status).toEqual({ state: 'open', isOpen: true, text: 'open for another 2h 15m' });
  });

  it("'closed, open in X'", () => {
    const status = businessHoursStatus(response(), new Date('2026-03-06T08:30:00Z'));
    expect(status).toEqual({ state: 'opens-later-today', isOpen: false, text: 'closed, open in 30m' });
  });

  it("'open tomorrow at' after closing time", () => {
    const status = businessHoursStatus(response(), new Date('2026-03-06T17:00:00Z'));
    expect(status.text).toBe('open tomorrow at 10:00 AM');
    expect(status.isOpen).toBe(false);
  });

  it("'open on {day} at {time}' when tomorrow is closed", () => {
    const closedTomorrow = response({ tomorrowOpenHours: { open: '2026-03-07T00:00:00Z', isClose: true } });
    expect(businessHoursStatus(closedTomorrow, new Date('2026-03-06T18:00:00Z')).text).toBe(
      'open on Monday at 9:00 AM',
    );
  });

  it('a closed day goes straight to the next opening, and a numeric or missing dayOfWeek still names the day', () => {
    const closedToday = response({
      officeCurrentOpenHours: { open: '2026-03-07T09:00:00Z', close: '2026-03-07T17:00:00Z', isClose: true },
      tomorrowOpenHours: { open: '2026-03-08T09:00:00Z', isClose: true },
      nextOpenHours: { open: '2026-03-09T09:00:00Z', dayOfWeek: 1 },
    });
    expect(businessHoursStatus(closedToday, new Date('2026-03-07T10:00:00Z')).text).toBe(
      'open on Monday at 9:00 AM',
    );
    const noDay = { ...closedToday, nextOpenHours: { open: '2026-03-10T09:00:00Z' } };
    expect(businessHoursStatus(noDay, Date.parse('2026-03-07T10:00:00Z')).state).toBe('opens-on-day');
    expect(businessHoursStatus(noDay, Date.parse('2026-03-07T10:00:00Z')).text).toBe(
      'open on Tuesday at 9:00 AM',
    );
  });

  it('shows times in the viewer time zone and uses overridable messages', () => {
    const brunei = response({ timeZone: 'Asia/Brunei' });
    const messages = { ...defaultBusinessHoursMessages, openTomorrow: 'morgen ab {time}' };
    expect(businessHoursStatus(brunei, new Date('2026-03-06T20:00:00Z'), messages).text).toBe(
      'morgen ab 6:00 PM',
    );
  });

  it('translates the countdown units and the day names through the same catalogue', () => {
    const messages = {
      ...defaultBusinessHoursMessages,
      openFor: 'noch {duration} geöffnet',
      durationHoursMinutes: '{hours} Std. {minutes} Min.',
      openOn: 'öffnet {day} um {time}',
      dayMonday: 'Montag',
    };
    expect(businessHoursStatus(response(), new Date('2026-03-06T14:45:00Z'), messages).text).toBe(
      'noch 2 Std. 15 Min. geöffnet',
    );
    const closedTomorrow = response({ tomorrowOpenHours: { open: '2026-03-07T00:00:00Z', isClose: true } });
    expect(businessHoursStatus(closedTomorrow, new Date('2026-03-06T18:00:00Z'), messages).text).toBe(
      'öffnet Montag um 9:00 AM',
    );
  });
});

describe('durations and day progress', () => {
  it('clock times use a plain space before AM/PM on every ICU version', () => {
    const text = businessHoursStatus(response(), new Date('2026-03-06T18:00:00Z')).text;
    expect(text).toBe('open tomorrow at 10:00 AM');
    expect(text).not.toMatch(/[\u202f\u00a0]/);
    expect(formatClockTime('2026-03-06T13:05:00Z', 'UTC')).toBe('1:05 PM');
  });

  it('formats countdowns compactly', () => {
    expect(formatDuration(2 * 3600_000 + 15 * 60_000 + 59_000)).toBe('2h 15m');
    expect(formatDuration(3600_000)).toBe('1h 0m');
    expect(formatDuration(15 * 60_000 + 30_000)).toBe('15m');
    expect(formatDuration(45_000)).toBe('45s');
    expect(formatDuration(-1)).toBe('0s');
  });

  it('A progress bar shows the fraction of the day elapsed.', () => {
    expect(dayProgress(new Date('2026-03-06T12:00:00Z'), 'UTC')).toBe(0.5);
    expect(dayProgress(new Date('2026-03-06T00:00:00Z'), 'UTC')).toBe(0);
    // 12:00 UTC is 20:00 in Brunei.
    expect(dayProgress(new Date('2026-03-06T12:00:00Z'), 'Asia/Brunei')).toBeCloseTo(20 / 24, 10);
  });
});
