import {
  type ClientType,
  createMemoryStorage,
  type ProofdeskInstance,
  type VisibilitySource,
} from 'proofdesk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createInstance,
  DEMO_PASSWORD,
  FAKE_CLOCK,
  startServer,
  type TestServer,
  waitForIo,
} from '../../../support/helpers';

let server: TestServer;
const instances: ProofdeskInstance[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy();
  vi.useRealTimers();
});

function make(options: Parameters<typeof createInstance>[1] = {}) {
  const instance = createInstance(server.baseUrl, options);
  instances.push(instance);
  return instance.session;
}
/** Lets in-flight requests land (real time, unaffected by the fake clock). */
const settle = () => waitForIo(() => false, 150).catch(() => {});
const count = (line: string) => server.log.filter((entry) => entry === line).length;

/** A storage holding a live session, signed in with real timers (as if from an earlier page load). */
async function signedInStorage(username: string, clientType: ClientType = 'customer'): Promise<Storage> {
  const storage = createMemoryStorage();
  const session = make({ storage, clientType });
  const result = await session.signIn({ username, password: DEMO_PASSWORD });
  if (!result.ok) throw new Error(result.error.message);
  return storage;
}

function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: string };
  target.visibilityState = 'hidden';
  const show = () => {
    target.visibilityState = 'visible';
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { document: target as unknown as VisibilitySource, show };
}

describe('expiry', () => {
  it('signs out at accessTokenExpiresAt (spec: "Logout is scheduled automatically at the token expiry")', async () => {
    const storage = await signedInStorage('owner@demo.test');
    vi.useFakeTimers(FAKE_CLOCK);
    storage.setItem('proofdesk:expirationDate', new Date(Date.now() + 60_000).toISOString());
    const session = make({ storage });
    const signedOut = vi.fn();
    instances.at(-1)?.events.on('signed-out', signedOut);
    vi.advanceTimersByTime(59_999);
    expect(session.getToken()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(session.getToken()).toBeNull();
    expect(storage.length).toBe(0);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});

describe('reauth', () => {
  it('shows the server message, signs out after 3000 ms, then reloads to the start page', async () => {
    const storage = await signedInStorage('staff@demo.test');
    const token = storage.getItem('proofdesk:token');
    await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    vi.useFakeTimers(FAKE_CLOCK);
    const reloads: string[] = [];
    const session = make({ storage, onReload: () => reloads.push('reload') });
    const result = await session.loadProfile();
    expect(result.ok).toBe(false);
    expect(session.$notice.get()).toEqual({
      kind: 'reauth',
      title: 'Ooops!',
      message: 'Your session has ended. Please sign in again.',
    });
    vi.advanceTimersByTime(2999);
    expect(session.getToken()).toBe(token);
    expect(reloads).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(session.getToken()).toBeNull();
    expect(storage.length).toBe(0);
    expect(reloads).toEqual(['reload']);
  });
});

describe('refresh for internal roles (spec: every 60 seconds or when the tab becomes visible)', () => {
  it('reloads the profile every 60 s for an operator, and stops on sign-out', async () => {
    const storage = await signedInStorage('operator@demo.test', 'admin');
    vi.useFakeTimers(FAKE_CLOCK);
    const session = make({ storage, clientType: 'admin' });
    const stop = session.$auth.listen(() => {});
    await waitForIo(() => session.$auth.get().role === 'operator');
    const before = count('GET /api/profile');
    vi.advanceTimersByTime(60_000);
    await waitForIo(() => count('GET /api/profile') === before + 1);
    await settle(); // let the answer land: a refresh while one is in flight joins it
    vi.advanceTimersByTime(60_000);
    await waitForIo(() => count('GET /api/profile') === before + 2);
    await session.signOut({ remote: false });
    vi.advanceTimersByTime(180_000);
    await settle();
    expect(count('GET /api/profile')).toBe(before + 2);
    stop();
  });

  it('does not refresh for customer roles', async () => {
    const storage = await signedInStorage('owner@demo.test');
    vi.useFakeTimers(FAKE_CLOCK);
    const { document, show } = fakeDocument();
    const session = make({ storage, document });
    const stop = session.$profile.listen(() => {});
    await waitForIo(() => session.$auth.get().role === 'owner');
    const before = count('GET /api/profile');
    vi.advanceTimersByTime(180_000);
    show();
    await settle();
    expect(count('GET /api/profile')).toBe(before);
    expect(count('GET /api/order/remove_schedule_stopper_workingtime')).toBe(0);
    stop();
  });

  it('on visibility: reloads the profile and lifts the working-time stopper (fire and forget)', async () => {
    const storage = await signedInStorage('manager@demo.test', 'admin');
    const { document, show } = fakeDocument();
    const session = make({ storage, clientType: 'admin', document });
    const stop = session.$auth.listen(() => {});
    await waitForIo(() => session.$auth.get().role === 'manager');
    const before = count('GET /api/profile');
    show();
    await waitForIo(() => count('GET /api/order/remove_schedule_stopper_workingtime') === 1);
    await waitForIo(() => count('GET /api/profile') === before + 1);
    stop();
  });
});
