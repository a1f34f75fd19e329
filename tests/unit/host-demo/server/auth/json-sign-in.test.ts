import { TOKEN_ERRORS } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, testServer } from '../helpers';

// Proofing §7: "Another sign-in call whose path is not shown takes username and password."
const signIn = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/g/signin',
  payload: body as object,
});

describe('POST /g/signin (chosen path for the other sign-in call)', () => {
  it('signs a customer in with JSON username and password, no client credentials', async () => {
    const app = await testServer();
    const response = await app.inject(signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: 'user-owner' },
      client: { id: 'proofdesk-customer' },
    });
    const token = response.json().accessToken;
    const profile = await app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expect(profile.json().data.emailAddress).toBe('owner@demo.test');
  });

  it('keeps the client rules: an admin needs clientType admin', async () => {
    const app = await testServer();
    const refused = await app.inject(signIn({ username: 'admin', password: DEMO_PASSWORD }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(TOKEN_ERRORS.invalidGrant);
    const admitted = await app.inject(
      signIn({ username: 'admin', password: DEMO_PASSWORD, clientType: 'admin' }),
    );
    expect(admitted.json()).toMatchObject({ client: { id: 'proofdesk-admin' } });
  });

  it('answers invalid_request for a malformed body and invalid_grant for a wrong password', async () => {
    const app = await testServer();
    const malformed = await app.inject(signIn({ username: 'owner@demo.test', role: 'admin' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().name).toBe('invalid_request');
    const wrong = await app.inject(signIn({ username: 'owner@demo.test', password: 'nope-nope' }));
    expect(wrong.json()).toEqual(TOKEN_ERRORS.invalidGrant);
  });

  it('shares the sign-in rate limit', async () => {
    const app = await testServer();
    const attempt = () => app.inject(signIn({ username: 'limited@demo.test', password: 'wrong-password' }));
    for (let count = 0; count < 10; count += 1) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOKEN_ERRORS.tooManyRequests);
  });
});
