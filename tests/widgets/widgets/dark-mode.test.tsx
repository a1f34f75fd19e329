import { contrastRatio } from 'proofdesk';
import { Cart } from 'proofdesk/cart';
import { NotificationBell } from 'proofdesk/notification-bell';
import { within } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { NEUTRALS } from '../../../sdk/core/theme';
import { contrastReport, settleAnimations } from '../support/a11y';
import { createTestInstance, onCleanup, render } from '../support/render';

// Issue 8: a widget follows the colour scheme its host asks for (`mode`, `theme-mode`, or 'system'
// for the reader's prefers-color-scheme), and its header trigger stays visible on whatever the host
// page paints behind it: the dark example's bell was near-white on a white page (1.1:1).

async function emulateScheme(value: 'dark' | 'light' | '') {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value }],
  });
}

afterEach(async () => {
  await emulateScheme('');
});

function inHeader(background: string, widget: React.ReactNode) {
  return (
    <header className="test-header" style={{ display: 'flex', padding: 12, background }}>
      {widget}
    </header>
  );
}

function trigger(container: HTMLElement, name: RegExp) {
  const host = container.querySelector<HTMLElement>('[data-pd-host]') as HTMLElement;
  return within(host).findByShadowRole('button', { name });
}

/**
 * The trigger icon's colour against what is behind it: the host's header, or the trigger's own
 * background while the pointer happens to rest on it (hovered, it paints one).
 */
function ratioOn(button: Element, header: string): number {
  const { color, backgroundColor } = getComputedStyle(button);
  const own = painted(backgroundColor);
  return contrastRatio(painted(color) ?? color, own ?? header) ?? 0;
}

/** Any CSS colour (color(srgb …) from color-mix included) as rgb() via a canvas; null if transparent. */
function painted(css: string): string | null {
  const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = css;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return a === 0 ? null : `rgb(${r}, ${g}, ${b})`;
}

describe('the header trigger on the host page', () => {
  it('a dark-mode bell on a white page is drawn dark, not near-white (was 1.1:1)', async () => {
    const instance = createTestInstance({ mode: 'dark' });
    const { container } = render(inHeader('#ffffff', <NotificationBell />), instance);
    const button = await trigger(container, /^Notifications/);
    // Polled: the button's colour transition (120 ms) runs from the theme's text colour.
    await expect.poll(() => ratioOn(button, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Hovered, it paints its own tint and the brand colour chosen to read on it.
    await userEvent.hover(button);
    await expect.poll(() => painted(getComputedStyle(button).backgroundColor)).not.toBeNull();
    await expect.poll(() => ratioOn(button, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The popover keeps the dark theme: only the trigger adapts to the page.
    const host = container.querySelector('[data-pd-host]') as HTMLElement;
    expect(host.style.getPropertyValue('--pd-color-bg')).toBe(NEUTRALS.dark.bg);
  });

  it('a light-mode cart on a dark or brand-coloured header is drawn light', async () => {
    for (const header of ['#0f172a', '#0f766e', 'rgb(79, 70, 229)']) {
      const { container } = render(inHeader(header, <Cart />), createTestInstance());
      const button = await trigger(container, /^Cart/);
      await expect.poll(() => ratioOn(button, header), { message: header }).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the host’s own --pd-trigger-color still wins', async () => {
    const instance = createTestInstance({ tokens: { '--pd-trigger-color': '#fbbf24' } });
    const { container } = render(inHeader('#0f172a', <NotificationBell />), instance);
    const button = await trigger(container, /^Notifications/);
    await expect.poll(() => getComputedStyle(button).color).toBe('rgb(251, 191, 36)');
  });

  it('follows the page when the host switches its own dark mode (a class on <body>)', async () => {
    const style = document.createElement('style');
    style.textContent = 'body.host-dark .test-header { background: #111111 !important; }';
    document.head.append(style);
    onCleanup(() => {
      style.remove();
      document.body.classList.remove('host-dark');
    });
    const { container } = render(inHeader('#ffffff', <NotificationBell />), createTestInstance());
    const button = await trigger(container, /^Notifications/);
    await expect.poll(() => ratioOn(button, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    document.body.classList.add('host-dark');
    await expect.poll(() => ratioOn(button, '#111111')).toBeGreaterThanOrEqual(4.5);
  });
});

describe("mode 'system' follows prefers-color-scheme", () => {
  it('switches the neutrals live when the reader’s scheme changes, and stays legible', async () => {
    await emulateScheme('light');
    const instance = createTestInstance({ mode: 'system' });
    const { container } = render(<NotificationBell />, instance);
    const host = container.querySelector<HTMLElement>('[data-pd-host]') as HTMLElement;
    await trigger(container, /^Notifications/);
    expect(host.style.getPropertyValue('--pd-color-bg')).toBe(NEUTRALS.light.bg);

    await emulateScheme('dark');
    await expect.poll(() => host.style.getPropertyValue('--pd-color-bg')).toBe(NEUTRALS.dark.bg);
    expect(host.style.getPropertyValue('--pd-color-scheme')).toBe('dark');
    const button = await trigger(container, /^Notifications/);
    await button.click();
    const panel = await within(host).findByShadowRole('dialog', { name: 'Notifications' });
    // The panel's content is a chunk of its own, which the first open of a page fetches.
    await expect.poll(() => panel.querySelector('.pd-bell-panel')).not.toBeNull();
    await settleAnimations(panel);
    expect(getComputedStyle(panel).backgroundColor).not.toBe('rgb(255, 255, 255)');
    const report = await contrastReport(host);
    expect(report.violations).toEqual([]);
    expect(report.checked).toBeGreaterThan(0);

    await emulateScheme('light');
    await expect.poll(() => host.style.getPropertyValue('--pd-color-bg')).toBe(NEUTRALS.light.bg);
  });

  it("a fixed mode ignores the reader's scheme", async () => {
    await emulateScheme('dark');
    const { container } = render(<NotificationBell />, createTestInstance({ mode: 'light' }));
    const host = container.querySelector<HTMLElement>('[data-pd-host]') as HTMLElement;
    await trigger(container, /^Notifications/);
    expect(host.style.getPropertyValue('--pd-color-bg')).toBe(NEUTRALS.light.bg);
  });
});
