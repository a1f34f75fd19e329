import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { type Caller, caller, insertProofingOrder, SHAPE } from '../proofing-helpers';

const SCOPE = 'card-annotation';

async function setup(status = 'in-review') {
  const app = await testServer();
  const fx = insertProofingOrder(app, { status });
  const base = `/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}`;
  return { app, fx, base, owner: await caller(app, 'owner@demo.test') };
}

/** A socket stand-in registered on the real hub, recording what it is sent. */
function listen(app: FastifyInstance, userId: string) {
  const events: { event: string; data: unknown }[] = [];
  app.proofdesk.hub.add(
    { readyState: 1, send: (text) => events.push(JSON.parse(text)), close() {} },
    userId,
    `s-${userId}`,
  );
  return events;
}

const notificationsOf = (app: FastifyInstance, userId: string) =>
  (
    app.proofdesk.data
      .sqlite!.prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?')
      .get(userId) as {
      n: number;
    }
  ).n;

async function topic(who: Caller, base: string, message = 'Please fix the margin') {
  const response = await who.call(
    'POST',
    `${base}/annotation`,
    { message, mentions: '["user-operator"]', annotation: SHAPE },
    SCOPE,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ id: string }>().id;
}

const topicsOf = async (who: Caller, base: string) =>
  (await who.call('GET', base)).json<{
    data: {
      topics: {
        id: string;
        isResolve: boolean;
        message: string;
        comments: { id: string; message: string }[];
      }[];
    };
  }>().data.topics;

describe('POST …/version/:versionId/annotation', () => {
  it('creates a topic from the form fields, answers its id, reloads timelines and notifies the operator', async () => {
    const { app, base, owner } = await setup();
    const operatorEvents = listen(app, 'user-operator');
    const before = notificationsOf(app, 'user-operator');
    const ownerBefore = notificationsOf(app, 'user-owner');
    const id = await topic(owner, base);
    const [created] = await topicsOf(owner, base);
    expect(created).toMatchObject({ id, message: 'Please fix the margin', isResolve: false });
    expect(operatorEvents.map((e) => e.event)).toEqual(
      expect.arrayContaining(['reload-timeline', 'show-notification', 'fetch-messages']),
    );
    expect(notificationsOf(app, 'user-operator')).toBe(before + 1);
    // The author is never notified of their own comment.
    expect(notificationsOf(app, 'user-owner')).toBe(ownerBefore);
  });

  it('refuses bad JSON in mentions or annotation and a missing message (400)', async () => {
    const { base, owner } = await setup();
    const post = (fields: Record<string, string>) => owner.call('POST', `${base}/annotation`, fields, SCOPE);
    expect((await post({ message: 'x', mentions: '{not json', annotation: SHAPE })).statusCode).toBe(400);
    expect((await post({ message: 'x', mentions: '[]', annotation: '[1,2]' })).statusCode).toBe(400);
    expect((await post({ mentions: '[]', annotation: SHAPE })).statusCode).toBe(400);
    expect((await post({ message: '   ', annotation: SHAPE })).statusCode).toBe(400);
  });

  it('refuses without an anti-forgery token, on another account, for the CSO and on an approved order', async () => {
    const { app, fx, base, owner } = await setup();
    const fields = { message: 'x', annotation: SHAPE };
    expect((await owner.call('POST', `${base}/annotation`, fields)).statusCode).toBe(403);
    const harbor = await caller(app, 'harbor@demo.test');
    expect((await harbor.call('POST', `${base}/annotation`, fields, SCOPE)).statusCode).toBe(404);
    const cso = await caller(app, 'cso@demo.test');
    expect((await cso.call('POST', `${base}/annotation`, fields, SCOPE)).json()).toEqual({
      success: false,
      message: 'Permission Denied!',
    });
    app.proofdesk.data.sqlite!.prepare("UPDATE orders SET status = 'approved' WHERE id = ?").run(fx.orderId);
    const closed = await owner.call('POST', `${base}/annotation`, fields, SCOPE);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Annotations are closed on this file.');
  });

  it('POST …/update saves silently: a topic without notifications, and the PDF annotation module', async () => {
    const { app, fx, base, owner } = await setup();
    const before = notificationsOf(app, 'user-operator');
    const pdf = JSON.stringify({ public: { page: 2, annotation: 'YmFzZTY0' } });
    const response = await owner.call(
      'POST',
      `${base}/update`,
      { message: 'Silent note', mentions: '[]', annotation: SHAPE, pdfAnnotationModule: pdf },
      SCOPE,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toEqual(expect.any(String));
    expect(notificationsOf(app, 'user-operator')).toBe(before);
    const version = await owner.call('GET', base);
    expect(version.json().data.pdfAnnotationModule).toBe(pdf);
    expect(version.json().data.topics).toHaveLength(1);
    expect((await owner.call('POST', `${base}/update`, { mentions: '[]' }, SCOPE)).statusCode).toBe(400);
    const harbor = await caller(app, 'harbor@demo.test');
    expect(
      (await harbor.call('POST', `${base}/update`, { pdfAnnotationModule: pdf }, SCOPE)).statusCode,
    ).toBe(404);
    expect(fx.orderId).toBeTruthy();
  });

  it('internal versions take internal comments from internal roles only, and stay hidden from customers', async () => {
    const { app, fx } = await setup();
    const internalBase = `/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.internal}`;
    const operator = await caller(app, 'operator@demo.test');
    const id = await topic(operator, internalBase, 'Internal note');
    const [created] = await topicsOf(operator, internalBase);
    expect(created).toMatchObject({ id, isPublic: false });
    const owner = await caller(app, 'owner@demo.test');
    expect((await owner.call('GET', internalBase)).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('POST …/annotation/:topicId/comment adds a comment (form: message, mentions)', async () => {
    const { app, base, owner } = await setup();
    const id = await topic(owner, base);
    const operator = await caller(app, 'operator@demo.test');
    const ownerBefore = notificationsOf(app, 'user-owner');
    const response = await operator.call(
      'POST',
      `${base}/annotation/${id}/comment`,
      { message: 'On it', mentions: '["user-owner"]' },
      SCOPE,
    );
    expect(response.statusCode).toBe(200);
    const [thread] = await topicsOf(owner, base);
    expect(thread?.comments).toEqual([expect.objectContaining({ id: response.json().id, message: 'On it' })]);
    expect(notificationsOf(app, 'user-owner')).toBe(ownerBefore + 1);
    expect(
      (await operator.call('POST', `${base}/annotation/${id}/comment`, { message: '' }, SCOPE)).statusCode,
    ).toBe(400);
    expect(
      (await operator.call('POST', `${base}/annotation/nope/comment`, { message: 'x' }, SCOPE)).statusCode,
    ).toBe(404);
  });

  it('PUT …/comment/:commentId/message and DELETE …/comment/:commentId are for the author only', async () => {
    const { app, base, owner } = await setup();
    const id = await topic(owner, base);
    const comment = (
      await owner.call('POST', `${base}/annotation/${id}/comment`, { message: 'First' }, SCOPE)
    ).json().id;
    const staff = await caller(app, 'staff@demo.test');
    const url = `${base}/comment/${comment}`;
    expect((await staff.call('PUT', `${url}/message`, { data: 'Hijack' }, SCOPE)).statusCode).toBe(403);
    expect((await staff.call('DELETE', url, undefined, SCOPE)).statusCode).toBe(403);
    expect((await owner.call('PUT', `${url}/message`, { data: { text: 'x' } }, SCOPE)).statusCode).toBe(400);
    const edit = await owner.call(
      'PUT',
      `${url}/message`,
      { data: 'Edited', mentions: '["user-staff"]' },
      SCOPE,
    );
    expect(edit.statusCode).toBe(200);
    expect((await topicsOf(owner, base))[0]?.comments[0]?.message).toBe('Edited');
    expect((await owner.call('DELETE', url, undefined, SCOPE)).statusCode).toBe(200);
    expect((await topicsOf(owner, base))[0]?.comments).toEqual([]);
    expect((await owner.call('DELETE', url, undefined, SCOPE)).statusCode).toBe(404);
  });
});

describe('topics', () => {
  it('PUT …/annotation/:topicId/message is author-only; resolve and reopen send a flag', async () => {
    const { app, base, owner } = await setup();
    const id = await topic(owner, base);
    const operator = await caller(app, 'operator@demo.test');
    expect(
      (await operator.call('PUT', `${base}/annotation/${id}/message`, { data: 'Mine now' }, SCOPE))
        .statusCode,
    ).toBe(403);
    expect(
      (await owner.call('PUT', `${base}/annotation/${id}/message`, { data: 'Reworded' }, SCOPE)).statusCode,
    ).toBe(200);
    expect(
      (await operator.call('PUT', `${base}/annotation/${id}/resolve`, { data: true }, SCOPE)).statusCode,
    ).toBe(200);
    expect((await topicsOf(owner, base))[0]).toMatchObject({ message: 'Reworded', isResolve: true });
    expect(
      (await owner.call('PUT', `${base}/annotation/${id}/resolve`, { data: false }, SCOPE)).statusCode,
    ).toBe(200);
    expect((await topicsOf(owner, base))[0]?.isResolve).toBe(false);
    expect(
      (await owner.call('PUT', `${base}/annotation/${id}/resolve`, { data: 'maybe' }, SCOPE)).statusCode,
    ).toBe(400);
    expect((await owner.call('PUT', `${base}/annotation/${id}/resolve`, { data: true })).statusCode).toBe(
      403,
    );
  });

  it('DELETE …/annotation/:topicId deletes its comments and annotation; only the author may', async () => {
    const { app, base, owner } = await setup();
    const id = await topic(owner, base);
    const operator = await caller(app, 'operator@demo.test');
    await operator.call('POST', `${base}/annotation/${id}/comment`, { message: 'Reply' }, SCOPE);
    expect((await operator.call('DELETE', `${base}/annotation/${id}`, undefined, SCOPE)).statusCode).toBe(
      403,
    );
    expect((await owner.call('DELETE', `${base}/annotation/${id}`, undefined, SCOPE)).statusCode).toBe(200);
    const db = app.proofdesk.data.sqlite!;
    expect(db.prepare('SELECT COUNT(*) AS n FROM annotation_topics WHERE id = ?').get(id)).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM annotation_comments WHERE topic_id = ?').get(id)).toEqual({
      n: 0,
    });
    expect(await topicsOf(owner, base)).toEqual([]);
  });
});

describe('comment notification highlight', () => {
  const widgetTypesOf = (app: FastifyInstance, userId: string) =>
    (
      app.proofdesk.data
        .sqlite!.prepare('SELECT data FROM notifications WHERE user_id = ? ORDER BY created_at DESC LIMIT 1')
        .all(userId) as { data: string }[]
    ).map((row) => (JSON.parse(row.data) as { widgetType: string }).widgetType);

  it('"Comment notifications are highlighted cyan (customer comment) or yellow (user comment)"', async () => {
    const { app, base, owner } = await setup();
    await topic(owner, base, 'A customer comment');
    expect(widgetTypesOf(app, 'user-operator')).toEqual(['order-comment-customer']);

    const operator = await caller(app, 'operator@demo.test');
    const reply = await operator.call(
      'POST',
      `${base}/annotation`,
      { message: 'A staff comment', mentions: '["user-owner"]', annotation: SHAPE },
      SCOPE,
    );
    expect(reply.statusCode).toBe(200);
    expect(widgetTypesOf(app, 'user-owner')).toEqual(['order-comment-user']);
  });
});

describe('"A comment can be sent only with text" (proofing §5) for serialized rich text', () => {
  const rich = (...texts: string[]) =>
    JSON.stringify({
      format: 'proofdesk-rich-1',
      paragraphs: [texts.map((text) => ({ kind: 'text', text }))],
    });

  it('refuses a topic, a reply and edits whose rich text holds only whitespace (400), and takes real text', async () => {
    const { base, owner } = await setup();
    const blank = rich('  ', '\n');
    const post = await owner.call('POST', `${base}/annotation`, { message: blank, annotation: SHAPE }, SCOPE);
    expect(post.statusCode).toBe(400);
    expect(post.json<{ message: string }>().message).toBe('A comment can be sent only with text.');
    const id = await topic(owner, base, rich('Move ', 'this'));
    const reply = await owner.call('POST', `${base}/annotation/${id}/comment`, { message: rich() }, SCOPE);
    expect(reply.statusCode).toBe(400);
    const good = await owner.call('POST', `${base}/annotation/${id}/comment`, { message: rich('ok') }, SCOPE);
    expect(good.statusCode).toBe(200);
    const commentId = good.json<{ id: string }>().id;
    expect(
      (await owner.call('PUT', `${base}/annotation/${id}/message`, { data: blank }, SCOPE)).statusCode,
    ).toBe(400);
    expect(
      (await owner.call('PUT', `${base}/comment/${commentId}/message`, { data: blank }, SCOPE)).statusCode,
    ).toBe(400);
    const [saved] = await topicsOf(owner, base);
    expect(saved?.message).toBe(rich('Move ', 'this'));
    expect(saved?.comments.map((c) => c.message)).toEqual([rich('ok')]);
  });

  it('still takes plain text and JSON that is not rich text as text', async () => {
    const { base, owner } = await setup();
    await topic(owner, base, '{"not":"rich text"}');
    await topic(owner, base, 'plain');
    expect((await topicsOf(owner, base)).map((t) => t.message)).toEqual(['{"not":"rich text"}', 'plain']);
  });
});
