/// <reference types="vite/client" />
import { ToastRegion } from 'proofdesk/react';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { errorReport } from '../../../../../../../host-demo/app/src/shell/errors/error-report';
import { ScreenSlot } from '../../../../../../../host-demo/app/src/shell/errors/screen-error-boundary';
import portalCss from '../../../../../../../host-demo/app/src/styles.css?inline';
import { seriousViolations } from '../../../../../support/a11y';
import { onCleanup, render } from '../../../../../support/render';
import { nextFrames } from '../../../../../support/settled';

// Issue 27 "Error and support pages" and "Slow and stale": a screen that throws shows the 500 page,
// a screen whose chunk is gone after a deployment the new-version notice, a slow one the loader.

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'map')");
}

const Gone = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
);
const Never = lazy(() => new Promise<never>(() => {}));

function renderApp(path: string) {
  const style = document.createElement('style');
  style.textContent = portalCss;
  document.head.append(style);
  onCleanup(() => style.remove());
  // React logs the caught errors; they are what this test provokes.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  onCleanup(() => vi.restoreAllMocks());
  return render(
    <MemoryRouter initialEntries={[path]}>
      <div className="pd-root app-root">
        <ToastRegion />
        <nav>
          <Link to="/fine">Fine screen</Link>
        </nav>
        <ScreenSlot>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/gone" element={<Gone />} />
            <Route path="/slow" element={<Never />} />
            <Route path="/fine" element={<p>All good</p>} />
          </Routes>
        </ScreenSlot>
      </div>
    </MemoryRouter>,
  );
}

describe('the screen error boundary', () => {
  it('shows the 500 page for a screen that throws, and leaving the screen clears it', async () => {
    renderApp('/broken');
    const title = await screen.findByShadowRole('heading', {
      name: 'Whoops, something went wrong on our end.',
    });
    expect(title).toBeTruthy();
    expect(screen.getByShadowRole('button', { name: 'Report Error' })).toBeTruthy();
    expect(screen.getByShadowRole('link', { name: 'Clear Cache/History' }).getAttribute('href')).toBe(
      '/clear-history',
    );
    expect(await seriousViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByShadowRole('link', { name: 'Fine screen' }));
    await expect.poll(() => screen.queryByShadowText('All good')).not.toBeNull();
    expect(screen.queryByShadowText('Whoops, something went wrong on our end.')).toBeNull();
  });

  it('says so when the report cannot be sent (the generic error)', async () => {
    renderApp('/broken');
    await userEvent.click(await screen.findByShadowRole('button', { name: 'Report Error' }));
    await expect.poll(() => screen.queryByShadowText('Ooops!')).not.toBeNull();
  });

  it('offers Refresh when the screen’s code is gone after a deployment', async () => {
    renderApp('/gone');
    const notice = await screen.findByShadowText('We have deployed this site with a new version.');
    expect(notice).toBeTruthy();
    expect(screen.getByShadowRole('button', { name: 'Refresh' })).toBeTruthy();
    await page.viewport(390, 844);
    onCleanup(() => page.viewport(1440, 900));
    document.documentElement.dataset.theme = 'dark';
    onCleanup(() => delete document.documentElement.dataset.theme);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('shows the loader after 300 ms and the slow notice with Retry after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onCleanup(() => vi.useRealTimers());
    renderApp('/slow');
    await nextFrames();
    vi.advanceTimersByTime(299);
    await nextFrames();
    expect(document.querySelector('.app-center')).toBeNull();
    vi.advanceTimersByTime(1);
    await nextFrames();
    expect(document.querySelector('.app-center')).not.toBeNull();
    expect(screen.queryByShadowText('Taking a long time to load component...')).toBeNull();
    vi.advanceTimersByTime(10_000 - 300);
    await nextFrames();
    expect(screen.queryByShadowText('Taking a long time to load component...')).not.toBeNull();
    expect(screen.getByShadowRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('errorReport', () => {
  it('sends what broke and the path without its query or hash', () => {
    const error = new TypeError('boom');
    const report = errorReport(error, '/orders/detail/42');
    expect(report).toMatchObject({ name: 'TypeError', message: 'boom', path: '/orders/detail/42' });
    expect(report.stack).toContain('boom');
    expect(Object.keys(report).sort()).toEqual(['message', 'name', 'path', 'stack']);
    expect(errorReport('plain text', 'x').path).toBe('/x');
  });
});
