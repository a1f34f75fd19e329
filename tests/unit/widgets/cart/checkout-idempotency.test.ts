import { createMemoryStorage } from 'proofdesk';
import { getCartStore } from 'proofdesk/cart';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, idempotencyKey } from '../../../../sdk/core/http';
import { createInstance, DEMO_PASSWORD, startServer, type TestServer } from '../../support/helpers';
import { createBrowser, shareSession } from './helpers';

// Issue 8: "the cart widget sends one key per attempt". The header is read as the real server
// received it; failures are injected in fetch (the one thing outside).
let server: TestServer;
let session: Storage;
let browser: ReturnType<typeof createBrowser>;

// Starting a seeded server and signing in (scrypt) take seconds on a busy machine.
beforeAll(async () => {
  server = await startServer();
  session = createMemoryStorage();
  const instance = createInstance(server.baseUrl, { storage: session, storagePrefix: 'seed:' });
  const result = await instance.session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
  instance.destroy();
  if (!result.ok) throw new Error(result.error.message);
}, 30_000);
afterAll(() => server.close());
afterEach(() => browser.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key of every checkout the server received since `from`. */
const keysSince = (from: number) =>
  server.received
    .slice(from)
    .filter((request) => request.method === 'POST' && request.url === '/api/cart/checkout')
    .map((request) => request.headers['idempotency-key']);

/** A signed-in tab whose checkout answers can be lost on the way back (the server got the request). */
function tab() {
  let loseAnswer = false;
  browser = createBrowser(server.baseUrl);
  shareSession(session, 'seed:', browser.storage);
  const { instance } = browser.openTab({
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (loseAnswer && init?.method === 'POST' && String(input).endsWith('/cart/checkout')) {
        throw new TypeError('Failed to fetch');
      }
      return response;
    },
  });
  return {
    cart: getCartStore(instance),
    loseAnswers(value: boolean) {
      loseAnswer = value;
    },
  };
}

describe('checkout sends an Idempotency-Key, one per attempt', () => {
  it('the server receives a random UUID under the Idempotency-Key header', async () => {
    const { cart } = tab();
    cart.add({ id: 'prod-flyer' });
    const from = server.received.length;
    expect((await cart.checkout()).ok).toBe(true);
    const keys = keysSince(from);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(UUID);
    expect(IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
  });

  it('a retry after a lost answer reuses the key; the next checkout after success takes a new one', async () => {
    const { cart, loseAnswers } = tab();
    cart.add({ id: 'prod-logo' });
    const from = server.received.length;
    loseAnswers(true);
    expect(await cart.checkout()).toMatchObject({ ok: false, error: { kind: 'network', status: 0 } });
    // The cart is kept for the retry.
    expect(cart.$count.get()).toBe(1);
    loseAnswers(false);
    expect((await cart.checkout()).ok).toBe(true);
    cart.add({ id: 'prod-logo' });
    expect((await cart.checkout()).ok).toBe(true);
    const [first, retry, next] = keysSince(from);
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(first);
  });

  it('a cart changed after a failure is a new attempt with a new key', async () => {
    const { cart, loseAnswers } = tab();
    cart.add({ id: 'prod-logo' });
    const from = server.received.length;
    loseAnswers(true);
    await cart.checkout();
    cart.add({ id: 'prod-flyer' });
    loseAnswers(false);
    expect((await cart.checkout()).ok).toBe(true);
    const [first, changed] = keysSince(from);
    expect(changed).toMatch(UUID);
    expect(changed).not.toBe(first);
  });

  it('a refusal is a definite answer: trying again is a new attempt', async () => {
    const { cart } = tab();
    cart.add({ id: 'prod-letterhead' });
    const from = server.received.length;
    expect((await cart.checkout()).ok).toBe(false);
    expect((await cart.checkout()).ok).toBe(false);
    const [first, second] = keysSince(from);
    expect(first).toMatch(UUID);
    expect(second).not.toBe(first);
  });
});

describe('a page on another origin', () => {
  it('may send the header: the preflight allows Idempotency-Key', async () => {
    const origin = 'https://reseller.example';
    const other = await startServer({ allowedOrigins: [origin] });
    try {
      const preflight = await other.app.inject({
        method: 'OPTIONS',
        url: '/api/cart/checkout',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'idempotency-key,x-csrf-token,authorization,content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-headers'])).toContain(IDEMPOTENCY_HEADER);
    } finally {
      await other.close();
    }
  });
});

describe('idempotencyKey', () => {
  it('uses crypto.randomUUID where there is one', () => {
    expect(idempotencyKey({ randomUUID: () => 'from-crypto', getRandomValues: (a) => a })).toBe(
      'from-crypto',
    );
  });

  it('falls back to getRandomValues (no randomUUID outside secure contexts), then to Math.random', () => {
    const withRandomValues = idempotencyKey({
      getRandomValues: globalThis.crypto.getRandomValues.bind(crypto),
    });
    expect(withRandomValues).toMatch(UUID);
    const bare = idempotencyKey(undefined);
    expect(bare).toMatch(UUID);
    expect(idempotencyKey(undefined)).not.toBe(bare);
  });
});
