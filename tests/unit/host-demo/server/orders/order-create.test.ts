import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testClock, testServer } from '../helpers';
import { type Actor, actor } from '../orders-fixtures';

// Issue 25: creating orders — the catalogue, drafts, 'Create Order' within the active-order limit,
// pay-as-you-go orders into the cart, duplicates and the live board.

const NOW = '2026-03-10T12:00:00.000Z';

const logoForm = (fields: Record<string, unknown> = {}) => ({
  serviceId: 'svc-logo',
  name: 'Spring logo',
  brief: 'A fresh logo for the spring range.',
  dueDate: '2026-03-20',
  priority: 'normal',
  options: { 'svc-logo-opt-1': 'Minimal' },
  ...fields,
});

async function server() {
  const clock = testClock(NOW);
  const app = await testServer({ now: clock.now });
  return { app, clock };
}

async function draft(person: Actor, form = logoForm()) {
  const response = await person.send('POST', '/order', 'card', form);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { orderId: string; orderNumber: number; state: string };
}

function listen(app: FastifyInstance, userIds: string[]) {
  const seen: Record<string, string[]> = Object.fromEntries(userIds.map((id) => [id, []]));
  for (const userId of userIds) {
    app.proofdesk.hub.add(
      { readyState: 1, send: (data) => seen[userId]!.push(JSON.parse(data).event), close: () => {} },
      userId,
      `session-${userId}`,
    );
  }
  return seen;
}

const profileOf = async (person: Actor) => (await person.get('/profile')).json().data;

describe('GET /order/services', () => {
  it('lists categories by name, each with its services, options and pay-as-you-go price', async () => {
    const { app } = await server();
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.get('/order/services');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json().data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Branding',
      'Digital',
      'packaging',
      'Print',
    ]);
    const logo = categories[0].services.find((s: { id: string }) => s.id === 'svc-logo');
    expect(logo).toMatchObject({ name: 'Logo Design', price: 249, currency: 'USD' });
    expect(logo.options[0]).toEqual({
      id: 'svc-logo-opt-1',
      name: 'Style',
      choices: ['Minimal', 'Illustrative', 'Typographic', 'Emblem'],
      required: true,
    });
    for (const category of categories) expect(category.services.length).toBeGreaterThan(0);
  });

  it('is for those who may create orders: operators and the CSO are refused', async () => {
    const { app } = await server();
    for (const username of ['operator@demo.test', 'cso@demo.test', 'manager@demo.test']) {
      const person = await actor(app, username);
      expect((await person.get('/order/services')).statusCode).toBe(403);
    }
    const staff = await actor(app, 'staff@demo.test');
    expect((await staff.get('/order/services')).statusCode).toBe(200);
  });
});

describe('drafts', () => {
  it('saves a draft (only the service is needed), edits it, and reads it back as the form', async () => {
    const { app } = await server();
    const owner = await actor(app, 'owner@demo.test');
    const saved = await draft(owner, logoForm({ name: '', brief: '', dueDate: '', options: {} }));
    expect(saved.state).toBe('draft');
    const update = await owner.send('PUT', `/order/${saved.orderId}`, 'card', logoForm({ priority: 'high' }));
    expect(update.json()).toMatchObject({ success: true, message: 'Your draft has been saved.' });
    const form = (await owner.get(`/order/${saved.orderId}/form`)).json().data;
    expect(form).toMatchObject({
      isDraft: true,
      inCart: false,
      form: logoForm({ priority: 'high' }),
      files: [],
    });
    const row = app.proofdesk.data
      .sqlite!.prepare('SELECT status, card_state, creator_id, client_id FROM orders WHERE id = ?')
      .get(saved.orderId);
    expect(row).toEqual({
      status: 'new-order',
      card_state: 'DRAFT_CARD',
      creator_id: 'user-owner',
      client_id: 'client-northwind',
    });
  });

  it('refuses bad bodies with 400, never 500', async () => {
    const { app } = await server();
    const owner = await actor(app, 'owner@demo.test');
    const bad = [
      logoForm({ serviceId: 'svc-nope' }),
      logoForm({ brief: 'x'.repeat(1001) }),
      logoForm({ dueDate: '20-03-2026' }),
      logoForm({ priority: 'urgent' }),
      logoForm({ options: { 'svc-logo-opt-1': 'Baroque' } }),
      logoForm({ options: { 'svc-flyer-opt-1': 'A4' } }),
      { ...logoForm(), extra: true },
      { serviceId: 'svc-logo' },
    ];
    for (const body of bad) {
      const response = await owner.send('POST', '/order', 'card', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const atLimit = await owner.send('POST', '/order', 'card', logoForm({ brief: 'x'.repeat(1000) }));
    expect(atLimit.statusCode).toBe(200);
  });

  it('needs the card anti-forgery token and the create-order right', async () => {
    const { app } = await server();
    const owner = await actor(app, 'owner@demo.test');
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: owner.headers,
      payload: logoForm(),
    });
    expect(noToken.statusCode).toBe(403);
    for (const username of ['operator@demo.test', 'cso@demo.test', 'admin']) {
      const person = await actor(app, username);
      expect((await person.send('POST', '/order', 'card', logoForm())).statusCode, username).toBe(403);
    }
    const staff = await actor(app, 'staff@demo.test');
    expect((await staff.send('POST', '/order', 'card', logoForm())).statusCode).toBe(200);
  });

  it('keeps another account’s draft hidden (404) and a reseller out of its customers’ drafts (403)', async () => {
    const { app } = await server();
    const harbor = await actor(app, 'harbor@demo.test');
    const owner = await actor(app, 'owner@demo.test');
    const reseller = await actor(app, 'reseller@demo.test');
    const saved = await draft(harbor);
    expect((await owner.get(`/order/${saved.orderId}/form`)).statusCode).toBe(404);
    expect((await owner.send('PUT', `/order/${saved.orderId}`, 'card', logoForm())).statusCode).toBe(404);
    expect((await owner.send('POST', `/order/${saved.orderId}/publish`, 'card')).statusCode).toBe(404);
    expect((await reseller.send('PUT', `/order/${saved.orderId}`, 'card', logoForm())).statusCode).toBe(403);
  });
});

describe('POST /order/{id}/publish', () => {
  it('publishes a complete draft as an active order, counts it, and tells boards and meters live', async () => {
    const { app } = await server();
    const owner = await actor(app, 'owner@demo.test');
    const saved = await draft(owner, logoForm({ priority: 'high' }));
    const seen = listen(app, ['user-owner', 'user-staff', 'user-manager', 'user-harbor']);
    const before = (await profileOf(owner)).membership.orders.currentActiveOrder;
    const response = await owner.send('POST', `/order/${saved.orderId}/publish`, 'card');
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your order has been created.',
      data: { orderId: saved.orderId, state: 'published' },
    });
    expect(seen['user-owner']).toEqual(['reload-order-list', 'reload-profile']);
    expect(seen['user-staff']).toEqual(['reload-order-list', 'reload-profile']);
    expect(seen['user-manager']).toEqual(['reload-order-list']);
    expect(seen['user-harbor']).toEqual([]);
    expect((await profileOf(owner)).membership.orders.currentActiveOrder).toBe(before + 1);
    // High priority: first in the account's New Order column (Priority 1 on the board).
    const card = app.proofdesk.data
      .sqlite!.prepare('SELECT card_state, position FROM orders WHERE id = ?')
      .get(saved.orderId);
    expect(card).toEqual({ card_state: 'ACTIVE_CARD', position: 0 });
    const list = (await owner.get('/order?orderProgress=ready-to-go&limit=200')).json().data.orders;
    expect(list.map((order: { id: string }) => order.id)).toContain(saved.orderId);
    // Published: no longer a draft.
    expect((await owner.send('POST', `/order/${saved.orderId}/publish`, 'card')).statusCode).toBe(409);
    expect((await owner.send('PUT', `/order/${saved.orderId}`, 'card', logoForm())).statusCode).toBe(409);
  });

  it('refuses an incomplete draft with a message per missing field', async () => {
    const { app } = await server();
    const owner = await actor(app, 'owner@demo.test');
    const saved = await draft(owner, logoForm({ name: ' ', dueDate: '2026-03-09', options: {} }));
    const response = await owner.send('POST', `/order/${saved.orderId}/publish`, 'card');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'The order is not complete.' });
    expect(response.json().messages).toEqual([
      'name: Required!',
      'dueDate: The due date cannot be in the past.',
      'options.svc-logo-opt-1: Required!',
    ]);
  });

  it('refuses a publish beyond the active-order limit (plan maximum plus retail quota), naming it', async () => {
    const { app } = await server();
    const owner = await actor(app, 'owner@demo.test');
    // Northwind: 4 active of 6 in the plan plus 1 retail = 7.
    for (let index = 0; index < 3; index += 1) {
      const saved = await draft(owner);
      expect((await owner.send('POST', `/order/${saved.orderId}/publish`, 'card')).statusCode).toBe(200);
    }
    const over = await draft(owner);
    const response = await owner.send('POST', `/order/${over.orderId}/publish`, 'card');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You have reached your limit of 7 active orders. Buy extra active orders, or wait until an active order is completed.',
    );
    expect(
      app.proofdesk.data.sqlite!.prepare('SELECT card_state FROM orders WHERE id = ?').get(over.orderId),
    ).toEqual({
      card_state: 'DRAFT_CARD',
    });
  });

  it('sends a free-plan account to the cart (402) and staff may publish but not buy', async () => {
    const { app } = await server();
    const harbor = await actor(app, 'harbor@demo.test');
    const saved = await draft(harbor);
    const response = await harbor.send('POST', `/order/${saved.orderId}/publish`, 'card');
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toMatch(/pays as you go/);
    const staff = await actor(app, 'staff@demo.test');
    const staffDraft = await draft(staff);
    expect((await staff.send('POST', `/order/${staffDraft.orderId}/pay-as-you-go`, 'card')).statusCode).toBe(
      403,
    );
    expect((await staff.send('POST', `/order/${staffDraft.orderId}/publish`, 'card')).statusCode).toBe(200);
  });
});

describe('pay as you go', () => {
  it('puts a complete free-plan draft into the cart; PUT /cart prices it and checkout bills it', async () => {
    const { app } = await server();
    const harbor = await actor(app, 'harbor@demo.test');
    const saved = await draft(harbor);
    const response = await harbor.send('POST', `/order/${saved.orderId}/pay-as-you-go`, 'card');
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your order is in the cart. Check out to place it.',
      data: { orderId: saved.orderId, state: 'in-cart', item: { id: saved.orderId, type: 'order', qty: 1 } },
    });
    // Again (another tab): the same item, nothing changes.
    expect((await harbor.send('POST', `/order/${saved.orderId}/pay-as-you-go`, 'card')).statusCode).toBe(200);
    // Waiting for payment: no longer editable.
    expect((await harbor.send('PUT', `/order/${saved.orderId}`, 'card', logoForm())).statusCode).toBe(409);
    const items = [{ id: saved.orderId, type: 'order', qty: 1 }];
    const priced = await harbor.send('PUT', '/cart', 'cart', { items });
    expect(priced.json().data).toEqual({
      lines: [
        {
          id: saved.orderId,
          name: `Order #${saved.orderNumber}: Logo Design (Spring logo)`,
          price: 249,
          qty: 1,
          type: 'order',
        },
      ],
      subTotal: 249,
      currency: 'USD',
    });
    const twice = await harbor.send('PUT', '/cart', 'cart', { items: [{ ...items[0], qty: 2 }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/bought once/);
    // Another account cannot buy it.
    const owner = await actor(app, 'owner@demo.test');
    expect((await owner.send('PUT', '/cart', 'cart', { items })).statusCode).toBe(400);
    const checkout = await harbor.send('POST', '/cart/checkout', 'cart', { items });
    expect(checkout.statusCode).toBe(200);
    const invoiceId = checkout.json().data._id;
    expect(
      app.proofdesk.data
        .sqlite!.prepare('SELECT order_id, product_id, qty FROM invoice_lines WHERE invoice_id = ?')
        .all(invoiceId),
    ).toEqual([{ order_id: saved.orderId, product_id: null, qty: 1 }]);
  });

  it('publishes the orders a paid invoice bought (publishPaidOrders), past the limit', async () => {
    const { app } = await server();
    const harbor = await actor(app, 'harbor@demo.test');
    const saved = await draft(harbor);
    await harbor.send('POST', `/order/${saved.orderId}/pay-as-you-go`, 'card');
    const items = [{ id: saved.orderId, type: 'order', qty: 1 }];
    const invoiceId = (await harbor.send('POST', '/cart/checkout', 'cart', { items })).json().data._id;
    const { publishPaidOrders } = await import('../../../../../host-demo/server/orders/create');
    const { transaction } = await import('../../../../../host-demo/server/data');
    const data = app.proofdesk.data;
    const published = await transaction(data, (trx) => publishPaidOrders(trx, data.dialect, invoiceId, NOW));
    expect(published).toEqual([{ id: saved.orderId, clientId: 'client-harbor' }]);
    expect(
      app.proofdesk.data
        .sqlite!.prepare('SELECT card_state, payg FROM orders WHERE id = ?')
        .get(saved.orderId),
    ).toEqual({ card_state: 'ACTIVE_CARD', payg: 0 });
  });

  it('is refused to a plan with orders (they publish) and for a service sold only with a plan', async () => {
    const { app } = await server();
    const owner = await actor(app, 'owner@demo.test');
    const saved = await draft(owner);
    expect((await owner.send('POST', `/order/${saved.orderId}/pay-as-you-go`, 'card')).statusCode).toBe(409);
    const harbor = await actor(app, 'harbor@demo.test');
    const guide = await draft(
      harbor,
      logoForm({
        serviceId: 'svc-brand-guide',
        options: { 'svc-brand-guide-opt-1': 'Brand sheet (1 page)' },
      }),
    );
    const response = await harbor.send('POST', `/order/${guide.orderId}/pay-as-you-go`, 'card');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This service cannot be bought as you go.');
  });
});

describe('duplicating', () => {
  it('reads any readable order as a form source, with its supplied files offered', async () => {
    const { app } = await server();
    const owner = await actor(app, 'owner@demo.test');
    const withFiles = app.proofdesk.data
      .sqlite!.prepare(
        `SELECT a.order_id AS id FROM attachments a JOIN orders o ON o.id = a.order_id
         WHERE a."group" = 'suppliedFiles' AND o.client_id = 'client-northwind' LIMIT 1`,
      )
      .get() as { id: string };
    const source = (await owner.get(`/order/${withFiles.id}/form`)).json().data;
    expect(source.isDraft).toBe(false);
    expect(source.files.length).toBeGreaterThan(0);
    expect(source.form.serviceId).toMatch(/^svc-/);
    // The demo's rows name stored files; this in-memory server stores their bytes now.
    const stored = app.proofdesk.data
      .sqlite!.prepare(
        `SELECT v.storage_key AS key FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id
         WHERE a.order_id = ?`,
      )
      .all(withFiles.id) as { key: string }[];
    for (const { key } of stored) await app.proofdesk.store.put(key, Buffer.from(`bytes of ${key}`));
    const copy = await draft(owner, { ...source.form, options: {} });
    const files = source.files.map((file: { attachmentId: string }) => file.attachmentId);
    const copied = await owner.send('POST', `/order/${copy.orderId}/copy-files`, 'card', {
      fromOrderId: withFiles.id,
      attachmentIds: files,
    });
    expect(copied.json()).toMatchObject({ success: true, message: 'The files have been copied.' });
    const copies = (await owner.get(`/order/${copy.orderId}/form`)).json().data.files;
    const names = (files: { fileName: string }[]) => files.map((file) => file.fileName).sort();
    expect(names(copies)).toEqual(names(source.files));
    // New stored objects, not shared keys.
    const keys = app.proofdesk.data
      .sqlite!.prepare(
        `SELECT v.storage_key AS key FROM attachment_versions v JOIN attachments a ON a.id = v.attachment_id
         WHERE a.order_id IN (?, ?)`,
      )
      .all(withFiles.id, copy.orderId) as { key: string }[];
    expect(new Set(keys.map((row) => row.key)).size).toBe(keys.length);
    // A file of another order is refused.
    const other = await owner.send('POST', `/order/${copy.orderId}/copy-files`, 'card', {
      fromOrderId: withFiles.id,
      attachmentIds: ['not-a-file'],
    });
    expect(other.statusCode).toBe(400);
  });
});
