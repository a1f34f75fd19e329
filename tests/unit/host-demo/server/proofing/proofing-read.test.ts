import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { caller, insertProofingOrder } from '../proofing-helpers';

describe('GET /order/:orderId/attachment/:attachmentId/versions', () => {
  it('lists the versions newest first with the attachment, internal ones only for internal roles', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const response = await owner.call('GET', `/order/${fx.orderId}/attachment/${fx.review.id}/versions`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.attachment).toMatchObject({
      id: fx.review.id,
      group: 'customerReview',
      fileName: 'poster.png',
    });
    expect(data.versions.map((v: { id: string }) => v.id)).toEqual([fx.review.v2, fx.review.v1]);
    expect(data.versions[0]).toMatchObject({
      version: 2,
      fileType: 'image',
      fileSizeRaw: 1234,
      fileMeta: { fileSize: '1.21 KB' },
      isInternal: false,
      disabledDelete: false,
      creator: { id: 'user-operator' },
    });
    expect(data.versions[0].url).toMatch(/\/api\/storage\/file\//);

    const operator = await caller(app, 'operator@demo.test');
    const internal = await operator.call('GET', `/order/${fx.orderId}/attachment/${fx.review.id}/versions`);
    const versions = internal.json().data.versions;
    expect(versions.map((v: { id: string }) => v.id)).toEqual([
      fx.review.internal,
      fx.review.v2,
      fx.review.v1,
    ]);
    // "disabledDelete (true when the list has fewer than 2 versions)": the internal list has one.
    expect(versions[0].disabledDelete).toBe(true);
  });

  it('refuses a bad id (400), another account (404) and internal-review files to the customer (404)', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const harbor = await caller(app, 'harbor@demo.test');
    const long = 'x'.repeat(65);
    expect((await owner.call('GET', `/order/${long}/attachment/${fx.review.id}/versions`)).statusCode).toBe(
      400,
    );
    expect(
      (await harbor.call('GET', `/order/${fx.orderId}/attachment/${fx.review.id}/versions`)).statusCode,
    ).toBe(404);
    expect(
      (await owner.call('GET', `/order/${fx.orderId}/attachment/${fx.internalFile.id}/versions`)).statusCode,
    ).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/order/${fx.orderId}/attachment/${fx.review.id}/versions`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /order/:orderId/attachment/:attachmentId/version/:versionId', () => {
  it('returns the version with its topics, comments, senders and shape JSON', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const db = app.proofdesk.data.sqlite!;
    const shape = '{"className":"Circle","attrs":{"x":120,"y":80}}';
    db.prepare(
      `INSERT INTO annotation_topics (id, version_id, message, mentions, annotation, sender_id, is_public, created_at)
       VALUES ('topic-a', ?, 'Move the logo', '["user-owner"]', ?, 'user-operator', 1, '2026-01-05T11:00:00.000Z')`,
    ).run(fx.review.v2, shape);
    db.prepare(
      `INSERT INTO annotation_comments (id, topic_id, message, mentions, sender_id, created_at)
       VALUES ('comment-a', 'topic-a', 'Done', '[]', 'user-owner', '2026-01-05T11:05:00.000Z')`,
    ).run();
    const owner = await caller(app, 'owner@demo.test');
    const response = await owner.call(
      'GET',
      `/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}`,
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: fx.review.v2, version: 2, attachment: { id: fx.review.id } });
    expect(data.topics).toEqual([
      {
        id: 'topic-a',
        message: 'Move the logo',
        mentions: ['user-owner'],
        sender: { id: 'user-operator', name: 'Omar Ortiz', avatar: null, isGuest: false },
        dateCreated: '2026-01-05T11:00:00.000Z',
        isResolve: false,
        isPublic: true,
        annotation: shape,
        comments: [
          {
            id: 'comment-a',
            message: 'Done',
            mentions: [],
            sender: expect.objectContaining({ id: 'user-owner', name: 'Olivia Northwind' }),
            dateCreated: '2026-01-05T11:05:00.000Z',
          },
        ],
        // Never carried forward (issue 13): no link either way.
        carriedFrom: null,
        carriedTo: [],
      },
    ]);
  });

  it('answers 404 for an internal version to the customer and for a version of another attachment', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const base = `/order/${fx.orderId}/attachment/${fx.review.id}/version`;
    expect((await owner.call('GET', `${base}/${fx.review.internal}`)).statusCode).toBe(404);
    expect((await owner.call('GET', `${base}/${fx.supplied.v1}`)).statusCode).toBe(404);
    expect((await owner.call('GET', `${base}/${'y'.repeat(80)}`)).statusCode).toBe(400);
  });
});
