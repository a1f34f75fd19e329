import { guestReviewAuthorization } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { guestSession, reviewAuth } from '../guest-helpers';
import { testServer } from '../helpers';
import { caller, insertProofingOrder } from '../proofing-helpers';

// Guest invitations: POST/GET /order/:id/guest-invitations, DELETE …/:invitationId (docs/api.md).

const body = { name: 'Gina Guest', email: 'gina@example.test', message: 'Please look at the poster' };
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '');

async function setup(options: { publicUrl?: string } = {}) {
  const app = await testServer(options);
  const fx = insertProofingOrder(app);
  const operator = await caller(app, 'operator@demo.test');
  const base = `/order/${fx.orderId}/guest-invitations`;
  return { app, fx, operator, base };
}

describe('guest invitations', () => {
  it('lets the operator invite a guest and answers a link that opens a guest session', async () => {
    const { app, operator, base } = await setup({ publicUrl: 'https://portal.example' });
    const response = await operator.call('POST', base, body, 'card');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      guestName: 'Gina Guest',
      guestEmail: 'gina@example.test',
      message: 'Please look at the poster',
      inviter: { id: 'user-operator', name: 'Omar Ortiz' },
      revokedAt: null,
    });
    expect(data.link).toMatch(/^https:\/\/portal\.example\/annotation\/guestreviewer\?token=/);
    const auth = await reviewAuth(app, guestReviewAuthorization(tokenOf(data.link)));
    expect(auth.statusCode).toBe(200);

    const list = await operator.call('GET', base);
    expect(list.json().data).toEqual([expect.objectContaining({ id: data.id, guestName: 'Gina Guest' })]);
    // Only a hash of the secret is kept: the list never carries a link.
    expect(list.json().data[0].link).toBeUndefined();
  });

  // Issue 20 item 9: "POST …/guest-invitations with Origin: https://evil.example returns a link on evil.example."
  it('builds the link on the public URL, never on the Origin, Host or X-Forwarded-Host the request sends', async () => {
    const hostile = {
      origin: 'https://evil.example',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    const configured = await setup({ publicUrl: 'https://proofs.example/portal/' });
    const response = await configured.operator.call('POST', configured.base, body, 'card', hostile);
    expect(response.statusCode).toBe(200);
    const link = response.json().data.link as string;
    expect(link).toMatch(/^https:\/\/proofs\.example\/portal\/annotation\/guestreviewer\?token=/);
    // No PUBLIC_URL: the address the server listens on.
    const own = await setup();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = own.app.server.address() as { port: number };
    const fallback = await own.operator.call('POST', own.base, body, 'card', hostile);
    expect(fallback.json().data.link).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/annotation/guestreviewer\\?token=`),
    );
  });

  it('lets the owner invite and refuses staff (no guest-invite right) and another account', async () => {
    const { app, base } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    expect((await owner.call('POST', base, body, 'card')).statusCode).toBe(200);
    const staff = await caller(app, 'staff@demo.test');
    const refused = await staff.call('POST', base, body, 'card');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'Permission Denied!' });
    expect((await staff.call('GET', base)).statusCode).toBe(403);
    const stranger = await caller(app, 'harbor@demo.test');
    expect((await stranger.call('POST', base, body, 'card')).statusCode).toBe(404);
  });

  it('checks the anti-forgery token and the session', async () => {
    const { app, operator, base } = await setup();
    const noCsrf = await operator.call('POST', base, body);
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: `/api${base}`, payload: body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 with the envelope for bad input', async () => {
    const { operator, base } = await setup();
    for (const bad of [
      {},
      { ...body, name: '   ' },
      { ...body, email: 'not-an-email' },
      { ...body, message: 'x'.repeat(1001) },
      { ...body, extra: 1 },
    ]) {
      const response = await operator.call('POST', base, bad, 'card');
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await operator.call('DELETE', `${base}/nope`, undefined, 'card')).statusCode).toBe(404);
  });

  it('revokes: the link and an open guest session stop working at their next call', async () => {
    const { app, fx, operator, base } = await setup();
    const created = (await operator.call('POST', base, body, 'card')).json().data;
    const guest = await guestSession(app, tokenOf(created.link));
    expect((await guest.call('GET', '/g/guest/data')).statusCode).toBe(200);

    const revoked = await operator.call('DELETE', `${base}/${created.id}`, undefined, 'card');
    expect(revoked.statusCode).toBe(200);
    expect((await guest.call('GET', '/g/guest/data')).statusCode).toBe(401);
    const version = await guest.call(
      'GET',
      `/g/guest/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}`,
    );
    expect(version.statusCode).toBe(401);
    expect((await reviewAuth(app, guestReviewAuthorization(tokenOf(created.link)))).statusCode).toBe(401);
    const list = (await operator.call('GET', base)).json().data;
    expect(list[0].revokedAt).toEqual(expect.any(String));
  });

  it("lets the sender or the owner revoke, not another operator's colleague without the delete right", async () => {
    const { app, base } = await setup();
    const owner = await caller(app, 'owner@demo.test');
    const fromOwner = (await owner.call('POST', base, body, 'card')).json().data;
    const manager = await caller(app, 'manager@demo.test');
    const refused = await manager.call('DELETE', `${base}/${fromOwner.id}`, undefined, 'card');
    expect(refused.statusCode).toBe(403);
    const operator = await caller(app, 'operator@demo.test');
    const fromOperator = (await operator.call('POST', base, body, 'card')).json().data;
    expect((await owner.call('DELETE', `${base}/${fromOperator.id}`, undefined, 'card')).statusCode).toBe(
      200,
    );
    expect((await owner.call('DELETE', `${base}/${fromOwner.id}`, undefined, 'card')).statusCode).toBe(200);
  });
});
