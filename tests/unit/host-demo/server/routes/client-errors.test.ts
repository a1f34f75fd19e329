import { describe, expect, it } from 'vitest';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

// POST /g/client-errors: the portal's 500 page's Report Error, logged without personal data.

async function setup() {
  const lines: string[] = [];
  const app = await testServer({ logger: 'warn', logStream: { write: (line) => lines.push(line) } });
  const { accessToken } = await signIn(app, 'owner@demo.test');
  const token = await csrfFor(app, accessToken, 'customer:profile');
  const report = (payload: unknown, csrf: string | null = token) =>
    app.inject({
      method: 'POST',
      url: '/api/g/client-errors',
      headers: { ...bearer(accessToken), ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      payload: payload as object,
    });
  return { app, lines, report };
}

const sample = {
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'map')",
  stack: 'TypeError: boom\n    at Board (board-screen.js:1:1)',
  path: '/orders/detail/order-0042/attachments/att-123',
};

describe('POST /g/client-errors', () => {
  it('logs the error with the path stripped of ids and the role, never who sent it', async () => {
    const { lines, report } = await setup();
    const response = await report(sample);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Thank you: the error was reported.' });
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.clientError);
    expect(logged.clientError).toEqual({
      name: 'TypeError',
      message: sample.message,
      stack: sample.stack,
      path: '/orders/detail/:id/attachments/:id',
      role: 'owner',
    });
    const text = lines.join('\n');
    expect(text).not.toContain('owner@demo.test');
    expect(text).not.toContain('user-owner');
  });

  it('needs a session and the anti-forgery header', async () => {
    const { app, report } = await setup();
    expect((await report(sample, null)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/g/client-errors', payload: sample });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses malformed reports with a 400 envelope', async () => {
    const { report } = await setup();
    for (const payload of [
      {},
      { ...sample, email: 'owner@demo.test' },
      { ...sample, path: 'no-slash' },
      { ...sample, message: 'x'.repeat(2001) },
      { ...sample, name: 42 },
    ]) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('is rate-limited per session', async () => {
    const { report } = await setup();
    for (let i = 0; i < 10; i += 1) expect((await report(sample)).statusCode).toBe(200);
    expect((await report(sample)).statusCode).toBe(429);
  });
});
