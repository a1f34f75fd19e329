import type { FastifyInstance } from 'fastify';
import type { PackageData, PaygAccount, PaygData, User } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { applyPaidInvoice } from '../../../../../host-demo/server/commerce';
import { setInvoicePaid } from '../../../../../host-demo/server/data/membership/plan-rows';
import { bearer, csrfFor, signIn, testClock, testServer } from '../helpers';

const GB = 1024 ** 3;

async function member(app: FastifyInstance, username: string) {
  const { accessToken } = await signIn(app, username);
  const client =
    username.endsWith('@demo.test') && !/operator|manager|creative|production|cso/.test(username)
      ? 'customer'
      : 'admin';
  const tokens = new Map<string, string>();
  const csrf = async (scope: string) => {
    const known = tokens.get(scope);
    if (known) return known;
    const token = await csrfFor(app, accessToken, `${client}:${scope}`);
    tokens.set(scope, token);
    return token;
  };
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, scope?: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(accessToken), ...(scope ? { 'x-csrf-token': await csrf(scope) } : {}) },
      ...(payload ? { payload } : {}),
    });
  return {
    accessToken,
    get: (url: string) => call('GET', url),
    put: (url: string, scope: string, payload?: object) => call('PUT', url, scope, payload),
    post: (url: string, scope: string, payload?: object) => call('POST', url, scope, payload),
    profile: async () => (await call('GET', '/profile')).json<{ data: User }>().data,
  };
}

const paidHook = (app: FastifyInstance) => ({
  data: app.proofdesk.data,
  hub: app.proofdesk.hub,
  now: app.proofdesk.now,
});

/** Stands in for the checkout branch's provider: marks the invoice paid, then calls the hook. */
async function pay(app: FastifyInstance, invoiceId: string) {
  expect(await setInvoicePaid(app.proofdesk.data.db, invoiceId, Date.now())).toBe(true);
  return applyPaidInvoice(paidHook(app), invoiceId);
}

describe('GET /package', () => {
  it("answers the owner's plan, the catalogue relative to it and the extras for sale", async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    const response = await owner.get('/package');
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: PackageData }>().data;
    expect(data.plan).toMatchObject({ id: 'plan-studio-pro-monthly', relation: 'current', price: 99 });
    expect(data.plans.map((plan) => [plan.id, plan.relation])).toEqual([
      ['plan-free', 'downgrade'],
      ['plan-starter-monthly', 'downgrade'],
      ['plan-studio-pro-monthly', 'current'],
      ['plan-agency-yearly', 'upgrade'],
    ]);
    expect(data.plans[3]).toMatchObject({ storageQuota: 'infinity', maximumActiveOrder: 'infinity' });
    expect(data.scheduled).toBeNull();
    expect(data.extras.map((extra) => [extra.id, extra.resource, extra.amount])).toEqual([
      ['pkg-storage-5', 'storage', 5 * GB],
      ['pkg-hours-5', 'hours', 5 * 3600],
      ['pkg-active-order', 'active-orders', 1],
    ]);
  });

  it('is the owner’s: staff, operator and CSO are refused', async () => {
    const app = await testServer();
    for (const username of ['staff@demo.test', 'operator@demo.test', 'cso@demo.test']) {
      expect((await (await member(app, username)).get('/package')).statusCode).toBe(403);
    }
    // A white-label client's owner manages its own plan (Agency).
    const reseller = await member(app, 'reseller@demo.test');
    expect((await reseller.get('/package')).json().data.plan.id).toBe('plan-agency-yearly');
  });
});

describe('PUT /package/schedule and the cancel calls', () => {
  it('schedules an upgrade for the next cycle, shows it, and cancel-upgrade forgets it', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    const staff = await member(app, 'staff@demo.test');
    const response = await owner.put('/package/schedule', 'customer-package', {
      planId: 'plan-agency-yearly',
    });
    expect(response.json()).toEqual({
      success: true,
      message: 'Your upgrade to Agency (yearly) is scheduled for your next subscription cycle.',
    });
    expect((await staff.profile()).isScheduledUpgrade).toBe(true);
    const data = (await owner.get('/package')).json<{ data: PackageData }>().data;
    expect(data.plan.id).toBe('plan-studio-pro-monthly');
    expect(data.scheduled).toMatchObject({ kind: 'upgrade', plan: { id: 'plan-agency-yearly' } });
    expect((await owner.put('/package/cancel-upgrade', 'customer-package')).json().message).toBe(
      'Your scheduled upgrade has been cancelled.',
    );
    expect((await owner.get('/package')).json<{ data: PackageData }>().data.scheduled).toBeNull();
    expect((await owner.profile()).isScheduledUpgrade).toBe(false);
  });

  it('a downgrade replaces a scheduled upgrade; cancel-downgrade forgets it', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    await owner.put('/package/schedule', 'customer-package', { planId: 'plan-agency-yearly' });
    const down = await owner.put('/package/schedule', 'customer-package', { planId: 'plan-starter-monthly' });
    expect(down.json().message).toBe(
      'Your downgrade to Starter (monthly) is scheduled for your next subscription cycle.',
    );
    const profile = await owner.profile();
    expect([profile.isScheduledUpgrade, profile.isScheduledDowngrade]).toEqual([false, true]);
    expect((await owner.put('/package/cancel-downgrade', 'customer-package')).statusCode).toBe(200);
    expect((await owner.get('/package')).json<{ data: PackageData }>().data.scheduled).toBeNull();
  });

  it('refuses the current plan, an unknown plan, a malformed body and a pay-as-you-go account', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    const same = await owner.put('/package/schedule', 'customer-package', {
      planId: 'plan-studio-pro-monthly',
    });
    expect(same.json()).toEqual({ success: false, message: 'You are already on this plan.' });
    const unknown = await owner.put('/package/schedule', 'customer-package', { planId: 'plan-gold' });
    expect(unknown.json()).toEqual({ success: false, message: 'This plan is not available.' });
    for (const body of [{}, { planId: 'plan-free', extra: 1 }, { planId: 7 }]) {
      const response = await owner.put('/package/schedule', 'customer-package', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const harbor = await member(app, 'harbor@demo.test');
    const payg = await harbor.put('/package/schedule', 'customer-package', {
      planId: 'plan-starter-monthly',
    });
    expect(payg.statusCode).toBe(400);
    expect(payg.json().message).toMatch(/Pay as you go has no subscription cycle/);
  });

  it('is refused to staff and internal roles, and without the customer-package token', async () => {
    const app = await testServer();
    const staff = await member(app, 'staff@demo.test');
    expect(
      (await staff.put('/package/schedule', 'customer-package', { planId: 'plan-agency-yearly' })).statusCode,
    ).toBe(403);
    const manager = await member(app, 'manager@demo.test');
    expect(
      (await manager.put('/package/schedule', 'customer-package', { planId: 'plan-agency-yearly' }))
        .statusCode,
    ).toBe(403);
    const owner = await member(app, 'owner@demo.test');
    const wrong = await owner.put('/package/schedule', 'profile', { planId: 'plan-agency-yearly' });
    expect(wrong.statusCode).toBe(403);
    expect((await owner.profile()).isScheduledUpgrade).toBe(false);
  });

  it('starts the scheduled plan once the cycle is due, with a fresh cycle', async () => {
    const clock = testClock('2026-11-27T10:00:00Z');
    const app = await testServer({ now: clock.now, tokenTtlSeconds: 90 * 86_400 });
    const owner = await member(app, 'owner@demo.test');
    await owner.put('/package/schedule', 'customer-package', { planId: 'plan-starter-monthly' });
    clock.advance(19 * 86_400_000); // the seeded cycle ends in 18 days
    const data = (await owner.get('/package')).json<{ data: PackageData }>().data;
    expect(data.plan.id).toBe('plan-starter-monthly');
    expect(data.scheduled).toBeNull();
    const profile = await owner.profile();
    expect(profile.membership).toMatchObject({
      title: 'Starter (monthly)',
      dueDate: '2027-01-15T10:00:00.000Z',
      allocatedHour: { used: 0, quota: 20 },
      orders: { quota: 10, maximumActiveOrder: 3 },
    });
    expect(profile.storages.quota).toBe(10 * GB);
    expect(profile.isScheduledDowngrade).toBe(false);
  });
});

describe('subscription leave and continue-subscription', () => {
  it('the owner takes a leave; staff are told to contact the owner; continue ends it', async () => {
    const clock = testClock('2026-11-27T10:00:00Z');
    const app = await testServer({ now: clock.now, tokenTtlSeconds: 90 * 86_400 });
    const owner = await member(app, 'owner@demo.test');
    const staff = await member(app, 'staff@demo.test');
    const refused = await staff.put('/profile/leave-subscription', 'profile', { months: 2 });
    expect(refused.json()).toEqual({
      success: false,
      message: 'Please contact the account owner to reactivate the subscription.',
    });
    const leave = await owner.put('/profile/leave-subscription', 'profile', { months: 2 });
    expect(leave.json()).toEqual({
      success: true,
      message: 'Your subscription is on leave. It will reactivate on 27 Jan 2027.',
    });
    expect((await staff.profile()).membership).toMatchObject({
      onSubscriptionLeave: true,
      onSubscriptionLeaveReactivationDateFormat: '27 Jan 2027',
      isActive: false,
    });
    expect((await owner.put('/profile/leave-subscription', 'profile', { months: 1 })).json().message).toBe(
      'Your subscription is already on leave.',
    );
    expect((await owner.put('/profile/leave-subscription', 'profile', { months: 4 })).statusCode).toBe(400);
    const staffContinue = await staff.put('/profile/continue-subscription', 'profile');
    expect(staffContinue.statusCode).toBe(403);
    expect(staffContinue.json().message).toBe(
      'Please contact the account owner to reactivate the subscription.',
    );
    expect((await owner.put('/profile/continue-subscription', 'profile')).json().message).toBe(
      'Your subscription will continue.',
    );
    expect((await staff.profile()).membership).toMatchObject({ onSubscriptionLeave: false, isActive: true });
  });

  it('a leave ends by itself on its date; pay as you go cannot take one', async () => {
    const clock = testClock('2026-11-27T10:00:00Z');
    const app = await testServer({ now: clock.now, tokenTtlSeconds: 90 * 86_400 });
    const owner = await member(app, 'owner@demo.test');
    await owner.put('/profile/leave-subscription', 'profile', { months: 1 });
    clock.set('2026-12-27T00:00:01Z');
    await owner.get('/package');
    expect((await owner.profile()).membership).toMatchObject({ onSubscriptionLeave: false, isActive: true });
    const harbor = await member(app, 'harbor@demo.test');
    expect((await harbor.put('/profile/leave-subscription', 'profile', { months: 1 })).json().message).toBe(
      'Only an active paid membership can be put on leave.',
    );
  });
});

describe('extra resources: applyPaidInvoice', () => {
  it('grows the storage, hours and active-order quotas of every member once, and pushes reload-profile', async () => {
    const app = await testServer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const owner = await member(app, 'owner@demo.test');
    const staff = await member(app, 'staff@demo.test');
    const before = await staff.profile();
    const checkout = await owner.post('/cart/checkout', 'cart', {
      items: [
        { id: 'pkg-storage-5', type: 'package', qty: 2 },
        { id: 'pkg-hours-5', type: 'package', qty: 1 },
        { id: 'pkg-active-order', type: 'package', qty: 3 },
      ],
    });
    const invoiceId = checkout.json<{ data: { _id: string } }>().data._id;
    expect(await applyPaidInvoice(paidHook(app), invoiceId)).toBe('not-paid');
    expect(await applyPaidInvoice(paidHook(app), 'inv-none')).toBe('unknown');

    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`);
    const events: string[] = [];
    const arrived = new Promise<void>((resolve) => {
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw));
        if (message.type === 'ready') void pay(app, invoiceId);
        if (message.type === 'event') events.push(message.event);
        if (events.length === 2) resolve();
      });
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: staff.accessToken })));
    await arrived;
    socket.close();
    expect(events).toEqual(['reload-profile', 'reload-sidebar']);

    const after = await staff.profile();
    expect(after.retail.additionalStorageQuota).toBe(before.retail.additionalStorageQuota + 10 * GB);
    expect(after.retail.allocatedHourExtra).toBe(before.retail.allocatedHourExtra + 5 * 3600);
    expect(after.retail.activeOrderQuota).toBe(before.retail.activeOrderQuota + 3);
    expect(after.storages.additionals).toHaveLength(before.storages.additionals.length + 1);
    expect(after.storages.additionals.at(-1)).toMatchObject({ title: '+10GB', quota: 10 * GB });
    // A repeated confirmation grants nothing more.
    expect(await applyPaidInvoice(paidHook(app), invoiceId)).toBe('already-applied');
    expect((await owner.profile()).retail).toEqual(after.retail);
  });
});

describe('pay as you go', () => {
  it("a customer reads its own account's payg orders, hours and warnings", async () => {
    const app = await testServer();
    const harbor = await member(app, 'harbor@demo.test');
    // clientId is ignored for customers: they read their own account.
    const response = await harbor.get('/payg?clientId=client-northwind');
    const data = response.json<{ data: PaygData }>().data;
    expect(data).toMatchObject({
      clientId: 'client-harbor',
      companyName: 'Harbor Cafe',
      onPayg: true,
      hours: { used: 4.5, quota: 5 },
      allocatedHourWarning: true,
      wordingWarning: 'You have used 90% of your pay-as-you-go hours this month.',
    });
    expect(data.orders.length).toBeGreaterThan(0);
    const staff = await member(app, 'staff@demo.test');
    const northwind = (await staff.get('/payg')).json<{ data: PaygData }>().data;
    expect(northwind).toMatchObject({ clientId: 'client-northwind', onPayg: false, orders: [] });
  });

  it('internal staff with Pay as you Go Customer Info list payg accounts and read one', async () => {
    const app = await testServer();
    const operator = await member(app, 'operator@demo.test');
    const accounts = (await operator.get('/payg/accounts')).json<{ data: PaygAccount[] }>().data;
    expect(accounts.map((account) => account.clientId)).toEqual(
      expect.arrayContaining(['client-harbor', 'client-summit']),
    );
    expect(accounts.map((account) => account.clientId)).not.toContain('client-northwind');
    expect((await operator.get('/payg')).json()).toEqual({
      success: false,
      message: 'Choose a customer account.',
    });
    expect((await operator.get('/payg?clientId=client-harbor')).json().data.companyName).toBe('Harbor Cafe');
    expect((await operator.get('/payg?clientId=client-nope')).statusCode).toBe(404);
    const cso = await member(app, 'cso@demo.test');
    expect((await cso.get('/payg/accounts')).statusCode).toBe(200);
    const owner = await member(app, 'owner@demo.test');
    expect((await owner.get('/payg/accounts')).statusCode).toBe(403);
  });

  it('switches pay as you go to a membership through a paid invoice', async () => {
    const app = await testServer();
    const harbor = await member(app, 'harbor@demo.test');
    const response = await harbor.put('/payg/switch', 'customer-package', {
      to: 'membership',
      planId: 'plan-starter-monthly',
    });
    expect(response.json().message).toBe('Your invoice has been created. Please complete the payment.');
    const invoiceId = response.json<{ data: { _id: string } }>().data._id;
    expect((await harbor.profile()).membership.type).toBe('free');
    expect(await pay(app, invoiceId)).toBe('applied');
    const profile = await harbor.profile();
    expect(profile.membership).toMatchObject({ type: 'paid', title: 'Starter (monthly)', isActive: true });
    expect(profile.isSubscriber).toBe(true);
    expect((await harbor.get('/package')).json<{ data: PackageData }>().data.plan.id).toBe(
      'plan-starter-monthly',
    );
    const again = await harbor.put('/payg/switch', 'customer-package', {
      to: 'membership',
      planId: 'plan-agency-yearly',
    });
    expect(again.json().message).toBe('You already have a membership. Change plans on the Membership page.');
  });

  it('switches a membership to pay as you go at the end of the cycle', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    const response = await owner.put('/payg/switch', 'customer-package', { to: 'payg' });
    expect(response.json().message).toBe(
      'You will switch to pay as you go at the end of your current subscription cycle.',
    );
    expect((await owner.profile()).isScheduledDowngrade).toBe(true);
    const harbor = await member(app, 'harbor@demo.test');
    expect((await harbor.put('/payg/switch', 'customer-package', { to: 'payg' })).json().message).toBe(
      'You are already on pay as you go.',
    );
    const staff = await member(app, 'staff@demo.test');
    expect((await staff.put('/payg/switch', 'customer-package', { to: 'payg' })).statusCode).toBe(403);
    expect((await owner.put('/payg/switch', 'customer-package', { to: 'elsewhere' })).statusCode).toBe(400);
  });
});

describe('GET /retail', () => {
  it('lists the extras for staff and owner (retail right), not for internal roles', async () => {
    const app = await testServer();
    const staff = await member(app, 'staff@demo.test');
    expect((await staff.get('/retail')).json().data.extras).toHaveLength(3);
    const operator = await member(app, 'operator@demo.test');
    expect((await operator.get('/retail')).statusCode).toBe(403);
  });
});
