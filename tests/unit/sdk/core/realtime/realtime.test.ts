import { atom } from 'nanostores';
import type { NavigateIntent, ProofdeskInstance } from 'proofdesk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeUrl } from '../../../../../sdk/core/http';
import { createRealtime } from '../../../../../sdk/core/realtime';
import {
  afterEarlierRequests,
  createInstance,
  DEMO_PASSWORD,
  FAKE_CLOCK,
  startServer,
  type TestServer,
  WebSocketCtor,
  waitFor,
  waitForIo,
} from '../../../support/helpers';

let server: TestServer;
const cleanups: Array<() => void> = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

/** The `ws` WebSocket, counting the sockets the code under test constructs (as it connects). */
function countingWebSocket() {
  const opened: WebSocket[] = [];
  const Counting = new Proxy(WebSocketCtor, {
    construct(target, args: ConstructorParameters<typeof WebSocket>) {
      const socket = Reflect.construct(target, args) as WebSocket;
      opened.push(socket);
      return socket;
    },
  });
  return { WebSocket: Counting, opened };
}

/** Past the close delay (100 ms) and the longest reconnect back-off (30 s), on the fake clock. */
const LONG_AFTER_MS = 60_000;

const hubSize = () => server.app.proofdesk.hub.size;
const connections = () => server.log.filter((line) => line === 'GET /api/realtime').length;

async function signedIn(username = 'owner@demo.test', options: Parameters<typeof createInstance>[1] = {}) {
  const instance: ProofdeskInstance = createInstance(server.baseUrl, {
    ...options,
  });
  cleanups.push(() => instance.destroy());
  const result = await instance.session.signIn({ username, password: DEMO_PASSWORD });
  if (!result.ok) throw new Error(result.error.message);
  return instance;
}

describe('realtime', () => {
  it('opens one socket for many subscribers and delivers events to each, isolated', async () => {
    const instance = await signedIn();
    const before = connections();
    const seen: string[] = [];
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offs = [
      instance.realtime.subscribe('reload-order', () => {
        throw new Error('widget bug');
      }),
      instance.realtime.subscribe('reload-order', (payload) => seen.push(`a:${JSON.stringify(payload)}`)),
      instance.realtime.subscribe('fetch-messages', () => seen.push('b')),
    ];
    await waitFor(() => instance.realtime.$status.get() === 'open');
    expect(connections() - before).toBe(1);
    expect(hubSize()).toBe(1);
    server.app.proofdesk.hub.publish(['user-owner'], 'reload-order', { orderId: '42' });
    server.app.proofdesk.hub.publish(['user-owner'], 'fetch-messages');
    await waitFor(() => seen.length === 2);
    expect(seen).toEqual(['a:{"orderId":"42"}', 'b']);
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
    for (const off of offs) off();
    await waitFor(() => hubSize() === 0);
    expect(instance.realtime.$status.get()).toBe('idle');
  });

  it('survives a StrictMode-style unsubscribe/resubscribe without a second socket', async () => {
    const sockets = countingWebSocket();
    const instance = await signedIn('owner@demo.test', { WebSocket: sockets.WebSocket });
    const before = connections();
    // A fake clock: the close the first unsubscribe scheduled comes due below, not waited for.
    vi.useFakeTimers(FAKE_CLOCK);
    const first = instance.realtime.subscribe('reload-sidebar', () => {});
    first();
    const second = instance.realtime.subscribe('reload-sidebar', () => {});
    await waitForIo(() => instance.realtime.$status.get() === 'open');
    vi.advanceTimersByTime(LONG_AFTER_MS);
    expect(instance.realtime.$status.get()).toBe('open');
    expect(sockets.opened).toHaveLength(1);
    await afterEarlierRequests(server);
    expect(connections() - before).toBe(1);
    second();
  });

  it('reconnects with backoff after the server closes the socket', async () => {
    const instance = await signedIn();
    const statuses: string[] = [];
    instance.realtime.$status.listen((status) => statuses.push(status));
    cleanups.push(instance.realtime.subscribe('reload-profile', () => {}));
    await waitFor(() => instance.realtime.$status.get() === 'open');
    const before = connections();
    server.app.proofdesk.hub.closeAll();
    await waitFor(() => connections() === before + 1 && instance.realtime.$status.get() === 'open');
    expect(statuses).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);
    expect(hubSize()).toBe(1);
  });

  it('stays closed after 4401 until the token changes', async () => {
    const token = atom<string | null>('not-a-valid-token');
    const sockets = countingWebSocket();
    // A fake clock: any retry the refusal scheduled comes due below, not waited for.
    vi.useFakeTimers(FAKE_CLOCK);
    const realtime = createRealtime({
      url: realtimeUrl(server.baseUrl),
      token,
      WebSocket: sockets.WebSocket,
      backoff: { baseMs: 10 },
    });
    cleanups.push(() => realtime.destroy());
    const before = connections();
    cleanups.push(realtime.subscribe('reload-order', () => {}));
    await waitForIo(() => connections() === before + 1 && realtime.$status.get() === 'closed');
    vi.advanceTimersByTime(LONG_AFTER_MS);
    expect(sockets.opened).toHaveLength(1);
    expect(realtime.$status.get()).toBe('closed');
    vi.useRealTimers();
    expect(connections()).toBe(before + 1);

    const instance = await signedIn('staff@demo.test');
    token.set(instance.session.getToken());
    await waitFor(() => realtime.$status.get() === 'open');
    expect(connections()).toBe(before + 2);
  });

  it('pauses while signed out and reconnects with the new token after sign-in', async () => {
    const sockets = countingWebSocket();
    const instance = await signedIn('owner@demo.test', { WebSocket: sockets.WebSocket });
    // A fake clock: any reconnect scheduled while signed out comes due below, not waited for.
    vi.useFakeTimers(FAKE_CLOCK);
    cleanups.push(instance.realtime.subscribe('reload-order-list', () => {}));
    await waitForIo(() => instance.realtime.$status.get() === 'open');
    await instance.session.signOut();
    await waitForIo(() => instance.realtime.$status.get() === 'idle' && hubSize() === 0);
    const before = connections();
    vi.advanceTimersByTime(LONG_AFTER_MS);
    expect(sockets.opened).toHaveLength(1);
    expect(instance.realtime.$status.get()).toBe('idle');
    await instance.session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
    await waitForIo(() => instance.realtime.$status.get() === 'open');
    expect(sockets.opened).toHaveLength(2);
    expect(connections()).toBe(before + 1);
  });

  it('force-logout ends the session and announces the logout route', async () => {
    const intents: NavigateIntent[] = [];
    const instance = await signedIn('owner@demo.test', { navigate: (intent) => intents.push(intent) });
    cleanups.push(instance.realtime.subscribe('show-notification', () => {}));
    await waitFor(() => instance.realtime.$status.get() === 'open');
    // Another tab of the same session signs out on the server.
    await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${instance.session.getToken()}` },
    });
    await waitFor(() => instance.session.getToken() === null && intents.length > 0);
    expect(intents).toEqual([{ type: 'signed-out', path: '/signout' }]);
    expect(instance.options.storage.length).toBe(0);
  });
});
