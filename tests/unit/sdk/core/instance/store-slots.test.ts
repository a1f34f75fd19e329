import { createMemoryStorage, defineStoreSlot } from 'proofdesk';
import { cartStoreSlot, getCartStore } from 'proofdesk/cart';
import { getNotificationCenter, notificationCenterSlot } from 'proofdesk/notification-bell';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterEarlierRequests,
  createInstance,
  DEMO_PASSWORD,
  startServer,
  type TestServer,
  waitFor,
} from '../../../support/helpers';

// Issue 8, "Per-widget stores attach lazily": a widget's store is created for an instance on first
// use, one per instance, destroyed with the instance, and its code is not in the core.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('store slots', () => {
  it('createProofdesk creates no widget store; the first use creates it, later uses get the same', () => {
    const instance = createInstance(server.baseUrl);
    expect(instance.stores.has(cartStoreSlot)).toBe(false);
    expect(instance.stores.has(notificationCenterSlot)).toBe(false);
    expect('cart' in instance).toBe(false);
    expect('notifications' in instance).toBe(false);
    const cart = getCartStore(instance);
    expect(instance.stores.has(cartStoreSlot)).toBe(true);
    expect(instance.stores.has(notificationCenterSlot)).toBe(false);
    expect(getCartStore(instance)).toBe(cart);
    expect(instance.stores.get(cartStoreSlot)).toBe(cart);
    expect(instance.stores.find('cart')).toBe(cart);
    expect(instance.stores.find('notifications')).toBeUndefined();
    instance.destroy();
  });

  it('one store per instance: two bells of a page share one center (one unread count), another instance has its own', () => {
    const page = createInstance(server.baseUrl);
    const other = createInstance(server.baseUrl);
    const headerBell = getNotificationCenter(page);
    const sidebarBell = getNotificationCenter(page);
    expect(sidebarBell).toBe(headerBell);
    expect(sidebarBell.$unread).toBe(headerBell.$unread);
    expect(getNotificationCenter(other)).not.toBe(headerBell);
    page.destroy();
    other.destroy();
  });

  it('a slot defined twice under one key (two copies of a bundle) still finds one store', () => {
    const instance = createInstance(server.baseUrl);
    let made = 0;
    const copyA = defineStoreSlot('shared-key', () => ({ n: ++made }));
    const copyB = defineStoreSlot('shared-key', () => ({ n: ++made }));
    expect(instance.stores.get(copyB)).toBe(instance.stores.get(copyA));
    expect(made).toBe(1);
    instance.destroy();
  });

  it('instance.destroy() destroys every store created, each once, even when one throws', () => {
    const instance = createInstance(server.baseUrl);
    const destroyed: string[] = [];
    const reported: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => reported.push(error);
    const a = defineStoreSlot('a', () => ({ destroy: () => destroyed.push('a') }));
    const b = defineStoreSlot('b', () => ({
      destroy: () => {
        throw new Error('b broke');
      },
    }));
    const c = defineStoreSlot('c', () => ({ destroy: () => destroyed.push('c') }));
    const never = defineStoreSlot('never', () => ({ destroy: () => destroyed.push('never') }));
    instance.stores.get(a);
    instance.stores.get(b);
    instance.stores.get(c);
    try {
      instance.destroy();
    } finally {
      console.error = original;
    }
    expect(destroyed).toEqual(['c', 'a']);
    expect(reported).toHaveLength(1);
    expect(instance.stores.has(a)).toBe(false);
    expect(instance.stores.has(never)).toBe(false);
  });

  it('a destroyed instance’s notification center stops following the session (no request after it)', async () => {
    const instance = createInstance(server.baseUrl, { storage: createMemoryStorage(), WebSocket: undefined });
    const center = getNotificationCenter(instance);
    const stop = center.$unread.listen(() => {});
    const signIn = await instance.session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
    expect(signIn.ok).toBe(true);
    await waitFor(() => center.$unread.get() === 12);
    instance.destroy();
    stop();
    expect(center.$unread.get()).toBe(0);
    const counts = () => server.log.filter((line) => line === 'GET /api/message/unread-count').length;
    const before = counts();
    await center.refresh();
    await afterEarlierRequests(server);
    expect(counts()).toBe(before);
  });
});
