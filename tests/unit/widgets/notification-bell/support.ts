// Shared set-up of the notification-center tests: the real server (in-memory, demo seed) and real
// instances signed in to it. Notifications are created by the server's own notify(), the function
// every comment and review action calls.
import type { ProofdeskInstance, ProofdeskOptions } from 'proofdesk';
import { afterEach, expect } from 'vitest';
import { notify } from '../../../../host-demo/server/notifications';
import { createInstance, DEMO_PASSWORD, startServer, type TestServer } from '../../support/helpers';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

export async function server(): Promise<TestServer> {
  const started = await startServer();
  cleanups.push(() => started.close());
  return started;
}

/** A signed-in instance. `live: false` leaves it without a WebSocket (Node 20 has none built in). */
export async function signedIn(
  srv: TestServer,
  username = 'owner@demo.test',
  { live = true, ...options }: Partial<ProofdeskOptions> & { live?: boolean } = {},
): Promise<ProofdeskInstance> {
  const instance = createInstance(srv.baseUrl, { ...options, ...(live ? {} : { WebSocket: undefined }) });
  cleanups.push(() => instance.destroy());
  const clientType = username.endsWith('@demo.test') && !/owner|staff|harbor|summit|reseller/.test(username);
  const result = await instance.session.signIn({
    username,
    password: DEMO_PASSWORD,
    ...(clientType && { clientType: 'admin' as const }),
  });
  expect(result.ok).toBe(true);
  return instance;
}

/** Keeps a store watched (mounted) until the test ends. */
export function watch(store: { listen(cb: () => void): () => void }): void {
  cleanups.push(store.listen(() => {}));
}

// One second apart, so "newest first" is well defined (same-millisecond rows order by random id).
let stamp = Date.now();

/** Creates `count` notifications for a user in one group, newest last, as a comment would. */
export async function notifyMany(srv: TestServer, userId: string, count: number, group = 'order-test') {
  const created = [];
  for (let i = 0; i < count; i += 1) {
    stamp += 1000;
    const at = new Date(stamp);
    const [one] = await notify({ ...srv.app.proofdesk, now: () => at }, [userId], {
      group,
      title: `Comment ${i + 1} in ${group}`,
      message: `Message ${i + 1}`,
      username: 'Omar Ortiz',
      data: {
        target: 'order-detail',
        targetId: 'order-1',
        widgetType: 'order-comment-user',
        cardNumber: 1001,
        cardTitle: 'A logo for a coffee shop downtown',
        cardProgress: 'in-review',
      },
    });
    if (one) created.push(one);
  }
  return created;
}

/** The server's own unread count for a token, read with a plain request. */
export async function serverCount(srv: TestServer, instance: ProofdeskInstance): Promise<number> {
  const response = await fetch(`${srv.baseUrl}/message/unread-count`, {
    headers: { authorization: `Bearer ${instance.session.getToken()}` },
  });
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/** A fetch whose mutations (non-GET) can be failed or held back, like a flaky network. */
export function flakyFetch() {
  let mode: 'pass' | 'fail' | 'hold' = 'pass';
  const held: Array<() => void> = [];
  const impl: typeof fetch = (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' || mode === 'pass') return fetch(input, init);
    if (mode === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise<void>((resolve) => held.push(resolve)).then(() =>
      mode === 'fail' ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init),
    );
  };
  return {
    fetch: impl,
    set(next: typeof mode) {
      mode = next;
    },
    /** Lets held requests go (they reach the server only now), or fails them. */
    release(outcome: 'send' | 'fail' = 'send') {
      mode = outcome === 'send' ? 'pass' : 'fail';
      for (const go of held.splice(0)) go();
    },
    get held() {
      return held.length;
    },
  };
}
