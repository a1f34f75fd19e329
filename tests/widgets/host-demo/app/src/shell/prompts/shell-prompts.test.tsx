/// <reference types="vite/client" />
import type { User } from 'proofdesk';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ProfileGate } from '../../../../../../../host-demo/app/src/shell/profile-gate';
import { ShellPrompts } from '../../../../../../../host-demo/app/src/shell/prompts/shell-prompts';
import portalCss from '../../../../../../../host-demo/app/src/styles.css?inline';
import { defaultProfile } from '../../../../../../../host-demo/server/users/profile-defaults';
import { seriousViolations } from '../../../../../support/a11y';
import { onCleanup, render } from '../../../../../support/render';
import { nextFrames } from '../../../../../support/settled';

// Dashboard §2 "App shell" and §9: the prompts after 750 ms, the subscription-leave modal after
// 500 ms and once (the `subscription-leave-modal` local flag), the welcome modal and its exempt routes.

function makeUser(patch: Partial<User> = {}, membership: Partial<User['membership']> = {}): User {
  const base = defaultProfile();
  return {
    id: `user-${Math.random().toString(36).slice(2)}`,
    firstname: 'Selma',
    lastname: 'Summit',
    emailAddress: 'summit@demo.test',
    avatar: null,
    jobTitle: 'Brand Manager',
    role: 'owner',
    timeZone: { value: 'UTC', label: 'UTC' },
    viewOnly: false,
    isClientWhitelabel: false,
    isClientProfileComplete: true,
    haveFreeTrial: false,
    whitelabelInfo: null,
    ...base,
    ...patch,
    membership: { ...base.membership, ...membership },
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.hash}</output>;
}

function renderShell(user: User, path = '/') {
  const style = document.createElement('style');
  style.textContent = portalCss;
  document.head.append(style);
  onCleanup(() => style.remove());
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <div className="pd-root app-root">
              <Where />
              <ProfileGate user={user} />
              <ShellPrompts user={user} />
            </div>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onCleanup(() => vi.useRealTimers());
}

async function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  await nextFrames();
}

const dialog = (name: string) => screen.queryByShadowRole('alertdialog', { name });

describe('shell prompts', () => {
  it('shows the unverified e-mail prompt 750 ms after load, not before', async () => {
    sessionStorage.clear();
    fakeClock();
    renderShell(makeUser({ emailIsVerified: false }));
    await advance(749);
    expect(dialog('Verify your e-mail address')).toBeNull();
    await advance(1);
    const prompt = dialog('Verify your e-mail address');
    expect(prompt).not.toBeNull();
    expect(prompt?.textContent).toContain('We sent a verification e-mail to summit@demo.test');
    vi.useRealTimers();
    expect(await seriousViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByShadowRole('button', { name: 'OK' }));
    await expect.poll(() => dialog('Verify your e-mail address')).toBeNull();
  });

  it('shows a scheduled upgrade with its date, and its action leads to the plan', async () => {
    sessionStorage.clear();
    fakeClock();
    renderShell(makeUser({ isScheduledUpgrade: true, endSubscriptionCycleOn: '2030-07-01T12:00:00.000Z' }));
    await advance(750);
    const prompt = dialog('Upgrade scheduled');
    expect(prompt?.textContent).toContain(
      'You are scheduled for an upgrade on your next subscription cycle (01 Jul 2030).',
    );
    vi.useRealTimers();
    await userEvent.click(screen.getByShadowRole('button', { name: 'Manage plan' }));
    await expect.poll(() => screen.getByTestId('where').textContent).toBe('/membership/package');
  });

  it('shows the payment-required popup linking to payment methods, then the next prompt after its delay', async () => {
    sessionStorage.clear();
    fakeClock();
    renderShell(makeUser({ isPaymentComplete: false, emailIsVerified: false }));
    await advance(750);
    const popup = dialog('Complete your payment information');
    expect(popup?.textContent).toContain("You're almost done. Please complete your payment information.");
    expect(dialog('Verify your e-mail address')).toBeNull();
    // Closed on the fake clock, so the next prompt's 750 ms are counted on it too.
    screen.getByShadowRole('button', { name: 'Not now' }).click();
    await nextFrames();
    await advance(749);
    expect(dialog('Verify your e-mail address')).toBeNull();
    await advance(1);
    expect(dialog('Verify your e-mail address')).not.toBeNull();
  });

  it('skips the payment popup on the payment methods screen itself', async () => {
    sessionStorage.clear();
    fakeClock();
    renderShell(makeUser({ isPaymentComplete: false }), '/billing/payments');
    await advance(2000);
    expect(dialog('Complete your payment information')).toBeNull();
  });

  it('shows the late-payment and free-trial popups', async () => {
    sessionStorage.clear();
    fakeClock();
    renderShell(
      makeUser(
        {},
        {
          latePaymentPopup: true,
          freeTrial: { ...defaultProfile().membership.freeTrial, popup: true, freeTrialDays: 9 },
        },
      ),
    );
    await advance(750);
    expect(dialog('Your payment is overdue')).not.toBeNull();
    vi.useRealTimers();
    await userEvent.click(screen.getByShadowRole('button', { name: 'Not now' }));
    await expect
      .poll(() => dialog('You are on a free trial')?.textContent ?? '')
      .toContain('Your free trial ends in 9 days.');
  });

  it('shows the subscription-leave modal after 500 ms, once (the local flag)', async () => {
    sessionStorage.clear();
    localStorage.removeItem('subscription-leave-modal');
    const user = makeUser(
      {},
      { onSubscriptionLeave: true, onSubscriptionLeaveReactivationDateFormat: '01 Jul 2030' },
    );
    fakeClock();
    const first = renderShell(user);
    await advance(499);
    expect(dialog('Your subscription is on leave')).toBeNull();
    await advance(1);
    expect(dialog('Your subscription is on leave')?.textContent).toContain('reactivates on 01 Jul 2030');
    expect(JSON.parse(localStorage.getItem('subscription-leave-modal') ?? '[]')).toContain(user.id);
    first.root.unmount();
    // A fresh tab (no session memory) and a later load: the flag keeps it from showing again.
    sessionStorage.clear();
    renderShell(user);
    await advance(5000);
    expect(dialog('Your subscription is on leave')).toBeNull();
  });

  it('holds the welcome modal (forced) while the profile is incomplete, and no prompt over it', async () => {
    sessionStorage.clear();
    fakeClock();
    renderShell(makeUser({ isProfileComplete: false, emailIsVerified: false }));
    const welcome = screen.getByShadowRole('dialog', { name: 'Welcome to Dashboard!' });
    expect(welcome.textContent).toContain('Please complete your profile before using the dashboard.');
    expect(screen.queryByShadowRole('button', { name: 'Close' })).toBeNull();
    await advance(2000);
    expect(dialog('Verify your e-mail address')).toBeNull();
    vi.useRealTimers();
    await page.viewport(390, 844);
    onCleanup(() => page.viewport(1440, 900));
    document.documentElement.dataset.theme = 'dark';
    onCleanup(() => delete document.documentElement.dataset.theme);
    expect(await seriousViolations(document.body)).toEqual([]);
    const link = screen.getByShadowRole('link', { name: 'Manage Profile' });
    const box = welcome.getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(390);
    await userEvent.click(link);
    await expect.poll(() => screen.getByTestId('where').textContent).toBe('/profile');
    await expect.poll(() => screen.queryByShadowRole('dialog', { name: 'Welcome to Dashboard!' })).toBeNull();
  });

  it('is not shown on the exempt routes', async () => {
    for (const path of ['/profile', '/signin', '/admin/signin', '/forgot-password', '/reset-password']) {
      const rendered = renderShell(makeUser({ isProfileComplete: false }), path);
      await nextFrames();
      expect(screen.queryByShadowRole('dialog', { name: 'Welcome to Dashboard!' }), path).toBeNull();
      rendered.root.unmount();
    }
  });

  it('sends an owner with an incomplete client profile to the client profile section', async () => {
    renderShell(makeUser({ isClientProfileComplete: false }), '/order-list');
    await expect.poll(() => screen.getByTestId('where').textContent).toBe('/profile#client-profile');
  });
});
