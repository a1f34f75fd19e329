import { createMemoryStorage } from 'proofdesk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crossTabAction } from '../../../../../sdk/core/session';
import { runAt } from '../../../../../sdk/core/session/timers';
import { FAKE_CLOCK } from '../../../support/helpers';

describe('crossTabAction', () => {
  const storage = createMemoryStorage();
  const context = (currentToken: string | null) => ({ tokenKey: 'pd:token', storage, currentToken });

  it('token removed in another tab → sign out here', () => {
    expect(crossTabAction({ key: 'pd:token', newValue: null, storageArea: storage }, context('t1'))).toBe(
      'sign-out',
    );
  });

  it('a different token from another tab → adopt it', () => {
    expect(crossTabAction({ key: 'pd:token', newValue: 't2' }, context('t1'))).toBe('adopt');
    expect(crossTabAction({ key: 'pd:token', newValue: 't2' }, context(null))).toBe('adopt');
  });

  it('ignores other keys, other storage areas, our own token and removals while signed out', () => {
    expect(crossTabAction({ key: 'pd:cart', newValue: null }, context('t1'))).toBeNull();
    expect(crossTabAction({ key: 'other:token', newValue: null }, context('t1'))).toBeNull();
    expect(
      crossTabAction({ key: 'pd:token', newValue: null, storageArea: createMemoryStorage() }, context('t1')),
    ).toBeNull();
    expect(crossTabAction({ key: 'pd:token', newValue: 't1' }, context('t1'))).toBeNull();
    expect(crossTabAction({ key: 'pd:token', newValue: null }, context(null))).toBeNull();
  });

  it('storage.clear() in another tab (key null) signs out when our token is gone', () => {
    expect(crossTabAction({ key: null, newValue: null }, context('t1'))).toBe('sign-out');
    storage.setItem('pd:token', 't1');
    expect(crossTabAction({ key: null, newValue: null }, context('t1'))).toBeNull();
  });
});

describe('runAt', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at the wall-clock time, even beyond setTimeout’s 2^31-1 ms limit', () => {
    vi.useFakeTimers(FAKE_CLOCK);
    const fired = vi.fn();
    const thirtyDays = 30 * 24 * 3600 * 1000;
    runAt(Date.now() + thirtyDays, fired);
    vi.advanceTimersByTime(thirtyDays - 1000);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('runs at once for a past time and can be cancelled', () => {
    vi.useFakeTimers(FAKE_CLOCK);
    const past = vi.fn();
    runAt(Date.now() - 1, past);
    expect(past).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    const cancel = runAt(Date.now() + 1000, cancelled);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
