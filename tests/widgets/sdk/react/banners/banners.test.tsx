import {
  contrastRatio,
  createMemoryStorage,
  createProofdesk,
  type ProofdeskInstance,
  themeToCssVariables,
} from 'proofdesk';
import type { User } from 'proofdesk/contract';
import { Banners, ToastRegion } from 'proofdesk/react';
import type { CSSProperties } from 'react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../../support/a11y';
import { onCleanup, render } from '../../../support/render';

// Dashboard §2 "Banners" and §8 "Banner texts": the SDK's Banners against a scripted server.

interface Call {
  method: string;
  path: string;
  csrf: string | null;
}

function scriptedInstance(answers: Record<string, () => Response>): {
  instance: ProofdeskInstance;
  calls: Call[];
} {
  const calls: Call[] = [];
  const fake: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    calls.push({ method, path, csrf: headers.get('x-csrf-token') });
    if (path.startsWith('/g/csrf/')) return json({ success: true, data: { token: 'csrf-1' } });
    const answer = answers[`${method} ${path}`];
    return answer ? answer() : json({ success: false, message: 'Not found' }, 404);
  };
  const storage = createMemoryStorage();
  const instance = createProofdesk({ baseUrl: 'http://127.0.0.1:9/api', storage, fetch: fake });
  onCleanup(() => instance.destroy());
  return { instance, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = (patch: Partial<User>): User =>
  ({
    id: 'u-1',
    emailAddress: 'ana@summit.test',
    emailIsVerified: true,
    isScheduledDowngrade: false,
    isRequestDeletion: false,
    endSubscriptionCycleOn: null,
    timeZone: { value: 'UTC', label: 'UTC' },
    ...patch,
  }) as User;

const noAnnouncements = { 'GET /g/announcements': () => json({ success: true, data: [] }) };

describe('Banners', () => {
  it('shows nothing for an account with nothing to say', async () => {
    const { instance, calls } = scriptedInstance(noAnnouncements);
    const { container } = render(<Banners user={user({})} />, instance);
    await expect.poll(() => calls.some((c) => c.path === '/g/announcements')).toBe(true);
    expect(container.querySelector('[data-testid="banners"]')).toBeNull();
  });

  it('cancels a scheduled downgrade: the PUT with its anti-forgery header, the message, a reload', async () => {
    const { instance, calls } = scriptedInstance({
      ...noAnnouncements,
      'PUT /package/cancel-downgrade': () =>
        json({ success: true, data: null, message: 'Your scheduled downgrade has been cancelled.' }),
    });
    let reloads = 0;
    const { container } = render(
      <>
        <ToastRegion />
        <Banners user={user({ isScheduledDowngrade: true })} onReload={() => reloads++} />
      </>,
      instance,
    );
    expect(container.textContent).toContain(
      'You are scheduled for a downgrade on your next subscription cycle',
    );
    const cancel = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Cancel downgrade',
    );
    cancel?.click();
    await expect.poll(() => reloads).toBe(1);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toEqual({ method: 'PUT', path: '/package/cancel-downgrade', csrf: 'csrf-1' });
    await expect
      .poll(() => document.body.textContent)
      .toContain('Your scheduled downgrade has been cancelled.');
  });

  it("resends the verification e-mail and shows the server's message; a refusal shows its message", async () => {
    let answer = json({
      success: true,
      data: null,
      message: 'We have sent a new verification link to your e-mail.',
    });
    const { instance, calls } = scriptedInstance({
      ...noAnnouncements,
      'PUT /profile/resend-email-verification': () => answer,
    });
    const { container } = render(
      <>
        <ToastRegion />
        <Banners user={user({ emailIsVerified: false })} />
      </>,
      instance,
    );
    expect(container.textContent).toContain('We have sent a verification e-mail to ana@summit.test.');
    const resend = () =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'Resend verification e-mail');
    resend()?.click();
    await expect.poll(() => document.body.textContent).toContain('We have sent a new verification link');
    expect(calls.filter((c) => c.path === '/profile/resend-email-verification')).toEqual([
      { method: 'PUT', path: '/profile/resend-email-verification', csrf: 'csrf-1' },
    ]);
    answer = json({ success: false, message: 'Too many requests, please try again later.' }, 429);
    await expect.poll(() => resend()?.disabled).toBe(false);
    resend()?.click();
    await expect
      .poll(() => document.body.textContent)
      .toContain('Too many requests, please try again later.');
  });

  it('shows the scheduled deletion with the cycle end date in the user time zone', () => {
    const { instance } = scriptedInstance(noAnnouncements);
    const { container } = render(
      <Banners
        user={user({
          isRequestDeletion: true,
          endSubscriptionCycleOn: '2027-03-04T23:30:00.000Z',
          accountDeletionOn: '2027-03-04T23:30:00.000Z',
          timeZone: { value: 'Asia/Tokyo', label: 'Tokyo' },
        })}
      />,
      instance,
    );
    expect(container.textContent).toContain(
      'You are requesting for account deletion. Your account will be deleted on March 5, 2027',
    );
  });

  it('shows the free-trial banner when the profile flags it, its action only when the host gives one', async () => {
    const { instance } = scriptedInstance(noAnnouncements);
    const trial = user({
      membership: { freeTrial: { banner: true, freeTrialDays: 9 } } as User['membership'],
    });
    let chosen = 0;
    const { container, rerender } = render(<Banners user={trial} />, instance);
    expect(container.textContent).toContain('You are on a free trial: 9 days left.');
    expect(container.querySelector('button')).toBeNull();
    rerender(<Banners user={trial} onChoosePlan={() => chosen++} />);
    const action = container.querySelector<HTMLButtonElement>('.pd-banner-action');
    expect(action?.textContent).toBe('Choose a plan');
    action?.click();
    expect(chosen).toBe(1);
    rerender(<Banners user={user({ membership: { freeTrial: { banner: false } } as User['membership'] })} />);
    expect(container.textContent).not.toContain('free trial');
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('sanitises announcement html: neither a script nor an onerror ever runs', async () => {
    const w = window as unknown as Record<string, unknown>;
    delete w.__bannerXss;
    const { instance } = scriptedInstance({
      'GET /g/announcements': () =>
        json({
          success: true,
          data: [
            {
              html:
                '<p>Maintenance <a href="javascript:window.__bannerXss=1">details</a></p>' +
                '<script>window.__bannerXss = 2</script><img src="x:" onerror="window.__bannerXss = 3"><img src="data:," alt="" onerror="window.__bannerXss = 4"><img src="/logo.png" alt="Logo">' +
                '<style>body{display:none}</style>',
              styles: { backgroundColor: '#e0f2fe', textColor: '#0c4a6e' },
            },
          ],
        }),
    });
    const { container } = render(<Banners user={user({})} />, instance);
    await expect
      .poll(() => container.querySelector('.pd-announcement')?.textContent)
      .toContain('Maintenance');
    const announcement = container.querySelector('.pd-announcement') as HTMLElement;
    expect(announcement.querySelector('script, style, [onerror], [data-disarmed-error]')).toBeNull();
    // The images that could show nothing (no source left, a data: URL of no image) are gone: each
    // left an empty broken-image line in the banner. A real picture stays.
    expect([...announcement.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/logo.png',
    ]);
    expect(announcement.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(w.__bannerXss).toBeUndefined();
    expect(getComputedStyle(document.body).display).not.toBe('none');
  });

  it('keeps a passing colour pair and adjusts a failing one to 4.5:1 or more', async () => {
    const { instance } = scriptedInstance({
      'GET /g/announcements': () =>
        json({
          success: true,
          data: [
            { html: '<p>Passing pair</p>', styles: { backgroundColor: '#e0f2fe', textColor: '#0c4a6e' } },
            { html: '<p>Failing pair</p>', styles: { backgroundColor: '#fde047', textColor: '#facc15' } },
          ],
        }),
    });
    const { container } = render(<Banners user={user({})} />, instance);
    await expect.poll(() => container.querySelectorAll('.pd-announcement').length).toBe(2);
    const [passing, failing] = [...container.querySelectorAll<HTMLElement>('.pd-banner')];
    const colours = (el: HTMLElement) =>
      [getComputedStyle(el).backgroundColor, getComputedStyle(el).color] as const;
    expect(colours(passing as HTMLElement)).toEqual(['rgb(224, 242, 254)', 'rgb(12, 74, 110)']);
    expect(failing?.dataset.contrastAdjusted).toBe('true');
    const [background, text] = colours(failing as HTMLElement);
    expect(background).toBe('rgb(253, 224, 71)');
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('is silent when the announcements call fails', async () => {
    const { instance, calls } = scriptedInstance({
      'GET /g/announcements': () => json({ success: false, message: 'Server exploded' }, 500),
    });
    const { container } = render(
      <>
        <ToastRegion />
        <Banners user={user({ emailIsVerified: false })} />
      </>,
      instance,
    );
    await expect.poll(() => calls.some((c) => c.path === '/g/announcements')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelectorAll('.pd-banner')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('Server exploded');
    expect(document.body.textContent).not.toContain('Ooops!');
  });

  it('passes axe in dark mode at 390 px', async () => {
    const { instance } = scriptedInstance({
      'GET /g/announcements': () =>
        json({
          success: true,
          data: [{ html: '<p>Hello <a href="/orders/new">there</a></p>', styles: null }],
        }),
    });
    const { container } = render(
      <div className="pd-root" data-theme="dark" style={{ width: '390px' }}>
        <Banners user={user({ emailIsVerified: false, isScheduledDowngrade: true })} />
      </div>,
      instance,
    );
    await expect.poll(() => container.querySelectorAll('.pd-banner').length).toBe(3);
    const list = container.querySelector('.pd-banners') as HTMLElement;
    expect(list.scrollWidth).toBeLessThanOrEqual(390);
    expect(await seriousViolations(container)).toEqual([]);
  });

  // Last session's first-run walk: the announcements stayed light in the portal's dark mode. Each
  // banner below the theme of one mode (its variables, as the portal's root carries them).
  it("follows the theme's mode: an announcement keeps its pair in light, and in dark is a tint of it", async () => {
    const { instance } = scriptedInstance({
      'GET /g/announcements': () =>
        json({
          success: true,
          data: [
            {
              html: '<p>Planned maintenance</p>',
              styles: { backgroundColor: '#e0f2fe', textColor: '#0c4a6e' },
            },
          ],
        }),
    });
    const themed = (mode: 'light' | 'dark') => (
      <div data-mode={mode} style={themeToCssVariables({ mode }) as CSSProperties}>
        <Banners user={user({})} />
      </div>
    );
    const { container } = render(
      <>
        {themed('light')}
        {themed('dark')}
      </>,
      instance,
    );
    await expect.poll(() => container.querySelectorAll('.pd-announcement').length).toBe(2);
    const banner = (mode: string) =>
      container.querySelector<HTMLElement>(`[data-mode="${mode}"] .pd-banner`)!;
    const colours = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      return {
        background: rgbOf(style.backgroundColor),
        text: rgbOf(style.color),
        stripe: rgbOf(style.borderInlineStartColor),
      };
    };
    // Light: the announcement's own colours, as the spec gives them.
    expect(colours(banner('light'))).toMatchObject({
      background: 'rgb(224, 242, 254)',
      text: 'rgb(12, 74, 110)',
    });
    // Dark: a dark tint of the light blue on the mode's surface, the mode's text, the blue as the stripe.
    const dark = colours(banner('dark'));
    const surface = themeToCssVariables({ mode: 'dark' })['--pd-color-surface']!;
    expect(dark.background).not.toBe('rgb(224, 242, 254)');
    expect(contrastRatio(dark.background, surface)).toBeLessThan(1.6);
    expect(contrastRatio(dark.background, '#000000')).toBeLessThan(3);
    expect(dark.text).toBe(rgbOf(themeToCssVariables({ mode: 'dark' })['--pd-color-text']!));
    expect(contrastRatio(dark.background, dark.text)).toBeGreaterThanOrEqual(4.5);
    expect(dark.stripe).toBe('rgb(224, 242, 254)');
    expect(await seriousViolations(container)).toEqual([]);
  });
});

/** A computed colour (Chromium writes a color-mix() result as `color(srgb …)`) as 'rgb(r, g, b)'. */
function rgbOf(css: string): string {
  const context = document.createElement('canvas').getContext('2d')!;
  context.fillStyle = css;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return `rgb(${r}, ${g}, ${b})`;
}
