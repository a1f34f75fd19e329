import { describe, expect, it } from 'vitest';
import { selectAccessRequest } from '../../../../../host-demo/server/data/access/access-request-rows';
import { testServer } from '../helpers';

// POST /g/access-requests: Get Started's request-access form (issue 27), stored once per address,
// checked with the §5 words, public and rate-limited.

const valid = {
  name: 'Mara Quinn',
  email: 'Mara@Quinn-Studio.test',
  company: 'Quinn Studio',
  message: 'We print packaging proofs for three brands.',
};

async function setup() {
  const app = await testServer();
  const ask = (payload: unknown, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/g/access-requests',
      payload: payload as object,
      remoteAddress: ip,
    });
  return { app, ask };
}

describe('POST /g/access-requests', () => {
  it('stores the request (address lower-cased) and thanks the asker', async () => {
    const { app, ask } = await setup();
    const response = await ask(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Thank you: we received your request and will reply by e-mail within one business day.',
    });
    const stored = await selectAccessRequest(app.proofdesk.data.db, 'mara@quinn-studio.test');
    expect(stored).toMatchObject({ name: 'Mara Quinn', company: 'Quinn Studio', message: valid.message });
  });

  it('answers a second request of the same address the same way, keeping the first', async () => {
    const { app, ask } = await setup();
    await ask(valid);
    const again = await ask({ ...valid, email: 'mara@quinn-studio.test', company: 'Other' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(
      'Thank you: we received your request and will reply by e-mail within one business day.',
    );
    expect((await selectAccessRequest(app.proofdesk.data.db, 'mara@quinn-studio.test'))?.company).toBe(
      'Quinn Studio',
    );
  });

  it("refuses a blank field with 'Required!' and a bad address with 'Not Valid'", async () => {
    const { ask } = await setup();
    const blank = await ask({ ...valid, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      success: false,
      message: 'Required!',
      messages: ['name: Required!'],
    });
    const bad = await ask({ ...valid, email: 'mara-at-quinn' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Not Valid' });
    const long = await ask({ ...valid, message: 'x'.repeat(1000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^Max\. 1000 character/);
  });

  it('refuses unknown properties and malformed bodies with a 4xx envelope', async () => {
    const { ask } = await setup();
    for (const payload of [{ ...valid, role: 'admin' }, { name: 'x' }, { ...valid, email: 42 }]) {
      const response = await ask(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('takes 5 requests an hour from one address', async () => {
    const { ask } = await setup();
    for (let index = 0; index < 5; index++)
      expect((await ask({ ...valid, email: `a${index}@quinn.test` }, '10.0.0.9')).statusCode).toBe(200);
    expect((await ask({ ...valid, email: 'a9@quinn.test' }, '10.0.0.9')).statusCode).toBe(429);
    expect((await ask({ ...valid, email: 'b@quinn.test' }, '10.0.0.10')).statusCode).toBe(200);
  });
});
