import { CSRF_SCOPES } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

const INVALID_CSRF = { success: false, message: 'Invalid or missing anti-forgery token.' };

describe('GET /g/csrf/:scope', () => {
  it('issues a token for every scope of the caller’s client', async () => {
    const app = await testServer();
    const customer = await signIn(app, 'owner@demo.test');
    const tokens = new Set<string>();
    for (const name of CSRF_SCOPES) tokens.add(await csrfFor(app, customer.accessToken, `customer:${name}`));
    // Distinct per scope: a token is useless outside the scope it was minted for.
    expect(tokens.size).toBe(CSRF_SCOPES.length);
  });

  it('refuses a scope of the other client with 403 and an unknown scope with 400', async () => {
    const app = await testServer();
    const customer = await signIn(app, 'owner@demo.test');
    const admin = await signIn(app, 'admin');
    const crossed = await app.inject({
      method: 'GET',
      url: '/api/g/csrf/admin:impersonate',
      headers: bearer(customer.accessToken),
    });
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json()).toEqual({ success: false, message: 'Permission Denied!' });
    const crossedBack = await app.inject({
      method: 'GET',
      url: '/api/g/csrf/customer:cart',
      headers: bearer(admin.accessToken),
    });
    expect(crossedBack.statusCode).toBe(403);
    for (const scope of ['customer:nope', 'cart', 'guest:cart', 'customer:cart:extra']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/g/csrf/${scope}`,
        headers: bearer(customer.accessToken),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Invalid request' });
    }
  });

  it('needs a session', async () => {
    const app = await testServer();
    const response = await app.inject({ method: 'GET', url: '/api/g/csrf/customer:cart' });
    expect(response.statusCode).toBe(401);
    expect(response.json().reauth).toBe(true);
  });
});

describe('anti-forgery guard on mutating routes', () => {
  const impersonate = (accessToken: string, csrf?: string) => ({
    method: 'POST' as const,
    url: '/api/d/impersonate/user-owner',
    headers: { ...bearer(accessToken), ...(csrf === undefined ? {} : { 'x-csrf-token': csrf }) },
  });

  it('answers 403 without the header, with garbage, or with a token of another scope or session', async () => {
    const app = await testServer();
    const admin = await signIn(app, 'admin');
    const otherSession = await signIn(app, 'admin');
    const wrongScope = await csrfFor(app, admin.accessToken, 'admin:upload');
    const otherSessionToken = await csrfFor(app, otherSession.accessToken, 'admin:impersonate');
    for (const csrf of [undefined, '', 'garbage', wrongScope, otherSessionToken]) {
      const response = await app.inject(impersonate(admin.accessToken, csrf));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(INVALID_CSRF);
    }
    const good = await app.inject(
      impersonate(admin.accessToken, await csrfFor(app, admin.accessToken, 'admin:impersonate')),
    );
    expect(good.statusCode).toBe(200);
  });

  it('stops accepting a token once its session is signed out', async () => {
    const app = await testServer();
    const admin = await signIn(app, 'cso@demo.test');
    const csrf = await csrfFor(app, admin.accessToken, 'admin:impersonate');
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(admin.accessToken) });
    const response = await app.inject(impersonate(admin.accessToken, csrf));
    expect(response.statusCode).toBe(401);
  });
});
