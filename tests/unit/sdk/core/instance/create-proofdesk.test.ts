import {
  createMemoryStorage,
  getDefaultProofdesk,
  type NavigateIntent,
  type ProofdeskEvents,
  setDefaultProofdesk,
  watchDefaultProofdesk,
} from 'proofdesk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../../../sdk/core/events';
import { clientPath, realtimeUrl } from '../../../../../sdk/core/http';
import { createInstance, DEMO_PASSWORD, startServer, type TestServer } from '../../../support/helpers';

describe('event bus', () => {
  it('runs every listener even when one throws', () => {
    const bus = createEventBus<ProofdeskEvents>();
    const seen: string[] = [];
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    bus.on('reload-order', () => {
      throw new Error('host bug');
    });
    bus.on('reload-order', (payload) => seen.push(`order ${payload?.orderId}`));
    bus.on('*', (type) => seen.push(`any ${String(type)}`));
    bus.emit('reload-order', { orderId: '42' });
    expect(seen).toEqual(['order 42', 'any reload-order']);
    expect(reported).toHaveBeenCalledTimes(1);
    reported.mockRestore();
  });
});

describe('paths', () => {
  it('prefixes /c for customer and /d for admin calls (spec §7)', () => {
    expect(clientPath('customer', '/token')).toBe('/c/token');
    expect(clientPath('admin', 'token')).toBe('/d/token');
  });

  it('derives the socket URL from the API base', () => {
    expect(realtimeUrl('http://127.0.0.1:4400/api')).toBe('ws://127.0.0.1:4400/api/realtime');
    expect(realtimeUrl('https://portal.example/api/')).toBe('wss://portal.example/api/realtime');
  });
});

describe('default instance', () => {
  it('is shared through a registered symbol, so two bundle copies agree', () => {
    const instance = createInstance('http://127.0.0.1:1/api');
    const seen: unknown[] = [];
    const stop = watchDefaultProofdesk((value) => seen.push(value));
    setDefaultProofdesk(instance);
    expect(getDefaultProofdesk()).toBe(instance);
    const registry = (globalThis as unknown as Record<symbol, { instance: unknown }>)[
      Symbol.for('proofdesk.default')
    ];
    expect(registry?.instance).toBe(instance);
    stop();
    setDefaultProofdesk(undefined);
    expect(seen).toEqual([undefined, instance]);
    instance.destroy();
  });
});

describe('createProofdesk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('resolves defaults: customer client, proofdesk: prefix, memory storage without localStorage', () => {
    const instance = createInstance(server.baseUrl, { storage: undefined });
    expect(instance.options.clientType).toBe('customer');
    expect(instance.options.storagePrefix).toBe('proofdesk:');
    expect(instance.options.storage.length).toBe(0);
    expect(instance.http.clientPath('/token')).toBe('/c/token');
    instance.destroy();
  });

  it('navigate() emits the intent and calls options.navigate; a throwing host router is contained', () => {
    const routed: NavigateIntent[] = [];
    const emitted: NavigateIntent[] = [];
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const instance = createInstance(server.baseUrl, {
      navigate: (intent) => {
        routed.push(intent);
        throw new Error('router bug');
      },
    });
    instance.events.on('intent', (intent) => emitted.push(intent));
    const intent = { type: 'open-order', path: '/orders/detail/42', params: { orderId: '42' } };
    expect(() => instance.navigate(intent)).not.toThrow();
    expect(routed).toEqual([intent]);
    expect(emitted).toEqual([intent]);
    reported.mockRestore();
    instance.destroy();
  });

  it("$theme puts the account's white-label colours under the embedder's overrides", async () => {
    const instance = createInstance(server.baseUrl, {
      storage: createMemoryStorage(),
      theme: { colors: { danger: '#ff0000' } },
    });
    expect(instance.$theme.get()).toEqual({ colors: { danger: '#ff0000' } });
    const result = await instance.session.signIn({ username: 'reseller@demo.test', password: DEMO_PASSWORD });
    expect(result.ok).toBe(true);
    const colours = instance.session.$profile.get()?.whitelabelInfo?.colours;
    expect(colours?.primary).toMatch(/^#/);
    const theme = instance.$theme.get();
    expect(theme.colors?.primary).toBe(colours?.primary);
    expect(theme.colors?.info).toBe(colours?.info);
    expect(theme.colors?.danger).toBe('#ff0000');
    instance.destroy();
  });
});
