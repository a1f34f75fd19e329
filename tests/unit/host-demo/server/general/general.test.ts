import { Value } from '@sinclair/typebox/value';
import { Announcement, DemoAccount } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, testServer } from '../helpers';

describe('POST /c/reset-password', () => {
  const reset = (payload: unknown) => ({
    method: 'POST' as const,
    url: '/api/c/reset-password',
    payload: payload as object,
  });

  it('confirms a known e-mail and records a reset', async () => {
    const app = await testServer();
    const response = await app.inject(reset({ email: 'Owner@demo.test' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      messages: ['We have sent a password reset link to your e-mail.'],
    });
    const { n } = app.proofdesk.data.sqlite!.prepare('SELECT COUNT(*) AS n FROM password_resets').get() as {
      n: number;
    };
    expect(n).toBe(1);
  });

  it('answers success false (HTTP 200) for an unknown e-mail', async () => {
    const app = await testServer();
    const response = await app.inject(reset({ email: 'nobody@demo.test' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      messages: ['We could not find an account with that e-mail address.'],
    });
  });

  it('refuses an invalid e-mail, a missing field and extra fields with 400', async () => {
    const app = await testServer();
    for (const payload of [
      { email: 'not-an-email' },
      {},
      { email: 'owner@demo.test', admin: true },
      { email: 42 },
    ]) {
      const response = await app.inject(reset(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Invalid request',
        messages: [expect.any(String)],
      });
    }
  });

  it('is rate-limited per IP (it reveals whether an address has an account)', async () => {
    const app = await testServer();
    for (let i = 0; i < 10; i += 1) await app.inject(reset({ email: `probe${i}@demo.test` }));
    const limited = await app.inject(reset({ email: 'owner@demo.test' }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().success).toBe(false);
  });
});

describe('GET /g/announcements', () => {
  it('lists active announcements with their colours, html as stored', async () => {
    const app = await testServer();
    const { accessToken } = await signIn(app, 'staff@demo.test');
    const response = await app.inject({
      method: 'GET',
      url: '/api/g/announcements',
      headers: bearer(accessToken),
    });
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toHaveLength(2);
    for (const item of data) expect(Value.Check(Announcement, item)).toBe(true);
    expect(data[0].styles).toEqual({ backgroundColor: '#e0f2fe', textColor: '#0c4a6e' });
    // Sanitising is the client's job; the seed carries a payload to prove it does.
    expect(data[1].html).toContain('<script>');
  });

  it('needs a session', async () => {
    const app = await testServer();
    const response = await app.inject({ method: 'GET', url: '/api/g/announcements' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /g/demo-accounts (chosen path)', () => {
  it('lists the seeded accounts in demo mode, each able to sign in', async () => {
    const app = await testServer();
    const response = await app.inject({ method: 'GET', url: '/api/g/demo-accounts' });
    const { data } = response.json();
    expect(data.map((account: DemoAccount) => account.username)).toEqual(
      expect.arrayContaining([
        'owner@demo.test',
        'staff@demo.test',
        'reseller@demo.test',
        'admin',
        'cso@demo.test',
      ]),
    );
    for (const account of data) {
      expect(Value.Check(DemoAccount, account)).toBe(true);
      await signIn(app, account.username, account.client);
    }
  });

  it('does not exist outside demo mode (and nothing is seeded)', async () => {
    const app = await testServer({ demo: false });
    const response = await app.inject({ method: 'GET', url: '/api/g/demo-accounts' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not Found' });
    const { n } = app.proofdesk.data.sqlite!.prepare('SELECT COUNT(*) AS n FROM users').get() as {
      n: number;
    };
    expect(n).toBe(0);
  });
});
