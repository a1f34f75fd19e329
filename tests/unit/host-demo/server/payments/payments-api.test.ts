import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES, TEST_CARDS } from 'proofdesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { signPayload, type TestProvider } from '../../../../../host-demo/server/payments';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

// Payments behind the provider interface (issue 25): the test provider's cards, idempotent charges,
// the signed webhook, invoice ownership, the payment-method rules of dashboard §5 and the roles of §6.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function customer(app: FastifyInstance, username = 'harbor@demo.test') {
  const { accessToken } = await signIn(app, username);
  const scopes = new Map<string, string>();
  const csrf = async (scope: string) => {
    if (!scopes.has(scope)) scopes.set(scope, await csrfFor(app, accessToken, `customer:${scope}`));
    return scopes.get(scope) as string;
  };
  const call = async (method: Method, url: string, payload?: unknown, scope?: string, extra = {}) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(accessToken), ...(scope ? { 'x-csrf-token': await csrf(scope) } : {}), ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const addCard = async (number: string) => {
    const token = await call(
      'POST',
      '/api/payments/test-provider/tokens',
      { number, expMonth: 12, expYear: 2099, cvc: '123' },
      'customer-payment-method',
    );
    expect(token.statusCode, token.body).toBe(200);
    const added = await call(
      'POST',
      '/api/payment-methods',
      { token: token.json().data.token },
      'customer-payment-method',
    );
    expect(added.statusCode, added.body).toBe(200);
    return added.json().data as { id: string; isDefault: boolean; isActive: boolean; last4: string };
  };
  const invoice = async () => {
    const response = await call(
      'POST',
      '/api/cart/checkout',
      { items: [{ id: 'prod-logo', qty: 1, type: 'product' }] },
      'cart',
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data._id as string;
  };
  let attempt = 0;
  const pay = (invoiceId: string, paymentMethodId: string, key = `attempt-${++attempt}`) =>
    call('POST', `/api/invoices/${invoiceId}/pay`, { paymentMethodId }, 'customer-transaction', {
      'idempotency-key': key,
    });
  return { accessToken, call, addCard, invoice, pay };
}

const count = (app: FastifyInstance, sql: string) =>
  (app.proofdesk.data.sqlite!.prepare(sql).get() as { n: number }).n;

describe('cards and the test provider', () => {
  it('keeps a token, brand, last four digits and expiry, never the number', async () => {
    const app = await testServer();
    const owner = await customer(app);
    const card = await owner.addCard(TEST_CARDS.success);
    expect(card).toMatchObject({ last4: '4242', isDefault: true, isActive: true });
    const stored = JSON.stringify(app.proofdesk.data.sqlite!.prepare('SELECT * FROM payment_methods').all());
    expect(stored).not.toContain(TEST_CARDS.success);
    expect(stored).toContain('Visa');
    const list = (await owner.call('GET', '/api/payment-methods')).json().data;
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain('tok_test_');
  });

  it('refuses invalid, expired cards and made-up tokens', async () => {
    const app = await testServer();
    const owner = await customer(app);
    const token = (body: object) =>
      owner.call('POST', '/api/payments/test-provider/tokens', body, 'customer-payment-method');
    const invalid = await token({ number: '4242424242424241', expMonth: 1, expYear: 2099, cvc: '123' });
    expect(invalid.json()).toEqual({ success: false, message: PAYMENT_MESSAGES.cardInvalid });
    const expired = await token({ number: TEST_CARDS.success, expMonth: 1, expYear: 2001, cvc: '123' });
    expect(expired.json().message).toBe(PAYMENT_MESSAGES.cardExpired);
    const forged = await owner.call(
      'POST',
      '/api/payment-methods',
      { token: 'tok_test_eyJiIjoiVmlzYSJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      'customer-payment-method',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(PAYMENT_MESSAGES.tokenInvalid);
    const unknownField = await token({
      number: TEST_CARDS.success,
      expMonth: 1,
      expYear: 2099,
      cvc: '1',
      x: 1,
    });
    expect(unknownField.statusCode).toBe(400);
  });
});

describe('POST /invoices/:id/pay', () => {
  it('success card: the webhook marks the invoice paid and sends reload-profile', async () => {
    const app = await testServer();
    const publish = vi.spyOn(app.proofdesk.hub, 'publish');
    const owner = await customer(app);
    const card = await owner.addCard(TEST_CARDS.success);
    const invoiceId = await owner.invoice();
    const paid = await owner.pay(invoiceId, card.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      message: PAYMENT_MESSAGES.paid,
      data: { status: 'succeeded', invoiceStatus: 'paid' },
    });
    expect(publish).toHaveBeenCalledWith(expect.arrayContaining(['user-harbor']), 'reload-profile');
    const detail = (await owner.call('GET', `/api/invoices/${invoiceId}`)).json().data;
    expect(detail).toMatchObject({ status: 'paid', total: 249, lines: [{ name: 'Logo Design', qty: 1 }] });
    expect(detail.paidAt).not.toBeNull();
    expect(detail.payments).toMatchObject([{ status: 'succeeded', last4: '4242', amount: 249 }]);
    const again = await owner.pay(invoiceId, card.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.invoicePaid);
  });

  it('decline card: refused, nothing charged, the invoice stays unpaid', async () => {
    const app = await testServer();
    const owner = await customer(app);
    const card = await owner.addCard(TEST_CARDS.decline);
    const invoiceId = await owner.invoice();
    const declined = await owner.pay(invoiceId, card.id);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ success: false, message: PAYMENT_MESSAGES.declined });
    const detail = (await owner.call('GET', `/api/invoices/${invoiceId}`)).json().data;
    expect(detail.status).toBe('unpaid');
    expect(detail.payments).toMatchObject([{ status: 'declined' }]);
    expect(count(app, "SELECT COUNT(*) AS n FROM test_provider_charges WHERE outcome = 'succeeded'")).toBe(0);
  });

  it('retry card: the first attempt fails temporarily, a new attempt succeeds', async () => {
    const app = await testServer();
    const owner = await customer(app);
    const card = await owner.addCard(TEST_CARDS.retry);
    const invoiceId = await owner.invoice();
    const first = await owner.pay(invoiceId, card.id);
    expect(first.statusCode).toBe(402);
    expect(first.json().message).toBe(PAYMENT_MESSAGES.retry);
    const second = await owner.pay(invoiceId, card.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.invoiceStatus).toBe('paid');
  });

  it('is idempotent: the same key charges once and answers the first answer', async () => {
    const app = await testServer();
    const owner = await customer(app);
    const card = await owner.addCard(TEST_CARDS.success);
    const invoiceId = await owner.invoice();
    // Concurrent: one charges; the other is told it is in progress (Stripe answers 409 alike).
    const both = await Promise.all([
      owner.pay(invoiceId, card.id, 'k-1'),
      owner.pay(invoiceId, card.id, 'k-1'),
    ]);
    const statuses = both.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    // Repeated later: the first answer.
    const a = both.find((response) => response.statusCode === 200);
    const b = await owner.pay(invoiceId, card.id, 'k-1');
    expect(b.statusCode).toBe(200);
    expect(a?.json().data.paymentId).toBe(b.json().data.paymentId);
    expect(count(app, 'SELECT COUNT(*) AS n FROM test_provider_charges')).toBe(1);
    expect(count(app, 'SELECT COUNT(*) AS n FROM payments')).toBe(1);
    // A declined attempt replays its refusal under its key; the key with another body is refused.
    const declineCard = await owner.addCard(TEST_CARDS.decline);
    const other = await owner.invoice();
    expect((await owner.pay(other, declineCard.id, 'k-2')).statusCode).toBe(402);
    expect((await owner.pay(other, declineCard.id, 'k-2')).json().message).toBe(PAYMENT_MESSAGES.declined);
    expect(count(app, 'SELECT COUNT(*) AS n FROM test_provider_charges')).toBe(2);
    expect((await owner.pay(other, card.id, 'k-2')).statusCode).toBe(422);
    const noKey = await owner.call(
      'POST',
      `/api/invoices/${other}/pay`,
      { paymentMethodId: card.id },
      'customer-transaction',
    );
    expect(noKey.statusCode).toBe(400);
  });

  it("refuses another account's invoice and an unknown one alike, and another account's card", async () => {
    const app = await testServer();
    const harbor = await customer(app);
    const summit = await customer(app, 'summit@demo.test');
    const card = await harbor.addCard(TEST_CARDS.success);
    const summitCard = await summit.addCard(TEST_CARDS.success);
    const invoiceId = await harbor.invoice();
    for (const url of [`/api/invoices/${invoiceId}`, '/api/invoices/inv-made-up']) {
      const response = await summit.call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: PAYMENT_MESSAGES.invoiceNotFound });
    }
    expect((await summit.pay(invoiceId, summitCard.id)).statusCode).toBe(404);
    expect((await harbor.pay(invoiceId, summitCard.id)).json().message).toBe(PAYMENT_MESSAGES.methodNotFound);
    expect((await summit.call('GET', '/api/invoices')).json().data).toEqual([]);
    const page = (await harbor.call('GET', '/api/invoices?page=1&limit=10')).json();
    expect(page.data).toMatchObject([{ id: invoiceId, status: 'unpaid', total: 249, items: 1 }]);
    expect(page.meta).toEqual({ page: 1, totalPages: 1 });
    expect((await harbor.pay(invoiceId, card.id)).statusCode).toBe(200);
  });
});

describe('POST /payments/webhook', () => {
  async function pending(app: FastifyInstance) {
    const owner = await customer(app);
    const card = await owner.addCard(TEST_CARDS.success);
    const invoiceId = await owner.invoice();
    // The provider accepted but its confirmation has not arrived (no delivery).
    (app.proofdesk.payments as TestProvider).setDelivery(async () => undefined);
    const paid = await owner.pay(invoiceId, card.id);
    expect(paid.json().data).toMatchObject({ status: 'pending', invoiceStatus: 'unpaid' });
    const payment = app.proofdesk.data.sqlite!.prepare('SELECT * FROM payments').get() as {
      id: string;
      provider_charge_id: string;
    };
    const event = {
      id: 'evt_1',
      type: 'charge.succeeded',
      chargeId: payment.provider_charge_id,
      paymentId: payment.id,
      reference: invoiceId,
      amountCents: 24900,
      currency: 'USD',
    };
    return { owner, invoiceId, event };
  }
  const deliver = (app: FastifyInstance, raw: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'proofdesk-signature': signature } : {}),
      },
    });

  it('refuses a forged, missing or stale signature and a changed body', async () => {
    const app = await testServer();
    const { owner, invoiceId, event } = await pending(app);
    const raw = JSON.stringify(event);
    const secret = (app.proofdesk.payments as TestProvider).webhookSecret;
    const cases = [
      deliver(app, raw),
      deliver(app, raw, signPayload(Buffer.from('not the secret'), raw, new Date())),
      deliver(app, raw, signPayload(secret, raw, new Date(Date.now() - 3600_000))),
      deliver(app, JSON.stringify({ ...event, amountCents: 1 }), signPayload(secret, raw, new Date())),
      deliver(app, raw, 't=1,v1=zz'),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: PAYMENT_MESSAGES.webhookRefused });
    }
    expect((await owner.call('GET', `/api/invoices/${invoiceId}`)).json().data.status).toBe('unpaid');
    const signed = await deliver(app, raw, signPayload(secret, raw, new Date()));
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await owner.call('GET', `/api/invoices/${invoiceId}`)).json().data.status).toBe('paid');
    // A repeated delivery changes nothing.
    expect((await deliver(app, raw, signPayload(secret, raw, new Date()))).statusCode).toBe(200);
    const wrongAmount = JSON.stringify({ ...event, amountCents: 1 });
    expect((await deliver(app, wrongAmount, signPayload(secret, wrongAmount, new Date()))).statusCode).toBe(
      404,
    );
  });
});

describe('payment methods (dashboard §5)', () => {
  it('makes default, deactivates, and deletes only a deactivated method', async () => {
    const app = await testServer();
    const owner = await customer(app);
    const first = await owner.addCard(TEST_CARDS.success);
    const second = await owner.addCard(TEST_CARDS.decline);
    expect(second.isDefault).toBe(false);
    const scope = 'customer-payment-method';
    const made = await owner.call('PUT', `/api/payment-methods/${second.id}/default`, undefined, scope);
    expect(made.json()).toMatchObject({ data: { isDefault: true }, message: PAYMENT_MESSAGES.methodDefault });
    const list = (await owner.call('GET', '/api/payment-methods')).json().data;
    expect(list.map((m: { isDefault: boolean }) => m.isDefault)).toEqual([false, true]);
    const refused = await owner.call('DELETE', `/api/payment-methods/${first.id}`, undefined, scope);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: PAYMENT_MESSAGES.deactivateFirst });
    const off = await owner.call('PUT', `/api/payment-methods/${second.id}/deactivate`, undefined, scope);
    expect(off.json().data).toMatchObject({ isActive: false, isDefault: false });
    const invoiceId = await owner.invoice();
    expect((await owner.pay(invoiceId, second.id)).json().message).toBe(PAYMENT_MESSAGES.methodInactive);
    const notDefault = await owner.call('PUT', `/api/payment-methods/${second.id}/default`, undefined, scope);
    expect(notDefault.json().message).toBe(PAYMENT_MESSAGES.defaultInactive);
    const gone = await owner.call('DELETE', `/api/payment-methods/${second.id}`, undefined, scope);
    expect(gone.json()).toEqual({ success: true, message: PAYMENT_MESSAGES.methodDeleted });
    expect((await owner.call('GET', `/api/payment-methods/${second.id}`)).statusCode).toBe(404);
    // Without the anti-forgery token, nothing changes.
    const forged = await owner.call('PUT', `/api/payment-methods/${first.id}/deactivate`);
    expect(forged.statusCode).toBe(403);
  });
});

describe('roles (dashboard §6: billing, invoices and checkout are the owner’s)', () => {
  it.each([
    ['staff@demo.test', 'customer'],
    ['operator@demo.test', 'admin'],
    ['cso@demo.test', 'admin'],
  ])('%s may not list, add or pay', async (username, client) => {
    const app = await testServer();
    const owner = await customer(app, 'owner@demo.test');
    const card = await owner.addCard(TEST_CARDS.success);
    const invoiceId = await owner.invoice();
    const { accessToken } = await signIn(app, username);
    const csrf = async (scope: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/g/csrf/${client}:${scope}`,
        headers: bearer(accessToken),
      });
      return response.json().data?.token ?? '';
    };
    const calls = [
      app.inject({ method: 'GET', url: '/api/payment-methods', headers: bearer(accessToken) }),
      app.inject({ method: 'GET', url: '/api/invoices', headers: bearer(accessToken) }),
      app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}`, headers: bearer(accessToken) }),
      app.inject({
        method: 'POST',
        url: `/api/invoices/${invoiceId}/pay`,
        headers: {
          ...bearer(accessToken),
          'x-csrf-token': await csrf('customer-transaction'),
          'idempotency-key': 'x',
        },
        payload: { paymentMethodId: card.id },
      }),
      app.inject({
        method: 'DELETE',
        url: `/api/payment-methods/${card.id}`,
        headers: { ...bearer(accessToken), 'x-csrf-token': await csrf('customer-payment-method') },
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(403);
    expect((await owner.call('GET', `/api/invoices/${invoiceId}`)).json().data.status).toBe('unpaid');
  });
});

describe('a pay-as-you-go order bought through the cart', () => {
  it('goes on the board when its invoice is paid, live for the account', async () => {
    const { testClock } = await import('../helpers');
    const { actor } = await import('../orders-fixtures');
    const clock = testClock('2026-03-10T12:00:00.000Z');
    const app = await testServer({ now: clock.now });
    const publish = vi.spyOn(app.proofdesk.hub, 'publish');
    const harbor = await actor(app, 'harbor@demo.test');
    const form = {
      serviceId: 'svc-logo',
      name: 'Spring logo',
      brief: 'A fresh logo for the spring range.',
      dueDate: '2026-03-20',
      priority: 'normal',
      options: { 'svc-logo-opt-1': 'Minimal' },
    };
    const orderId = (await harbor.send('POST', '/order', 'card', form)).json().data.orderId as string;
    expect((await harbor.send('POST', `/order/${orderId}/pay-as-you-go`, 'card')).statusCode).toBe(200);
    const owner = await customer(app);
    const checkout = await owner.call(
      'POST',
      '/api/cart/checkout',
      { items: [{ id: orderId, type: 'order', qty: 1 }] },
      'cart',
    );
    const invoiceId = checkout.json().data._id as string;
    const state = () =>
      app.proofdesk.data.sqlite!.prepare('SELECT card_state, payg FROM orders WHERE id = ?').get(orderId);
    const decline = await owner.addCard(TEST_CARDS.decline);
    expect((await owner.pay(invoiceId, decline.id)).statusCode).toBe(402);
    expect(state()).toMatchObject({ payg: 1 });
    const card = await owner.addCard(TEST_CARDS.success);
    expect((await owner.pay(invoiceId, card.id)).json().data.invoiceStatus).toBe('paid');
    expect(state()).toEqual({ card_state: 'ACTIVE_CARD', payg: 0 });
    expect(publish).toHaveBeenCalledWith(
      expect.arrayContaining(['user-harbor', 'user-manager']),
      'reload-order-list',
      {
        orderId,
        progress: 'new-order',
      },
    );
  });
});
