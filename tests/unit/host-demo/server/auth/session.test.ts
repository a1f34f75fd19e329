import { Value } from '@sinclair/typebox/value';
import { ClientProfile, TOUR_FLAGS, User } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, testClock, testServer } from '../helpers';

const REAUTH = { success: false, message: 'Your session has ended. Please sign in again.', reauth: true };

describe('GET /profile', () => {
  it('answers every field of the User entity (dashboard spec §3)', async () => {
    const app = await testServer();
    const { accessToken } = await signIn(app, 'owner@demo.test');
    const response = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect([...Value.Errors(User, data)].map((error) => `${error.path} ${error.message}`)).toEqual([]);
    expect(Object.keys(data.tour).sort()).toEqual([...TOUR_FLAGS].sort());
    expect(data).toMatchObject({
      emailAddress: 'owner@demo.test',
      role: 'owner',
      isSubscriber: true,
      isClientWhitelabel: false,
      whitelabelInfo: null,
      timeZone: { value: 'America/New_York', label: expect.stringContaining('Eastern') },
      membership: { type: 'paid', orders: { quota: 20 } },
    });
  });

  it('gives the reseller its own white-label branding and its customers the same', async () => {
    const app = await testServer();
    const reseller = await signIn(app, 'reseller@demo.test');
    const mine = (
      await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(reseller.accessToken) })
    ).json().data;
    expect(mine.isClientWhitelabel).toBe(true);
    expect(mine.whitelabelInfo.colours.primary).toBe('#0f766e');
    expect(mine.whitelabelInfo.logo).toMatch(/^data:image\/svg\+xml,/);
    expect(mine.membership.orders.quota).toBe('infinity');

    const customer = await signIn(app, 'harbor@demo.test');
    const theirs = (
      await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(customer.accessToken) })
    ).json().data;
    expect(theirs.isClientWhitelabel).toBe(false);
    expect(theirs.whitelabelInfo).toEqual(mine.whitelabelInfo);
  });

  it('answers 401 with reauth without a token, with a bad token, and after expiry', async () => {
    const clock = testClock('2025-03-03T08:00:00Z');
    const app = await testServer({ now: clock.now, tokenTtlSeconds: 3600 });
    const { accessToken } = await signIn(app, 'staff@demo.test');
    for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }]) {
      const response = await app.inject({ method: 'GET', url: '/api/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(REAUTH);
    }
    clock.advance(3599_000);
    expect(
      (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) })).statusCode,
    ).toBe(200);
    clock.advance(1_000);
    const expired = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(accessToken) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(REAUTH);
  });
});

describe('GET /r/profile', () => {
  it("answers the signed-in user's account", async () => {
    const app = await testServer();
    const { accessToken } = await signIn(app, 'reseller@demo.test');
    const response = await app.inject({ method: 'GET', url: '/api/r/profile', headers: bearer(accessToken) });
    const { data } = response.json();
    expect(Value.Check(ClientProfile, data)).toBe(true);
    expect(data).toMatchObject({
      id: 'client-brightline',
      companyName: 'Brightline Print',
      isWhitelabel: true,
    });
  });

  it('answers 404 for internal staff, who belong to no account, and 401 when signed out', async () => {
    const app = await testServer();
    const { accessToken } = await signIn(app, 'operator@demo.test');
    const staff = await app.inject({ method: 'GET', url: '/api/r/profile', headers: bearer(accessToken) });
    expect(staff.statusCode).toBe(404);
    expect(staff.json().success).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/r/profile' })).json()).toEqual(REAUTH);
  });
});

describe('POST /logout', () => {
  it('revokes the current session only', async () => {
    const app = await testServer();
    const first = await signIn(app, 'owner@demo.test');
    const second = await signIn(app, 'owner@demo.test');
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(first.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const after = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(first.accessToken),
    });
    expect(after.json()).toEqual(REAUTH);
    const other = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(second.accessToken),
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers 401 reauth when there is no session to end', async () => {
    const app = await testServer();
    const response = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer('gone') });
    expect(response.json()).toEqual(REAUTH);
  });

  it('refuses a body that is not JSON with a 4xx envelope', async () => {
    const app = await testServer();
    const { accessToken } = await signIn(app, 'owner@demo.test');
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(accessToken), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid request' });
  });
});
