import { createMemoryStorage } from 'proofdesk';
import { type CartStore, getCartStore } from 'proofdesk/cart';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createInstance,
  DEMO_PASSWORD,
  startServer,
  type TestServer,
  waitFor,
  watchedRead,
} from '../../support/helpers';
import { createBrowser, shareSession } from './helpers';

// `getCartStore(instance)` against the real server: PUT /cart, POST /cart/checkout (dashboard §7).
let server: TestServer;
const signedIn: Record<string, Storage> = {};
let browser: ReturnType<typeof createBrowser>;

/** One sign-in per user for the whole file (the sign-in rate limit counts every attempt). */
async function signInOnce(username: string): Promise<void> {
  const storage = createMemoryStorage();
  const instance = createInstance(server.baseUrl, { storage, storagePrefix: 'seed:' });
  const result = await instance.session.signIn({ username, password: DEMO_PASSWORD });
  instance.destroy();
  if (!result.ok) throw new Error(`sign-in failed: ${result.error.message}`);
  signedIn[username] = storage;
}

/** A tab of a browser where `username` is signed in; `fetch` can be swapped for a failure. */
function tabOf(
  username: string | null,
  options: Parameters<ReturnType<typeof createBrowser>['openTab']>[0] = {},
) {
  if (username) shareSession(signedIn[username] as Storage, 'seed:', browser.storage);
  return browser.openTab(options);
}

// Starting a seeded server and signing in (scrypt) take seconds on a busy machine.
beforeAll(async () => {
  server = await startServer();
  await signInOnce('owner@demo.test');
  await signInOnce('staff@demo.test');
}, 30_000);
afterAll(() => server.close());
afterEach(() => browser.close());
const fresh = () => {
  browser = createBrowser(server.baseUrl);
};

const invoice = (id: string) =>
  server.app.proofdesk.data.sqlite!.prepare('SELECT * FROM invoices WHERE id = ?').get(id) as
    | { client_id: string; user_id: string; subtotal_cents: number; currency: string; status: string }
    | undefined;
const invoiceLines = (id: string) =>
  server.app.proofdesk.data
    .sqlite!.prepare(
      'SELECT product_id, qty, unit_price_cents FROM invoice_lines WHERE invoice_id = ? ORDER BY position',
    )
    .all(id);
const invoiceCount = () =>
  (server.app.proofdesk.data.sqlite!.prepare('SELECT COUNT(*) AS n FROM invoices').get() as { n: number }).n;

/** Holds the next answer to `method path` until released: a slow network, the server still real. */
function slowFetch(method: string, path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let read: Promise<void> = Promise.resolve();
  let held = 0;
  const fetchFn: typeof fetch = async (input, init) => {
    const answer = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method?.toUpperCase() !== method || !new URL(url).pathname.endsWith(path) || held++ > 0) {
      return answer;
    }
    const watched = watchedRead(answer);
    read = watched.read;
    await gate;
    return watched.response;
  };
  /** `release` lets the held answer go and resolves once the client has read and handled it. */
  return {
    fetch: fetchFn,
    release: () => {
      release();
      return read;
    },
    held: () => held,
  };
}

function watchPricing(cart: CartStore) {
  const seen: string[] = [];
  const unbind = cart.$pricing.subscribe((pricing) => seen.push(pricing.status));
  return { seen, unbind };
}

describe('pricing: PUT /cart', () => {
  it('prices the stored items: name, price and qty per line, sub total and currency', async () => {
    fresh();
    const cart = getCartStore(tabOf('owner@demo.test').instance);
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'pkg-storage-5', type: 'package' });
    const result = await cart.price();
    expect(result.ok && result.data).toEqual({
      lines: [
        { id: 'prod-logo', name: 'Logo Design', price: 249, qty: 2, type: 'product' },
        { id: 'pkg-storage-5', name: 'Additional Storage (+5GB)', price: 9.99, qty: 1, type: 'package' },
      ],
      subTotal: 507.99,
      currency: 'USD',
    });
  });

  it('$pricing is lazy, re-prices on every change while watched and says when nobody is signed in', async () => {
    fresh();
    const { instance } = tabOf(null);
    getCartStore(instance).add({ id: 'prod-flyer' });
    const puts = () => server.log.filter((line) => line === 'PUT /api/cart').length;
    const before = puts();
    const { seen, unbind } = watchPricing(getCartStore(instance));
    expect(getCartStore(instance).$pricing.get()).toEqual({ status: 'signed-out', cart: null, error: null });
    expect(puts()).toBe(before);

    const result = await instance.session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
    expect(result.ok).toBe(true);
    await waitFor(() => getCartStore(instance).$pricing.get().status === 'ready');
    expect(getCartStore(instance).$pricing.get().cart?.subTotal).toBe(79);

    getCartStore(instance).add({ id: 'prod-flyer' });
    expect(getCartStore(instance).$pricing.get().status).toBe('loading');
    // While re-pricing, the last answer stays so the lines do not flicker.
    expect(getCartStore(instance).$pricing.get().cart?.subTotal).toBe(79);
    await waitFor(() => getCartStore(instance).$pricing.get().status === 'ready');
    expect(getCartStore(instance).$pricing.get().cart?.subTotal).toBe(158);

    getCartStore(instance).reset();
    expect(getCartStore(instance).$pricing.get().status).toBe('empty');
    unbind();
    expect(seen).toEqual(['signed-out', 'loading', 'ready', 'loading', 'ready', 'empty']);
    expect(puts() - before).toBe(2);
  });

  it('drops a slow answer for an older cart: the newer cart is what shows', async () => {
    fresh();
    const slow = slowFetch('PUT', '/cart');
    const cart = getCartStore(tabOf('owner@demo.test', { fetch: slow.fetch }).instance);
    cart.add({ id: 'prod-logo' });
    const { unbind } = watchPricing(cart);
    await waitFor(() => slow.held() === 1);
    cart.add({ id: 'prod-flyer' });
    await waitFor(() => cart.$pricing.get().status === 'ready');
    await slow.release();
    expect(cart.$pricing.get().cart?.lines.map((line) => line.id)).toEqual(['prod-logo', 'prod-flyer']);
    expect(cart.$pricing.get().cart?.subTotal).toBe(328);
    unbind();
  });

  it("shows the server's refusal: a retired product", async () => {
    fresh();
    const cart = getCartStore(tabOf('owner@demo.test').instance);
    cart.add({ id: 'prod-letterhead' });
    const { unbind } = watchPricing(cart);
    await waitFor(() => cart.$pricing.get().status === 'error');
    expect(cart.$pricing.get().error).toMatchObject({
      kind: 'validation',
      message: 'Letterhead Design is no longer available.',
    });
    unbind();
  });

  it("a sign-out (which clears the spec's keys) empties the watched cart", async () => {
    fresh();
    const { instance } = tabOf('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    const { seen, unbind } = watchPricing(getCartStore(instance));
    await waitFor(() => getCartStore(instance).$pricing.get().status === 'ready');
    await instance.session.signOut();
    expect(getCartStore(instance).$items.get()).toEqual([]);
    expect(getCartStore(instance).$pricing.get()).toEqual({ status: 'signed-out', cart: null, error: null });
    unbind();
    expect(seen.at(-1)).toBe('signed-out');
  });
});

describe('checkout: POST /cart/checkout', () => {
  it('creates an invoice for the stored items, answers its id and empties the cart', async () => {
    fresh();
    const cart = getCartStore(tabOf('owner@demo.test').instance);
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'pkg-hours-5', type: 'package' });
    const result = await cart.checkout();
    if (!result.ok) throw new Error(result.error.message);
    expect(result.message).toBe('Your invoice has been created. Please complete the payment.');
    expect(invoice(result.data.invoiceId)).toMatchObject({
      client_id: 'client-northwind',
      user_id: 'user-owner',
      subtotal_cents: 2 * 24900 + 22500,
      currency: 'USD',
      status: 'unpaid',
    });
    expect(invoiceLines(result.data.invoiceId)).toEqual([
      { product_id: 'prod-logo', qty: 2, unit_price_cents: 24900 },
      { product_id: 'pkg-hours-5', qty: 1, unit_price_cents: 22500 },
    ]);
    expect(cart.$items.get()).toEqual([]);
    expect(browser.storage.getItem('pd-cart-test:cart')).toBeNull();
  });

  it('keeps an item added in another tab while the invoice was being created', async () => {
    fresh();
    const slow = slowFetch('POST', '/cart/checkout');
    const here = getCartStore(tabOf('owner@demo.test', { fetch: slow.fetch }).instance);
    const there = getCartStore(browser.openTab().instance);
    here.add({ id: 'prod-logo' });
    const pending = here.checkout();
    await waitFor(() => slow.held() === 1);
    there.add({ id: 'prod-flyer' });
    slow.release();
    const result = await pending;
    expect(result.ok).toBe(true);
    expect(here.$items.get()).toEqual([{ id: 'prod-flyer', qty: 1, type: 'product' }]);
  });

  it('one checkout at a time: a double click creates one invoice', async () => {
    fresh();
    const cart = getCartStore(tabOf('owner@demo.test').instance);
    cart.add({ id: 'prod-flyer' });
    const before = invoiceCount();
    const [first, second] = await Promise.all([cart.checkout(), cart.checkout()]);
    expect(first).toBe(second);
    expect(invoiceCount() - before).toBe(1);
  });

  it("a refusal answers the server's message and list and keeps the cart", async () => {
    fresh();
    const cart = getCartStore(tabOf('owner@demo.test').instance);
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'prod-letterhead' });
    cart.add({ id: 'prod-nope' });
    const before = invoiceCount();
    const result = await cart.checkout();
    expect(result).toMatchObject({
      ok: false,
      error: {
        message: 'Some items in your cart cannot be ordered.',
        messages: ['Letterhead Design is no longer available.', 'prod-nope is not a product we sell.'],
      },
    });
    expect(invoiceCount()).toBe(before);
    expect(cart.$count.get()).toBe(3);
  });

  it('a user without the cart right (staff) is refused, cart kept', async () => {
    fresh();
    const cart = getCartStore(tabOf('staff@demo.test').instance);
    cart.add({ id: 'prod-logo' });
    expect(await cart.checkout()).toMatchObject({
      ok: false,
      error: { status: 403, message: 'Permission Denied!' },
    });
    expect(await cart.price()).toMatchObject({ ok: false, error: { status: 403 } });
    expect(cart.$count.get()).toBe(1);
  });

  it('a network failure answers the generic error and keeps the cart', async () => {
    fresh();
    const cart = getCartStore(
      tabOf('owner@demo.test', {
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      }).instance,
    );
    cart.add({ id: 'prod-logo' });
    expect(await cart.checkout()).toEqual({
      ok: false,
      error: {
        kind: 'network',
        status: 0,
        title: 'Ooops!',
        message: 'Error encountered while processing. Please try again later or contact the product admin.',
      },
    });
    expect(cart.$items.get()).toEqual([{ id: 'prod-logo', qty: 1, type: 'product' }]);
  });
});
