import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

type Item = { id: string; qty: unknown; type: string };

async function shopper(app: FastifyInstance, username = 'owner@demo.test', client = 'customer') {
  const { accessToken } = await signIn(app, username);
  const csrf = await csrfFor(app, accessToken, `${client}:cart`);
  const call = (method: 'PUT' | 'POST', url: string, payload: unknown, token: string | null = csrf) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(accessToken), ...(token ? { 'x-csrf-token': token } : {}) },
      payload: payload as object,
    });
  return {
    accessToken,
    price: (items: Item[], token?: string | null) => call('PUT', '/api/cart', { items }, token),
    checkout: (items: Item[], token?: string | null) => call('POST', '/api/cart/checkout', { items }, token),
    raw: call,
  };
}

const invoices = (app: FastifyInstance) =>
  (app.proofdesk.data.sqlite!.prepare('SELECT COUNT(*) AS n FROM invoices').get() as { n: number }).n;

const LOGO = { id: 'prod-logo', qty: 2, type: 'product' };
const CARDS = { id: 'prod-business-card', qty: 1, type: 'product' };
const STORAGE = { id: 'pkg-storage-5', qty: 3, type: 'package' };

describe('PUT /cart', () => {
  it('prices every line from the catalogue and sums price times qty', async () => {
    const app = await testServer();
    const owner = await shopper(app);
    const response = await owner.price([LOGO, CARDS, STORAGE]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        lines: [
          { id: 'prod-logo', name: 'Logo Design', price: 249, qty: 2, type: 'product' },
          { id: 'prod-business-card', name: 'Business Card Design', price: 49.5, qty: 1, type: 'product' },
          { id: 'pkg-storage-5', name: 'Additional Storage (+5GB)', price: 9.99, qty: 3, type: 'package' },
        ],
        // 498 + 49.5 + 29.97, exact to the cent.
        subTotal: 577.47,
        currency: 'USD',
      },
    });
    expect((await owner.price([])).json().data).toEqual({ lines: [], subTotal: 0, currency: 'USD' });
  });

  it('refuses unknown, inactive, mistyped and repeated items and bad quantities with clear messages', async () => {
    const app = await testServer();
    const owner = await shopper(app);
    const cases: [Item[], string][] = [
      [[{ id: 'prod-nope', qty: 1, type: 'product' }], 'prod-nope is not a product we sell.'],
      [[{ id: 'prod-letterhead', qty: 1, type: 'product' }], 'Letterhead Design is no longer available.'],
      [[{ ...LOGO, type: 'package' }], 'Logo Design is not a package.'],
      [[{ ...LOGO, qty: 0 }], 'The quantity of prod-logo must be a whole number from 1 to 99.'],
      [[{ ...LOGO, qty: 1.5 }], 'The quantity of prod-logo must be a whole number from 1 to 99.'],
      [[{ ...LOGO, qty: 100 }], 'The quantity of prod-logo must be a whole number from 1 to 99.'],
      [[{ ...LOGO, qty: -2 }], 'The quantity of prod-logo must be a whole number from 1 to 99.'],
      [[LOGO, { ...LOGO, qty: 1 }], 'prod-logo is in the cart more than once.'],
    ];
    for (const [items, message] of cases) {
      const response = await owner.price(items);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ success: false, message, messages: [message] });
    }
    const several = (
      await owner.price([
        { ...LOGO, qty: 0 },
        { id: 'x', qty: 1, type: 'product' },
      ])
    ).json();
    expect(several.message).toBe('Some items in your cart cannot be ordered.');
    expect(several.messages).toHaveLength(2);
  });

  it('refuses malformed bodies with the validation envelope', async () => {
    const app = await testServer();
    const owner = await shopper(app);
    const bodies = [
      {},
      { items: 'prod-logo' },
      { items: [{ id: 'prod-logo', qty: 1 }] },
      { items: [{ ...LOGO, type: 'service' }] },
      { items: [{ ...LOGO, price: 0.01 }] },
      { items: [LOGO], coupon: 'FREE' },
      { items: Array.from({ length: 51 }, (_, index) => ({ id: `p${index}`, qty: 1, type: 'product' })) },
      { items: [{ ...LOGO, id: 'x'.repeat(65) }] },
    ];
    for (const body of bodies) {
      const response = await owner.raw('PUT', '/api/cart', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toBe('Invalid request');
    }
  });

  it('is for the account owner, with the cart anti-forgery token', async () => {
    const app = await testServer();
    for (const [username, client] of [
      ['staff@demo.test', 'customer'],
      ['operator@demo.test', 'admin'],
    ]) {
      const other = await shopper(app, username, client);
      const response = await other.price([LOGO]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'Permission Denied!' });
    }
    const owner = await shopper(app);
    const profile = await csrfFor(app, owner.accessToken, 'customer:profile');
    for (const token of [null, profile]) expect((await owner.price([LOGO], token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/cart', payload: { items: [] } })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /cart/checkout', () => {
  it('creates an unpaid invoice with its lines and answers its id as data._id', async () => {
    const app = await testServer();
    const owner = await shopper(app);
    const response = await owner.checkout([LOGO, STORAGE]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: { _id: expect.stringMatching(/^inv-/) },
      message: 'Your invoice has been created. Please complete the payment.',
    });
    const db = app.proofdesk.data.sqlite!;
    expect(
      db
        .prepare('SELECT client_id, user_id, status, currency, subtotal_cents FROM invoices WHERE id = ?')
        .get(body.data._id),
    ).toEqual({
      client_id: 'client-northwind',
      user_id: 'user-owner',
      status: 'unpaid',
      currency: 'USD',
      subtotal_cents: 2 * 24900 + 3 * 999,
    });
    expect(
      db
        .prepare(
          'SELECT product_id, name, unit_price_cents, qty FROM invoice_lines WHERE invoice_id = ? ORDER BY position',
        )
        .all(body.data._id),
    ).toEqual([
      { product_id: 'prod-logo', name: 'Logo Design', unit_price_cents: 24900, qty: 2 },
      { product_id: 'pkg-storage-5', name: 'Additional Storage (+5GB)', unit_price_cents: 999, qty: 3 },
    ]);
  });

  it('refuses an empty or invalid cart and writes nothing', async () => {
    const app = await testServer();
    const owner = await shopper(app);
    const empty = await owner.checkout([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, message: 'Your cart is empty.' });
    expect(
      (await owner.checkout([LOGO, { id: 'prod-letterhead', qty: 1, type: 'product' }])).statusCode,
    ).toBe(400);
    expect((await owner.checkout([{ ...LOGO, qty: '2x' }])).statusCode).toBe(400);
    expect(invoices(app)).toBe(0);
  });

  it('refuses staff and internal users with 403 and writes nothing', async () => {
    const app = await testServer();
    const staff = await shopper(app, 'staff@demo.test');
    expect((await staff.checkout([LOGO])).statusCode).toBe(403);
    const cso = await shopper(app, 'cso@demo.test', 'admin');
    expect((await cso.checkout([LOGO])).statusCode).toBe(403);
    const owner = await shopper(app);
    expect((await owner.checkout([LOGO], null)).statusCode).toBe(403);
    expect(invoices(app)).toBe(0);
  });
});
