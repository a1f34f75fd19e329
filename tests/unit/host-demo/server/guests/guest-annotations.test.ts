import { describe, expect, it } from 'vitest';
import { guestSession, invite } from '../guest-helpers';
import { testServer } from '../helpers';
import { caller, insertProofingOrder, SHAPE } from '../proofing-helpers';

async function setup() {
  const app = await testServer();
  const fx = insertProofingOrder(app);
  const invitation = invite(app, fx.orderId);
  const guest = await guestSession(app, invitation.linkToken);
  const base = `/g/guest/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}`;
  return { app, fx, guest, base, guestId: invitation.id };
}

type Topic = {
  id: string;
  message: string;
  isResolve: boolean;
  sender: { isGuest: boolean };
  comments: { id: string; message: string }[];
};

describe('guest annotation calls', () => {
  it('GET …/version/:versionId returns the public version with its public topics', async () => {
    const { guest, base, fx } = await setup();
    const response = await guest.call('GET', base);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: fx.review.v2, topics: [] });
    const internal = `/g/guest/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.internal}`;
    expect((await guest.call('GET', internal)).statusCode).toBe(404);
    const internalFile = `/g/guest/order/${fx.orderId}/attachment/${fx.internalFile.id}/version/${fx.internalFile.v1}`;
    expect((await guest.call('GET', internalFile)).statusCode).toBe(404);
  });

  it('creates topics and comments as the guest, and edits, resolves and deletes only its own', async () => {
    const { app, guest, base, guestId } = await setup();
    const created = await guest.call('POST', `${base}/annotation`, {
      message: 'Guest note',
      mentions: '[]',
      annotation: SHAPE,
    });
    expect(created.statusCode).toBe(200);
    const topicId = created.json().id as string;
    const comment = await guest.call('POST', `${base}/annotation/${topicId}/comment`, {
      message: 'More detail',
    });
    expect(comment.statusCode).toBe(200);
    const commentId = comment.json().id as string;

    expect(
      (await guest.call('PUT', `${base}/annotation/${topicId}/message`, { data: 'Reworded' })).statusCode,
    ).toBe(200);
    expect(
      (await guest.call('PUT', `${base}/annotation/${topicId}/resolve`, { data: true })).statusCode,
    ).toBe(200);
    expect(
      (await guest.call('PUT', `${base}/comment/${commentId}/message`, { data: 'Edited' })).statusCode,
    ).toBe(200);
    const topics = (await guest.call('GET', base)).json<{ data: { topics: Topic[] } }>().data.topics;
    expect(topics).toEqual([
      expect.objectContaining({
        id: topicId,
        message: 'Reworded',
        isResolve: true,
        sender: expect.objectContaining({ id: guestId, name: 'Gina Guest', isGuest: true }),
        comments: [expect.objectContaining({ id: commentId, message: 'Edited' })],
      }),
    ]);

    // A topic by the operator: the guest may reply and resolve, not edit or delete it.
    const operator = await caller(app, 'operator@demo.test');
    const userBase = base.replace('/g/guest', '');
    const theirs = (
      await operator.call(
        'POST',
        `${userBase}/annotation`,
        { message: 'Operator note', annotation: SHAPE },
        'card-annotation',
      )
    ).json().id;
    expect(
      (await guest.call('PUT', `${base}/annotation/${theirs}/message`, { data: 'Hijack' })).statusCode,
    ).toBe(403);
    expect((await guest.call('DELETE', `${base}/annotation/${theirs}`)).statusCode).toBe(403);
    const reply = (
      await operator.call(
        'POST',
        `${userBase}/annotation/${topicId}/comment`,
        { message: 'Noted' },
        'card-annotation',
      )
    ).json().id;
    expect((await guest.call('PUT', `${base}/comment/${reply}/message`, { data: 'Hijack' })).statusCode).toBe(
      403,
    );
    expect((await guest.call('DELETE', `${base}/comment/${reply}`)).statusCode).toBe(403);

    expect((await guest.call('DELETE', `${base}/comment/${commentId}`)).statusCode).toBe(200);
    expect((await guest.call('DELETE', `${base}/annotation/${topicId}`)).statusCode).toBe(200);
    const db = app.proofdesk.data.sqlite!;
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM annotation_comments WHERE topic_id = ?').get(topicId),
    ).toEqual({ n: 0 });
  });

  it('validates the field and the body', async () => {
    const { guest, base } = await setup();
    const topicId = (
      await guest.call('POST', `${base}/annotation`, { message: 'Note', annotation: SHAPE })
    ).json().id;
    expect((await guest.call('PUT', `${base}/annotation/${topicId}/color`, { data: 'red' })).statusCode).toBe(
      400,
    );
    expect(
      (await guest.call('PUT', `${base}/annotation/${topicId}/resolve`, { data: 'soon' })).statusCode,
    ).toBe(400);
    expect(
      (await guest.call('PUT', `${base}/annotation/${topicId}/message`, { data: true })).statusCode,
    ).toBe(400);
    expect(
      (await guest.call('POST', `${base}/annotation`, { message: 'x', annotation: 'not json' })).statusCode,
    ).toBe(400);
    expect(
      (await guest.call('POST', `${base}/annotation/${topicId}/comment`, { message: 'x', extra: '1' }))
        .statusCode,
    ).toBe(400);
  });

  it('requires the guest anti-forgery token, which a user session cannot stand in for', async () => {
    const { app, fx, guest, base } = await setup();
    const fields = { message: 'Note', annotation: SHAPE };
    expect((await guest.call('POST', `${base}/annotation`, fields, false)).statusCode).toBe(403);
    const owner = await caller(app, 'owner@demo.test');
    const ownerCsrf = await app.inject({
      method: 'GET',
      url: '/api/g/csrf/customer:guest-annotation',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const forged = await app.inject({
      method: 'POST',
      url: `/api${base}/annotation`,
      headers: { authorization: `Bearer ${guest.token}`, 'x-csrf-token': ownerCsrf.json().data.token },
      payload: fields,
    });
    expect(forged.statusCode).toBe(403);
    expect(
      app.proofdesk.data
        .sqlite!.prepare('SELECT COUNT(*) AS n FROM annotation_topics WHERE version_id = ?')
        .get(fx.review.v2),
    ).toEqual({ n: 0 });
  });
});
