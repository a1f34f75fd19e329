import { Value } from '@sinclair/typebox/value';
import { BusinessHours } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { computeBusinessHours, describeWeek } from '../../../../../host-demo/server/hours';
import { bearer, signIn, testClock, testServer } from '../helpers';

// Demo office: America/New_York, Monday to Friday 09:00-17:00, weekend closed.
async function hoursAt(instant: string, user = 'owner@demo.test', query = '') {
  const clock = testClock(instant);
  const app = await testServer({ now: clock.now });
  const { accessToken } = await signIn(app, user);
  const response = await app.inject({
    method: 'GET',
    url: `/api/general/business-hours${query}`,
    headers: bearer(accessToken),
  });
  return response;
}

describe('GET /general/business-hours', () => {
  it('while open: today’s window, tomorrow and the next opening', async () => {
    const response = await hoursAt('2025-01-08T15:00:00Z'); // Wednesday 10:00 in New York
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Value.Check(BusinessHours, data)).toBe(true);
    expect(data).toMatchObject({
      officeTime: '2025-01-08T10:00:00-05:00',
      localeTime: '2025-01-08T10:00:00-05:00',
      officeCurrentOpenHours: {
        open: '2025-01-08T09:00:00-05:00',
        close: '2025-01-08T17:00:00-05:00',
        isClose: false,
      },
      tomorrowOpenHours: { open: '2025-01-09T09:00:00-05:00', isClose: false },
      nextOpenHours: { open: '2025-01-09T09:00:00-05:00', dayOfWeek: 'Thursday' },
      description: 'Monday to Friday, 9:00 AM to 5:00 PM (Eastern Time)',
      timeZone: 'America/New_York',
      officeTimeZone: 'America/New_York',
    });
  });

  it('before opening: the next opening is later today', async () => {
    const { data } = (await hoursAt('2025-01-08T12:00:00Z')).json(); // 07:00 in New York
    expect(data.officeCurrentOpenHours.isClose).toBe(false);
    expect(data.nextOpenHours).toEqual({ open: '2025-01-08T09:00:00-05:00', dayOfWeek: 'Wednesday' });
  });

  it('Friday evening: tomorrow is closed and the next opening is Monday', async () => {
    const { data } = (await hoursAt('2025-01-10T23:30:00Z')).json(); // Friday 18:30 in New York
    expect(data.tomorrowOpenHours).toEqual({ open: null, isClose: true });
    expect(data.nextOpenHours).toEqual({ open: '2025-01-13T09:00:00-05:00', dayOfWeek: 'Monday' });
  });

  it('on a weekend day the office is closed all day', async () => {
    const { data } = (await hoursAt('2025-01-11T16:00:00Z')).json(); // Saturday
    expect(data.officeCurrentOpenHours).toEqual({ open: null, close: null, isClose: true });
    expect(data.localeCurrentOpenHours).toEqual({ open: null, close: null, isClose: true });
    expect(data.tomorrowOpenHours.isClose).toBe(true);
    expect(data.nextOpenHours.dayOfWeek).toBe('Monday');
  });

  it('converts to the caller’s profile time zone', async () => {
    const { data } = (await hoursAt('2025-01-08T15:00:00Z', 'staff@demo.test')).json(); // staff: Europe/London
    expect(data.timeZone).toBe('Europe/London');
    expect(data.localeTime).toBe('2025-01-08T15:00:00+00:00');
    expect(data.officeTime).toBe('2025-01-08T10:00:00-05:00');
    expect(data.localeCurrentOpenHours).toEqual({
      open: '2025-01-08T14:00:00+00:00',
      close: '2025-01-08T22:00:00+00:00',
      isClose: false,
    });
  });

  it('names the next opening day in the caller’s zone (Monday 09:00 New York is Tuesday in Sydney)', async () => {
    const { data } = (
      await hoursAt('2025-01-10T23:30:00Z', 'owner@demo.test', '?timeZone=Australia/Sydney')
    ).json();
    expect(data.nextOpenHours).toEqual({ open: '2025-01-14T01:00:00+11:00', dayOfWeek: 'Tuesday' });
    expect(data.localeTime).toBe('2025-01-11T10:30:00+11:00');
  });

  it('refuses an unknown time zone with 400 and a signed-out caller with 401', async () => {
    const bad = await hoursAt('2025-01-08T15:00:00Z', 'owner@demo.test', '?timeZone=Mars/Olympus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Invalid request' });
    const app = await testServer();
    const anonymous = await app.inject({ method: 'GET', url: '/api/general/business-hours' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('computeBusinessHours', () => {
  const weekday = { open: '09:00', close: '17:00' };
  const weekly = [null, weekday, weekday, weekday, weekday, weekday, null];

  it('follows the daylight-saving change over the weekend (EST Friday, EDT Monday)', () => {
    const result = computeBusinessHours({
      now: new Date('2025-03-07T23:00:00Z'),
      officeTimeZone: 'America/New_York',
      weekly,
      timeZone: 'UTC',
    });
    expect(result.nextOpenHours).toEqual({ open: '2025-03-10T13:00:00+00:00', dayOfWeek: 'Monday' });
  });

  it('describes irregular weeks day by day', () => {
    const irregular = [null, weekday, weekday, null, weekday, weekday, { open: '10:00', close: '14:00' }];
    expect(describeWeek(irregular, 'Central European Time')).toBe(
      'Monday to Tuesday, 9:00 AM to 5:00 PM; Thursday to Friday, 9:00 AM to 5:00 PM; ' +
        'Saturday, 10:00 AM to 2:00 PM (Central European Time)',
    );
    expect(describeWeek([null, null, null, null, null, null, null], 'UTC')).toBe('Closed');
  });
});
