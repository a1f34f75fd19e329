import { describe, expect, it } from 'vitest';
import { basicAuth, bearer, csrfFor, DEMO_PASSWORD, signIn, testServer } from './helpers';
import { actor } from './orders-fixtures';

// Issue 8: "wrong JSON types are a 400, never coerced".
describe('strict JSON bodies', () => {
  it('refuses a preset whose name is a number instead of saving it as text', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.send('POST', '/filters', 'filter', { name: 123 });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().messages).toContain('name must be string');
    expect((await owner.get('/filters')).json().data).toEqual([]);
  });

  it('refuses a nullable field sent as a number or a boolean', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    for (const search of [7, true]) {
      const response = await owner.send('POST', '/filters', 'filter', { name: 'Typed', search });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await owner.get('/filters')).json().data).toEqual([]);
  });

  it('refuses arrays as username and password on /c/token and /g/signin', async () => {
    const app = await testServer();
    const token = await app.inject({
      method: 'POST',
      url: '/api/c/token',
      headers: { authorization: basicAuth('customer') },
      payload: { grant_type: 'password', username: ['owner@demo.test'], password: [DEMO_PASSWORD] },
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ name: 'invalid_request', statusCode: 400 });
    expect(token.json().message).toContain('username must be string');

    const json = await app.inject({
      method: 'POST',
      url: '/api/g/signin',
      payload: { username: ['owner@demo.test'], password: [DEMO_PASSWORD] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().name).toBe('invalid_request');
  });

  it('refuses a cart quantity sent as text', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.send('PUT', '/cart', 'cart', {
      items: [{ id: 'prod-logo', type: 'product', qty: '2' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(['items.0.qty must be number']);
  });

  it('still turns query strings into numbers (?page=2)', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.get('/message/groups?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.page).toBe(2);
  });
});

describe('POST /d/impersonate/:userId takes a closed, empty body', () => {
  it('accepts no body or {}, refuses anything else with a 400 envelope', async () => {
    const app = await testServer();
    const { accessToken } = await signIn(app, 'admin');
    const csrf = await csrfFor(app, accessToken, 'admin:impersonate');
    const impersonate = (payload?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/d/impersonate/user-owner',
        headers: {
          ...bearer(accessToken),
          'x-csrf-token': csrf,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
    expect((await impersonate()).statusCode).toBe(200);
    expect((await impersonate('{}')).statusCode).toBe(200);
    const extra = await impersonate(JSON.stringify({ userId: 'user-admin' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ success: false, messages: ['userId is not allowed'] });
    for (const payload of [[], 'x', 1]) {
      const response = await impersonate(JSON.stringify(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('anti-forgery before rate limiting', () => {
  it('does not count forged requests against the limit of PUT /profile/resend-email-verification', async () => {
    const app = await testServer();
    const { accessToken } = await signIn(app, 'summit@demo.test');
    const resend = (csrf: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/profile/resend-email-verification',
        headers: { ...bearer(accessToken), 'x-csrf-token': csrf },
      });
    // The limit is 5 a minute; twenty forged calls must all be refused as forgeries, not as 429.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await resend('forged')).statusCode).toBe(403);
    }
    const csrf = await csrfFor(app, accessToken, 'customer:profile');
    expect((await resend(csrf)).statusCode).toBe(200);
    // The limit itself still holds for genuine calls.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await resend(csrf)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
