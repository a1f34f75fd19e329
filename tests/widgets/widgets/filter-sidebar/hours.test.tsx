import { BusinessHoursCard, CLOCK_TICK_MS } from 'proofdesk/filter-sidebar';
import { within } from 'shadow-dom-testing-library';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../support/render';
import { renderSidebar, setOfficeHours, setServerClock, signedIn, signInOnce } from './support';

// Dashboard §2 "Business-hours card": the provider's hours with a live status ('open for another X',
// 'closed, open in X', 'open tomorrow at', 'open on {day} at {time}'), a bar of the day elapsed, a
// clock ticking every second, in the user's zone; §8: its failure is silent. The server's clock and
// the browser's Date are fixed at the same instant (only Date is faked: the ticker's interval is real).

const USER = 'summit@demo.test'; // profile zone America/Denver
const WEEKDAY = { open: '09:00', close: '17:00' };

beforeAll(async () => {
  // Signed in on the real clock: a token from a fixed past clock would read as expired afterwards.
  await setServerClock(null);
  await signInOnce(USER, 'hours');
  // New York office, Monday to Friday 9 to 5.
  await setOfficeHours('America/New_York', [null, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, null]);
});

afterEach(async () => {
  vi.useRealTimers();
  await setServerClock(null);
});

/** Fixes the server's and the browser's "now". */
async function at(iso: string) {
  const now = new Date(iso);
  await setServerClock(now);
  vi.useFakeTimers({ toFake: ['Date'], now });
}

async function showCard(timeZone?: string) {
  const instance = await signedIn(USER, {}, 'hours');
  const sidebar = renderSidebar(instance, { parts: 'hours', ...(timeZone && { timeZone }) });
  const card = await sidebar.view.findByShadowRole('region', { name: 'Business Hours' }, { timeout: 3000 });
  const text = (selector: string) => card.querySelector(selector)?.textContent ?? null;
  return {
    ...sidebar,
    instance,
    card,
    status: () => text('.pd-hours-status'),
    clock: () => card.querySelector('.pd-hours-clock time')?.textContent ?? null,
    progress: () => card.querySelector<HTMLProgressElement>('progress')?.value ?? null,
    text,
  };
}

describe('BusinessHoursCard: the status line at fixed clocks (New York office, 9 to 5 on weekdays)', () => {
  it('Monday 10:00 in New York: open for another 7h 0m, the clock and the day 10/24 elapsed', async () => {
    await at('2026-01-05T15:00:00Z');
    const card = await showCard('America/New_York');
    expect(card.status()).toBe('open for another 7h 0m');
    expect(card.clock()).toBe('10:00:00 AM');
    expect(card.progress()).toBeCloseTo(10 / 24, 5);
    expect(card.text('.pd-hours-description')).toContain('Monday to Friday, 9:00 AM to 5:00 PM');
    expect(card.text('.pd-hours-today')).toBe('Today: 9:00 AM – 5:00 PM (Eastern Time)');
  });

  it('Monday 07:30: closed, open in 1h 30m', async () => {
    await at('2026-01-05T12:30:00Z');
    const card = await showCard('America/New_York');
    expect(card.status()).toBe('closed, open in 1h 30m');
  });

  it('Monday 17:30: open tomorrow at 9:00 AM', async () => {
    await at('2026-01-05T22:30:00Z');
    const card = await showCard('America/New_York');
    expect(card.status()).toBe('open tomorrow at 9:00 AM');
  });

  it('Friday 18:00 and Saturday noon: open on Monday at 9:00 AM', async () => {
    await at('2026-01-09T23:00:00Z');
    const friday = await showCard('America/New_York');
    expect(friday.status()).toBe('open on Monday at 9:00 AM');
    await at('2026-01-10T17:00:00Z');
    const saturday = await showCard('America/New_York');
    expect(saturday.status()).toBe('open on Monday at 9:00 AM');
    expect(saturday.text('.pd-hours-today')).toBe('Today: closed');
  });
});

describe("BusinessHoursCard: in the user's zone", () => {
  it("defaults to the profile's zone (Denver): Monday 17:30 in New York is 3:30 PM, open tomorrow at 7:00 AM", async () => {
    await at('2026-01-05T22:30:00Z');
    const card = await showCard();
    expect(card.clock()).toBe('3:30:00 PM');
    expect(card.status()).toBe('open tomorrow at 7:00 AM');
    expect(card.progress()).toBeCloseTo(15.5 / 24, 5);
    // Issue 21: both hours lines name their zone, the office's and the viewer's.
    expect(card.text('.pd-hours-description')).toBe('Monday to Friday, 9:00 AM to 5:00 PM (Eastern Time)');
    expect(card.text('.pd-hours-today')).toBe('Today: 7:00 AM – 3:00 PM (Mountain Time)');
  });

  it('a time-zone prop moves everything: Berlin reads 11:30 PM, open tomorrow at 3:00 PM', async () => {
    await at('2026-01-05T22:30:00Z');
    const card = await showCard('Europe/Berlin');
    expect(card.clock()).toBe('11:30:00 PM');
    expect(card.status()).toBe('open tomorrow at 3:00 PM');
    expect(card.progress()).toBeCloseTo(23.5 / 24, 5);
  });

  it("names the next opening's day in the user's zone: Friday evening in New York opens on Tuesday in Kiritimati", async () => {
    await at('2026-01-09T23:00:00Z');
    const card = await showCard('Pacific/Kiritimati');
    expect(card.status()).toBe('open on Tuesday at 4:00 AM');
  });
});

describe('BusinessHoursCard: live', () => {
  it('ticks every second: the clock and the countdown move', async () => {
    expect(CLOCK_TICK_MS).toBe(1000);
    await at('2026-01-05T21:59:30Z');
    const card = await showCard('America/New_York');
    expect(card.status()).toBe('open for another 30s');
    expect(card.clock()).toBe('4:59:30 PM');
    vi.setSystemTime(new Date('2026-01-05T21:59:31Z'));
    await expect.poll(() => card.clock(), { timeout: 2500 }).toBe('4:59:31 PM');
    // expect.poll moves a fake Date along with its waits: the countdown is checked against the
    // instant the clock shows, which must be the one the status line was computed at.
    const shown = Date.parse(card.card.querySelector('time')?.getAttribute('datetime') ?? '');
    const left = Math.floor((Date.parse('2026-01-05T22:00:00Z') - shown) / 1000);
    expect(left).toBeLessThan(30);
    expect(card.status()).toBe(`open for another ${left}s`);
  });

  it("asks the server again when the office's day turns: after midnight the stale 'tomorrow' is today", async () => {
    await at('2026-01-06T04:59:58Z'); // Monday 23:59:58 in New York
    const card = await showCard('America/New_York');
    expect(card.status()).toBe('open tomorrow at 9:00 AM');
    await setServerClock(new Date('2026-01-06T05:00:02Z'));
    vi.setSystemTime(new Date('2026-01-06T05:00:02Z'));
    await expect.poll(() => card.status(), { timeout: 3000 }).toBe('closed, open in 8h 59m');
    expect(card.text('.pd-hours-today')).toBe('Today: 9:00 AM – 5:00 PM (Eastern Time)');
  });
});

describe('BusinessHoursCard: failure is silent (dashboard §8)', () => {
  it('shows nothing, and no error, when the call fails at the transport', async () => {
    const failing: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/general/business-hours')) throw new TypeError('Failed to fetch');
      return fetch(input, init);
    };
    const calls: string[] = [];
    const instance = await signedIn(
      USER,
      {
        fetch: (input, init) => {
          calls.push(String(input instanceof Request ? input.url : input));
          return failing(input, init);
        },
      },
      'hours',
    );
    const { view, root } = renderSidebar(instance, { parts: 'meters,hours' });
    await view.findByShadowRole('region', { name: 'Membership usage' });
    await expect.poll(() => calls.some((url) => url.includes('/general/business-hours'))).toBe(true);
    expect(view.queryByShadowRole('region', { name: 'Business Hours' })).toBeNull();
    expect(view.queryByShadowRole('alert')).toBeNull();
    expect(root.textContent).not.toContain('Ooops!');
  });

  it('shows nothing when the server refuses (an unknown zone)', async () => {
    const calls: Response[] = [];
    const instance = await signedIn(
      USER,
      {
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          if (String(input instanceof Request ? input.url : input).includes('/general/business-hours'))
            calls.push(response);
          return response;
        },
      },
      'hours',
    );
    const rendered = render(<BusinessHoursCard timeZone="Mars/Olympus_Mons" />, instance);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]?.status).toBe(400);
    const host = rendered.container.querySelector<HTMLElement>('[data-pd-host]') as HTMLElement;
    expect(within(host).queryByShadowRole('region')).toBeNull();
    expect(host.shadowRoot?.textContent).toBe('');
  });
});
