import type { FastifyInstance } from 'fastify';
import { TOUR_FLAGS, type User } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { applyProfilePatch } from '../../../../../host-demo/server/account';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

async function member(app: FastifyInstance, username: string, scope = 'customer:profile') {
  const { accessToken } = await signIn(app, username);
  const csrf = await csrfFor(app, accessToken, scope);
  return {
    put: (url: string, payload?: unknown, token: string | null = csrf) =>
      app.inject({
        method: 'PUT',
        url,
        headers: { ...bearer(accessToken), ...(token ? { 'x-csrf-token': token } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    profile: async () =>
      (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) })).json<{
        data: User;
      }>().data,
  };
}

describe('PUT /profile/tour/:tourId', () => {
  it('sets one <key>TourGuide flag and answers the tour flags', async () => {
    const app = await testServer();
    // The demo accounts have seen their tours (seed/demo-profiles.ts): both start with every tour pending.
    const owner = await member(app, 'owner@demo.test');
    const staff = await member(app, 'staff@demo.test');
    await owner.put('/api/profile/tour/all', { data: true });
    await staff.put('/api/profile/tour/all', { data: true });
    const response = await owner.put('/api/profile/tour/dashboard', { data: false });
    expect(response.statusCode).toBe(200);
    const tour = response.json().data as Record<string, boolean>;
    expect(tour.dashboardTourGuide).toBe(false);
    expect(Object.values(tour).filter((pending) => pending)).toHaveLength(TOUR_FLAGS.length - 1);
    expect((await owner.profile()).tour).toEqual(tour);
    // Another user's flags are their own.
    expect((await staff.profile()).tour.dashboardTourGuide).toBe(true);
  });

  it("'all' sets every flag", async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    await owner.put('/api/profile/tour/all', { data: false });
    expect(Object.values((await owner.profile()).tour)).toEqual(TOUR_FLAGS.map(() => false));
    await owner.put('/api/profile/tour/all', { data: true });
    expect(Object.values((await owner.profile()).tour)).toEqual(TOUR_FLAGS.map(() => true));
  });

  it('refuses unknown tours and bad bodies', async () => {
    const app = await testServer();
    const owner = await member(app, 'owner@demo.test');
    for (const [url, body] of [
      ['/api/profile/tour/everything', { data: false }],
      ['/api/profile/tour/dashboardTourGuide', { data: false }],
      ['/api/profile/tour/dashboard', { data: 'maybe' }],
      ['/api/profile/tour/dashboard', {}],
      ['/api/profile/tour/dashboard', { data: false, extra: 1 }],
    ] as const) {
      const response = await owner.put(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toBe('Invalid request');
    }
  });

  it('is for users with the tour-guide right (owner, staff, admin), with the profile token', async () => {
    const app = await testServer();
    const admin = await member(app, 'admin', 'admin:profile');
    expect((await admin.put('/api/profile/tour/generalSettings', { data: false })).statusCode).toBe(200);
    const operator = await member(app, 'operator@demo.test', 'admin:profile');
    expect((await operator.put('/api/profile/tour/dashboard', { data: false })).statusCode).toBe(403);
    const owner = await member(app, 'owner@demo.test');
    expect((await owner.put('/api/profile/tour/dashboard', { data: false }, null)).statusCode).toBe(403);
  });
});

describe('PUT /profile/reactivate-subscription (chosen path)', () => {
  it('reactivates a subscription on leave for the whole account', async () => {
    const app = await testServer();
    const summit = await member(app, 'summit@demo.test');
    expect((await summit.profile()).membership.onSubscriptionLeave).toBe(true);
    expect((await summit.put('/api/profile/reactivate-subscription')).json()).toEqual({
      success: true,
      message: 'Your subscription has been reactivated.',
    });
    const { membership } = await summit.profile();
    expect([membership.onSubscriptionLeave, membership.onSubscriptionLeaveReactivationDateFormat]).toEqual([
      false,
      null,
    ]);
    const again = await summit.put('/api/profile/reactivate-subscription');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Your subscription is not on leave.');
  });

  it('refuses staff (and internal users) with the contact-the-owner message', async () => {
    const app = await testServer();
    await applyProfilePatch(
      app.proofdesk.data,
      { clientId: 'client-northwind' },
      { membership: { onSubscriptionLeave: true } },
    );
    const staff = await member(app, 'staff@demo.test');
    const refused = await staff.put('/api/profile/reactivate-subscription');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Please contact the account owner to reactivate the subscription.',
    });
    expect((await staff.profile()).membership.onSubscriptionLeave).toBe(true);
    const cso = await member(app, 'cso@demo.test', 'admin:profile');
    expect((await cso.put('/api/profile/reactivate-subscription')).statusCode).toBe(403);
    const owner = await member(app, 'owner@demo.test', 'customer:customer-package');
    expect((await owner.put('/api/profile/reactivate-subscription')).statusCode).toBe(403);
  });
});
