import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  BUILD_CHECK_INTERVAL_MS,
  BUILD_CHECK_MIN_GAP_MS,
} from '../../../../../../../host-demo/app/src/shell/watch/build-watch';
import { DeploymentNotice } from '../../../../../../../host-demo/app/src/shell/watch/deployment-notice';
import portalCss from '../../../../../../../host-demo/app/src/styles.css?inline';
import { seriousViolations } from '../../../../../support/a11y';
import { onCleanup, render } from '../../../../../support/render';

// Issue 27 "Slow and stale": the served build id changes under an open tab → 'We have deployed this
// site with a new version.' with Refresh. Checked on a fake clock: the interval, and focus/visibility
// at most once per gap.

const NOTICE = 'We have deployed this site with a new version.';

afterEach(() => {
  vi.useRealTimers();
});

function setup(served: () => string | undefined) {
  const style = document.createElement('style');
  style.textContent = portalCss;
  document.head.append(style);
  onCleanup(() => style.remove());
  const fetchId = vi.fn(async () => served());
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  render(
    <div className="pd-root app-root">
      <DeploymentNotice runningId="build-a" fetchId={fetchId} />
    </div>,
  );
  return fetchId;
}

const settle = async () => {
  // The fake fetch's promise and React's commit.
  await vi.advanceTimersByTimeAsync(0);
  await Promise.resolve();
};

describe('the new-deployment notice', () => {
  it('asks every 5 minutes and shows the notice once the served id differs', async () => {
    let served = 'build-a';
    const fetchId = setup(() => served);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(fetchId).toHaveBeenCalledTimes(1);
    expect(screen.queryByShadowText(NOTICE)).toBeNull();

    served = 'build-b';
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    await settle();
    expect(fetchId).toHaveBeenCalledTimes(2);
    const alert = screen.getByShadowRole('alert');
    expect(alert.textContent).toContain(NOTICE);
    expect(screen.getByShadowRole('button', { name: 'Refresh' })).toBeTruthy();

    // Found once: the tab asks no more.
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(fetchId).toHaveBeenCalledTimes(2);
    // axe schedules its own timers.
    vi.useRealTimers();
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('asks when the tab comes back (focus, visibility), at most once per 30 s', async () => {
    const fetchId = setup(() => 'build-a');
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(fetchId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MIN_GAP_MS - 1);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(fetchId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(fetchId).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the id cannot be read (offline, no build.json)', async () => {
    const fetchId = setup(() => undefined);
    window.dispatchEvent(new Event('focus'));
    await settle();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    await settle();
    expect(fetchId).toHaveBeenCalledTimes(2);
    expect(screen.queryByShadowText(NOTICE)).toBeNull();
  });

  it('Refresh is keyboard operable', async () => {
    setup(() => 'build-b');
    window.dispatchEvent(new Event('focus'));
    await settle();
    vi.useRealTimers();
    const refresh = screen.getByShadowRole('button', { name: 'Refresh' });
    await userEvent.tab();
    expect(refresh.matches(':focus') || refresh.matches(':focus-within')).toBe(true);
  });
});
