import { guestReviewAuthorization, parseGuestLinkToken } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { guestSession, invite, reviewAuth } from '../guest-helpers';
import { bearer, testServer } from '../helpers';
import { caller, insertProofingOrder } from '../proofing-helpers';

const ACCESS_DENIED = {
  success: false,
  message: 'Access Denied',
  messages: ['Bad token. You seem to have followed an invalid link'],
};

describe('guest link token', () => {
  it('is `<invitationId>.<secret>` and becomes Basic base64(invitationId:secret)', () => {
    expect(parseGuestLinkToken('inv-1.abcdefghijklmnopqrstuvwx')).toEqual({
      invitationId: 'inv-1',
      secret: 'abcdefghijklmnopqrstuvwx',
    });
    expect(guestReviewAuthorization('inv-1.abcdefghijklmnopqrstuvwx')).toBe(
      `Basic ${Buffer.from('inv-1:abcdefghijklmnopqrstuvwx').toString('base64')}`,
    );
    expect(parseGuestLinkToken('no-dot')).toBeUndefined();
    expect(guestReviewAuthorization('a.short')).toBeUndefined();
  });
});

describe('POST /g/reviewAuth', () => {
  it('exchanges the link credentials for a guest access token', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const { linkToken } = invite(app, fx.orderId);
    const response = await reviewAuth(app, guestReviewAuthorization(linkToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { accessToken: expect.any(String), accessTokenExpiresAt: expect.any(String) },
    });
  });

  it("answers 'Access Denied' for a missing, malformed, unknown or wrong token", async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const { id } = invite(app, fx.orderId);
    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    for (const authorization of [
      undefined,
      'Basic %%%',
      basic('nobody:abcdefghijklmnopqrstuvwx'),
      basic(`${id}:wrong-secret-wrong-secret`),
      `Bearer ${id}`,
    ]) {
      const response = await reviewAuth(app, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(ACCESS_DENIED);
    }
  });

  it('answers the same for a frozen order, a revoked invitation and an order without review files', async () => {
    const app = await testServer();
    const db = app.proofdesk.data.sqlite!;
    const frozen = insertProofingOrder(app, { frozen: true });
    expect(
      (await reviewAuth(app, guestReviewAuthorization(invite(app, frozen.orderId).linkToken))).json(),
    ).toEqual(ACCESS_DENIED);
    const revoked = insertProofingOrder(app);
    const invitation = invite(app, revoked.orderId);
    db.prepare("UPDATE guest_invitations SET revoked_at = '2026-01-06T00:00:00Z' WHERE id = ?").run(
      invitation.id,
    );
    expect((await reviewAuth(app, guestReviewAuthorization(invitation.linkToken))).statusCode).toBe(401);
    const empty = insertProofingOrder(app);
    db.prepare(`DELETE FROM attachments WHERE order_id = ? AND "group" = 'customerReview'`).run(
      empty.orderId,
    );
    expect(
      (await reviewAuth(app, guestReviewAuthorization(invite(app, empty.orderId).linkToken))).json(),
    ).toEqual(ACCESS_DENIED);
  });
});

describe('GET /g/guest/data', () => {
  it('describes the guest, the inviter and the customer-review files with public versions, newest first', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const invitation = invite(app, fx.orderId);
    const guest = await guestSession(app, invitation.linkToken);
    const response = await guest.call('GET', '/g/guest/data');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      accessToken: guest.token,
      guestName: 'Gina Guest',
      guestEmail: 'gina@example.test',
      guestId: invitation.id,
      guestAvatar: null,
      guestMessage: 'Please review the poster',
      inviter: { name: 'Olivia Northwind', avatar: null },
      orderId: fx.orderId,
      orderIsFrozen: false,
    });
    expect(data.attachments).toHaveLength(1);
    expect(data.attachments[0].id).toBe(fx.review.id);
    expect(data.attachments[0].versions.map((v: { id: string }) => v.id)).toEqual([
      fx.review.v2,
      fx.review.v1,
    ]);
  });

  it('refuses an unknown token, a user token, and a guest once the order is frozen', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const guest = await guestSession(app, invite(app, fx.orderId).linkToken);
    expect(
      (await app.inject({ method: 'GET', url: '/api/g/guest/data', headers: bearer('nope') })).json(),
    ).toEqual(ACCESS_DENIED);
    const owner = await caller(app, 'owner@demo.test');
    expect((await owner.call('GET', '/g/guest/data')).statusCode).toBe(401);
    app.proofdesk.data.sqlite!.prepare('UPDATE orders SET is_frozen = 1 WHERE id = ?').run(fx.orderId);
    const frozen = await guest.call('GET', '/g/guest/data');
    expect(frozen.statusCode).toBe(401);
    expect(frozen.json()).toEqual(ACCESS_DENIED);
  });
});

describe('guest isolation', () => {
  it('refuses guest tokens on every non-guest route', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const guest = await guestSession(app, invite(app, fx.orderId).linkToken);
    for (const url of ['/profile', `/order/${fx.orderId}/attachment/${fx.review.id}/versions`, '/order']) {
      const response = await guest.call('GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
    const annotate = await guest.call(
      'POST',
      `/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}/annotation`,
      {
        message: 'x',
        annotation: '{}',
      },
    );
    expect(annotate.statusCode).toBe(401);
    // Guests mint exactly one anti-forgery scope.
    for (const scope of ['customer:card', 'admin:guest-annotation', 'customer:upload']) {
      expect((await guest.call('GET', `/g/csrf/${scope}`)).statusCode).toBe(403);
    }
  });

  it("refuses a guest token on another order's paths", async () => {
    const app = await testServer();
    const mine = insertProofingOrder(app);
    const other = insertProofingOrder(app);
    const guest = await guestSession(app, invite(app, mine.orderId).linkToken);
    const otherBase = `/g/guest/order/${other.orderId}/attachment/${other.review.id}/version/${other.review.v2}`;
    expect((await guest.call('GET', otherBase)).statusCode).toBe(403);
    expect(
      (await guest.call('POST', `${otherBase}/annotation`, { message: 'x', annotation: '{"a":1}' }))
        .statusCode,
    ).toBe(403);
    // The right order but another order's attachment is not found.
    const mixed = `/g/guest/order/${mine.orderId}/attachment/${other.review.id}/version/${other.review.v2}`;
    expect((await guest.call('GET', mixed)).statusCode).toBe(404);
    expect(
      app.proofdesk.data
        .sqlite!.prepare('SELECT COUNT(*) AS n FROM annotation_topics WHERE version_id = ?')
        .get(other.review.v2),
    ).toEqual({ n: 0 });
  });
});
