import { TOKEN_ERRORS } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { basicAuth, DEMO_PASSWORD, testClock, testServer, tokenRequest } from '../helpers';

const owner = { grant_type: 'password', username: 'owner@demo.test', password: DEMO_PASSWORD };

describe('POST /c/token and /d/token', () => {
  it('signs a customer in with e-mail and password', async () => {
    const clock = testClock('2025-03-03T12:00:00Z');
    const app = await testServer({ now: clock.now });
    const response = await app.inject(tokenRequest('customer', owner));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      // Default TTL 12 h from the injected clock.
      accessTokenExpiresAt: '2025-03-04T00:00:00.000Z',
      user: { id: 'user-owner' },
      client: { id: 'proofdesk-customer' },
    });
  });

  it('signs the admin in with the plain username on /d/token', async () => {
    const app = await testServer();
    const response = await app.inject(
      tokenRequest('admin', { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: 'user-admin' }, client: { id: 'proofdesk-admin' } });
  });

  it('honours tokenTtlSeconds', async () => {
    const app = await testServer({ now: () => new Date('2025-03-03T12:00:00Z'), tokenTtlSeconds: 60 });
    const response = await app.inject(tokenRequest('customer', owner));
    expect(response.json().accessTokenExpiresAt).toBe('2025-03-03T12:01:00.000Z');
  });

  it('answers the exact invalid_grant body for a wrong password or unknown user', async () => {
    const app = await testServer();
    for (const fields of [
      { ...owner, password: 'wrong-password' },
      { ...owner, username: 'nobody@demo.test' },
    ]) {
      const response = await app.inject(tokenRequest('customer', fields));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: 'invalid_grant',
        message: 'Invalid grant: user credentials are invalid',
        statusCode: 400,
      });
    }
  });

  it('refuses a wrong client secret or a missing Basic header with invalid_client', async () => {
    const app = await testServer();
    for (const authorization of [basicAuth('customer', 'guess'), basicAuth('admin'), '', 'Bearer abc']) {
      const response = await app.inject(tokenRequest('customer', owner, authorization));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(TOKEN_ERRORS.invalidClient);
    }
  });

  it('refuses an admin-side user on the customer client and a customer on the admin client', async () => {
    const app = await testServer();
    const adminOnCustomer = await app.inject(
      tokenRequest('customer', {
        grant_type: 'password',
        username: 'admin@demo.test',
        password: DEMO_PASSWORD,
      }),
    );
    expect(adminOnCustomer.json()).toEqual(TOKEN_ERRORS.invalidGrant);
    const ownerOnAdmin = await app.inject(tokenRequest('admin', owner));
    expect(ownerOnAdmin.json()).toEqual(TOKEN_ERRORS.invalidGrant);
  });

  it('answers invalid_request for missing fields or another grant type', async () => {
    const app = await testServer();
    const missing = await app.inject(
      tokenRequest('customer', { grant_type: 'password', username: 'owner@demo.test' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ name: 'invalid_request', statusCode: 400 });
    expect(missing.json().message).toContain('password is required');
    const grant = await app.inject(tokenRequest('customer', { ...owner, grant_type: 'client_credentials' }));
    expect(grant.json()).toMatchObject({ name: 'invalid_request', statusCode: 400 });
  });

  it('rate-limits more than 10 attempts per minute per IP and username with the 429 body', async () => {
    const app = await testServer();
    const wrong = { ...owner, password: 'not-it' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await app.inject(tokenRequest('customer', wrong))).statusCode).toBe(400);
    }
    const limited = await app.inject(tokenRequest('customer', owner));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      name: 'too_many_requests',
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
      statusCode: 429,
    });
    // Another username from the same IP has its own budget.
    const other = await app.inject(tokenRequest('customer', { ...owner, username: 'staff@demo.test' }));
    expect(other.statusCode).toBe(200);
  });
});
