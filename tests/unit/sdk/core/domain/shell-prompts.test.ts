import { describe, expect, it } from 'vitest';
import { defaultProfile } from '../../../../../host-demo/server/users/profile-defaults';
import {
  isProfileGateExempt,
  profileGate,
  SHELL_PROMPT_DELAY_MS,
  type ShellPromptUser,
  SUBSCRIPTION_LEAVE_DELAY_MS,
  shellPrompts,
} from '../../../../../sdk/core/domain/shell-prompts';

const user = (patch: Partial<ShellPromptUser> = {}): ShellPromptUser => ({
  ...defaultProfile(),
  role: 'owner',
  isClientProfileComplete: true,
  ...patch,
});
const withMembership = (patch: Partial<ShellPromptUser['membership']>, role = 'owner') => {
  const base = user({ role });
  return { ...base, membership: { ...base.membership, ...patch } };
};
const codes = (u: ShellPromptUser, leaveSeen = false) => shellPrompts(u, leaveSeen).map((p) => p.code);

describe('profileGate (dashboard §2 "App shell")', () => {
  it('is the welcome modal while the profile is incomplete, except on the exempt routes', () => {
    const incomplete = user({ isProfileComplete: false });
    expect(profileGate(incomplete, '/')).toBe('welcome');
    expect(profileGate(incomplete, '/orders/new')).toBe('welcome');
    for (const path of ['/profile', '/signin', '/admin/signin', '/forgot-password', '/reset-password/abc'])
      expect(profileGate(incomplete, path)).toBeNull();
    // A prefix of another word is not the route.
    expect(isProfileGateExempt('/profiles-archive')).toBe(false);
  });

  it('sends an owner with a complete profile and an incomplete client profile to the client section', () => {
    expect(profileGate(user({ isClientProfileComplete: false }), '/')).toBe('client-profile');
    expect(profileGate(user({ role: 'staff', isClientProfileComplete: false }), '/')).toBeNull();
    expect(profileGate(user(), '/')).toBeNull();
  });
});

describe('shellPrompts', () => {
  it('has nothing for a user in good standing', () => {
    expect(shellPrompts(user(), false)).toEqual([]);
  });

  it('lists each state after 750 ms, in showing order, the leave modal after 500 ms', () => {
    const everything: ShellPromptUser = {
      ...user({
        isPaymentComplete: false,
        isScheduledDowngrade: true,
        isRequestDeletion: true,
        endSubscriptionCycleOn: '2030-07-01T00:00:00.000Z',
        emailIsVerified: false,
      }),
      membership: {
        onSubscriptionLeave: true,
        latePaymentPopup: true,
        freeTrial: { popup: true },
      },
    };
    expect(shellPrompts(everything, false)).toEqual([
      { code: 'payment-required', delayMs: SHELL_PROMPT_DELAY_MS },
      { code: 'late-payment', delayMs: 750 },
      { code: 'scheduled-downgrade', delayMs: 750 },
      { code: 'deletion-requested', delayMs: 750 },
      { code: 'email-unverified', delayMs: 750 },
      { code: 'free-trial', delayMs: 750 },
      { code: 'subscription-leave', delayMs: SUBSCRIPTION_LEAVE_DELAY_MS },
    ]);
    expect(SUBSCRIPTION_LEAVE_DELAY_MS).toBe(500);
  });

  it('shows the upgrade prompt for a scheduled upgrade', () => {
    expect(codes(user({ isScheduledUpgrade: true }))).toEqual(['scheduled-upgrade']);
  });

  it('needs a cycle end date for the deletion prompt', () => {
    expect(codes(user({ isRequestDeletion: true, endSubscriptionCycleOn: null }))).toEqual([]);
    expect(codes(user({ isRequestDeletion: true, endSubscriptionCycleOn: '2030-01-01' }))).toEqual([
      'deletion-requested',
    ]);
  });

  it('shows the subscription-leave modal once: not when the local flag says it was seen', () => {
    const onLeave = withMembership({ onSubscriptionLeave: true });
    expect(codes(onLeave, false)).toEqual(['subscription-leave']);
    expect(codes(onLeave, true)).toEqual([]);
  });

  it('keeps account matters to the owner; the e-mail prompt is everyone’s', () => {
    const staff = user({ role: 'staff', isPaymentComplete: false, isScheduledDowngrade: true });
    expect(codes(staff)).toEqual([]);
    expect(codes(user({ role: 'operator', emailIsVerified: false }))).toEqual(['email-unverified']);
    expect(codes(withMembership({ latePaymentPopup: true }, 'staff'))).toEqual([]);
    expect(codes(withMembership({ freeTrial: { popup: true } }, 'staff'))).toEqual(['free-trial']);
  });

  it('waits for the welcome modal: nothing while the profile is incomplete', () => {
    expect(codes(user({ isProfileComplete: false, emailIsVerified: false }))).toEqual([]);
  });
});
