import { describe, expect, it } from 'vitest';
import { bearer, csrfFor, signIn, testClock, testServer } from '../helpers';

async function impersonationToken(
  app: Awaited<ReturnType<typeof testServer>>,
  as = 'admin',
  target = 'user-owner',
) {
  const { accessToken } = await signIn(app, as);
  const csrf = await csrfFor(app, accessToken, 'admin:impersonate');
  return app.inject({
    method: 'POST',
    url: `/api/d/impersonate/${target}`,
    headers: { ...bearer(accessToken), 'x-csrf-token': csrf },
  });
}

const validate = (token: string) => ({
  method: 'GET' as const,
  url: '/api/c/validate-impersonate-token',
  headers: bearer(token),
});

describe('impersonation', () => {
  it('lets admin and cso mint a one-time token that signs in as the customer', async () => {
    const app = await testServer();
    for (const as of ['admin', 'cso@demo.test']) {
      const minted = await impersonationToken(app, as);
      expect(minted.statusCode).toBe(200);
      const { token, url } = minted.json().data;
      expect(url).toBe(`/impersonate-customer?token=${encodeURIComponent(token)}`);

      const first = await app.inject(validate(token));
      expect(first.statusCode).toBe(200);
      const { data } = first.json();
      expect(data).toMatchObject({ user: { id: 'user-owner' }, client: { id: 'proofdesk-customer' } });
      const profile = await app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: bearer(data.accessToken),
      });
      expect(profile.json().data.emailAddress).toBe('owner@demo.test');

      const second = await app.inject(validate(token));
      expect(second.statusCode).toBe(401);
      expect(second.json()).toEqual({ success: false, message: 'Token is not valid' });
    }
  });

  it("answers 'Token is not valid' for unknown, missing and expired tokens", async () => {
    const clock = testClock('2025-05-05T10:00:00Z');
    const app = await testServer({ now: clock.now });
    const { token } = (await impersonationToken(app)).json().data;
    clock.advance(5 * 60_000);
    for (const request of [
      validate(token),
      validate('made-up'),
      { method: 'GET' as const, url: '/api/c/validate-impersonate-token' },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Token is not valid' });
    }
  });

  it('is forbidden to other roles and refuses internal users as targets', async () => {
    const app = await testServer();
    for (const as of ['manager@demo.test', 'operator@demo.test']) {
      const response = await impersonationToken(app, as);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'Permission Denied!' });
    }
    const owner = await signIn(app, 'owner@demo.test');
    const fromCustomer = await app.inject({
      method: 'POST',
      url: '/api/d/impersonate/user-staff',
      headers: bearer(owner.accessToken),
    });
    expect(fromCustomer.statusCode).toBe(403);

    expect((await impersonationToken(app, 'admin', 'user-operator')).statusCode).toBe(400);
    expect((await impersonationToken(app, 'admin', 'user-missing')).statusCode).toBe(404);
    expect((await impersonationToken(app, 'admin', 'x'.repeat(100))).statusCode).toBe(400);
  });

  it('names the impersonator in the profile of the session it opens, and nowhere else', async () => {
    const app = await testServer();
    const { token } = (await impersonationToken(app)).json().data;
    const { accessToken } = (await app.inject(validate(token))).json().data;
    const impersonated = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(accessToken),
    });
    const admin = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer((await signIn(app, 'admin')).accessToken),
    });
    expect(impersonated.json().data.impersonatedBy).toEqual({
      id: admin.json().data.id,
      name: expect.any(String),
    });
    expect(impersonated.json().data.impersonatedBy.name).toBe(
      `${admin.json().data.firstname} ${admin.json().data.lastname}`.trim(),
    );
    const own = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer((await signIn(app, 'owner@demo.test')).accessToken),
    });
    expect(own.json().data).not.toHaveProperty('impersonatedBy');
    // The token's row is the durable audit record: who, for whom, when issued and when used.
    const row = await app.proofdesk.data.db
      .selectFrom('impersonation_tokens')
      .select(['user_id', 'created_by', 'used_at'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: 'user-owner', created_by: admin.json().data.id });
    expect(row.used_at).not.toBeNull();
  });
});
