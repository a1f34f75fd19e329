import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { type Caller, caller, insertProofingOrder, SHAPE } from '../proofing-helpers';

const SCOPE = 'card-annotation';

async function setup() {
  const app = await testServer();
  const fx = insertProofingOrder(app);
  const version = (id: string) => `/order/${fx.orderId}/attachment/${fx.review.id}/version/${id}`;
  const owner = await caller(app, 'owner@demo.test');
  return { app, fx, version, owner };
}

/** A thread on a version: its topic (with a shape) and one reply, by two users. */
async function thread(author: Caller, replier: Caller, base: string, text: string) {
  const topic = await author.call('POST', `${base}/annotation`, { message: text, annotation: SHAPE }, SCOPE);
  const id = topic.json().id as string;
  await replier.call('POST', `${base}/annotation/${id}/comment`, { message: `Re: ${text}` }, SCOPE);
  return id;
}

const topicsOf = async (who: Caller, base: string) => (await who.call('GET', base)).json().data.topics;

function listen(app: FastifyInstance, userId: string) {
  const events: { event: string; data: { versionId: string | null } }[] = [];
  app.proofdesk.hub.add(
    { readyState: 1, send: (text) => events.push(JSON.parse(text)), close() {} },
    userId,
    `session-${userId}`,
  );
  return events;
}

describe('POST …/version/:versionId/carry-forward', () => {
  it('copies the open threads of the older version with their shape, author and replies, linked both ways', async () => {
    const { app, fx, version, owner } = await setup();
    const staff = await caller(app, 'staff@demo.test');
    const open = await thread(owner, staff, version(fx.review.v1), 'Logo too small');
    const resolved = await thread(staff, owner, version(fx.review.v1), 'Typo fixed');
    await owner.call('PUT', `${version(fx.review.v1)}/annotation/${resolved}/resolve`, { data: true }, SCOPE);

    const events = listen(app, 'user-staff');
    const response = await staff.call(
      'POST',
      `${version(fx.review.v2)}/carry-forward`,
      { fromVersionId: fx.review.v1 },
      SCOPE,
    );
    expect(response.statusCode).toBe(200);
    const carried = response.json().data.carried as { fromTopicId: string; toTopicId: string }[];
    expect(carried).toEqual([{ fromTopicId: open, toTopicId: expect.any(String) }]);
    expect(events.filter((e) => e.event === 'reload-timeline').map((e) => e.data.versionId)).toEqual([
      fx.review.v2,
      fx.review.v1,
    ]);

    const [copy] = await topicsOf(owner, version(fx.review.v2));
    const [original] = await topicsOf(owner, version(fx.review.v1));
    expect(copy).toMatchObject({
      id: carried[0]!.toTopicId,
      message: 'Logo too small',
      annotation: SHAPE,
      isResolve: false,
      sender: { id: owner.userId },
      dateCreated: original.dateCreated,
      comments: [{ message: 'Re: Logo too small', sender: { id: staff.userId } }],
      carriedFrom: { topicId: open, versionId: fx.review.v1, version: 1 },
      carriedTo: [],
    });
    expect(copy.comments[0].id).not.toBe(original.comments[0].id);
    expect(original).toMatchObject({
      carriedFrom: null,
      carriedTo: [{ topicId: copy.id, versionId: fx.review.v2, version: 2 }],
    });
  });

  it('is idempotent: a second call carries nothing, and a thread opened since is carried alone', async () => {
    const { app, fx, version, owner } = await setup();
    const staff = await caller(app, 'staff@demo.test');
    await thread(owner, staff, version(fx.review.v1), 'First');
    const url = `${version(fx.review.v2)}/carry-forward`;
    const body = { fromVersionId: fx.review.v1 };
    expect((await owner.call('POST', url, body, SCOPE)).json().data.carried).toHaveLength(1);
    expect((await owner.call('POST', url, body, SCOPE)).json().data.carried).toEqual([]);
    const later = await thread(staff, owner, version(fx.review.v1), 'Second');
    expect((await owner.call('POST', url, body, SCOPE)).json().data.carried).toEqual([
      { fromTopicId: later, toTopicId: expect.any(String) },
    ]);
    expect((await topicsOf(owner, version(fx.review.v2))).map((t: { message: string }) => t.message)).toEqual(
      ['First', 'Second'],
    );
  });

  it('refuses without the anti-forgery token, without the comment right, on another account, and on a closed file', async () => {
    const { app, fx, version, owner } = await setup();
    const url = `${version(fx.review.v2)}/carry-forward`;
    const body = { fromVersionId: fx.review.v1 };
    expect((await owner.call('POST', url, body)).statusCode).toBe(403);
    const cso = await caller(app, 'cso@demo.test');
    expect((await cso.call('POST', url, body, SCOPE)).json()).toEqual({
      success: false,
      message: 'Permission Denied!',
    });
    const harbor = await caller(app, 'harbor@demo.test');
    expect((await harbor.call('POST', url, body, SCOPE)).statusCode).toBe(404);
    app.proofdesk.data.sqlite!.prepare("UPDATE orders SET status = 'approved' WHERE id = ?").run(fx.orderId);
    const closed = await owner.call('POST', url, body, SCOPE);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Annotations are closed on this file.');
  });

  it('answers 4xx envelopes for a newer or other-list source, an unseen version and bad bodies', async () => {
    const { app, fx, version, owner } = await setup();
    const backwards = await owner.call(
      'POST',
      `${version(fx.review.v1)}/carry-forward`,
      { fromVersionId: fx.review.v2 },
      SCOPE,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      success: false,
      message: 'Threads are carried forward only, from an older version to a newer one.',
    });
    const operator = await caller(app, 'operator@demo.test');
    const otherList = await operator.call(
      'POST',
      `${version(fx.review.internal)}/carry-forward`,
      { fromVersionId: fx.review.v2 },
      SCOPE,
    );
    expect(otherList.statusCode).toBe(400);
    expect(otherList.json().message).toBe(
      'Threads are carried only between versions of the same list (internal or public).',
    );
    // The owner cannot see the internal version: it is not there for them.
    const unseen = await owner.call(
      'POST',
      `${version(fx.review.v2)}/carry-forward`,
      { fromVersionId: fx.review.internal },
      SCOPE,
    );
    expect(unseen.statusCode).toBe(404);
    const missing = await owner.call(
      'POST',
      `${version(fx.review.v2)}/carry-forward`,
      { fromVersionId: 'no-such-version' },
      SCOPE,
    );
    expect(missing.statusCode).toBe(404);
    for (const bad of [{}, { fromVersionId: '' }, { fromVersionId: fx.review.v1, extra: 1 }]) {
      const response = await owner.call('POST', `${version(fx.review.v2)}/carry-forward`, bad, SCOPE);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});
