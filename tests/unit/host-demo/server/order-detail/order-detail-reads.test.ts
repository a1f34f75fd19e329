import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { caller, insertProofingOrder } from '../proofing-helpers';

interface Group {
  group: string;
  category: string;
  canUpload: boolean;
  attachments: {
    id: string;
    versionCount: number;
    canAddVersion: boolean;
    canDelete: boolean;
    latest: { id: string };
  }[];
}

const byGroup = (groups: Group[]) => Object.fromEntries(groups.map((group) => [group.group, group]));

describe('GET /order/:id/attachments', () => {
  it('gives the owner the customer-review and supplied groups, newest visible version first', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const response = await owner.call('GET', `/order/${fx.orderId}/attachments`);
    expect(response.statusCode).toBe(200);
    const groups: Group[] = response.json().data.groups;
    // Internal review is not the customer's to see.
    expect(groups.map((group) => group.group)).toEqual(['customerReview', 'suppliedFiles']);
    const { customerReview, suppliedFiles } = byGroup(groups);
    // The internal v3 is hidden: two versions, v2 the newest.
    expect(customerReview!.attachments).toHaveLength(1);
    expect(customerReview!.attachments[0]).toMatchObject({
      id: fx.review.id,
      fileName: 'poster.png',
      versionCount: 2,
      latest: { id: fx.review.v2, version: 2, fileSizeRaw: 1234, fileMeta: { fileSize: '1.21 KB' } },
      // The designers' proof: neither the owner's to delete nor to add a version to (the page's
      // Delete follows canDelete).
      canDelete: false,
      canAddVersion: false,
    });
    expect(customerReview!.canUpload).toBe(false);
    expect(suppliedFiles).toMatchObject({ category: 'supplied', canUpload: true });
    // The account's own files: the owner attaches and deletes them.
    expect(suppliedFiles!.attachments[0]).toMatchObject({
      id: fx.supplied.id,
      canAddVersion: true,
      canDelete: true,
    });
  });

  it('gives the operator the internal group and internal versions, with the operator rights', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const operator = await caller(app, 'operator@demo.test');
    const groups = byGroup(
      (await operator.call('GET', `/order/${fx.orderId}/attachments`)).json().data.groups,
    );
    expect(Object.keys(groups)).toEqual(['customerReview', 'suppliedFiles', 'internalReview']);
    expect(groups.customerReview!.attachments[0]).toMatchObject({
      versionCount: 3,
      latest: { id: fx.review.internal },
      canAddVersion: true,
      // "delete customer-review attachment" only.
      canDelete: true,
    });
    expect(groups.internalReview).toMatchObject({ category: 'internal', canUpload: true });
    expect(groups.internalReview!.attachments[0]).toMatchObject({ id: fx.internalFile.id, canDelete: false });
    expect(groups.suppliedFiles!.attachments[0]!.canDelete).toBe(false);
  });

  it('answers 404 for another account, 400 for a bad id and 401 without a session', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const harbor = await caller(app, 'harbor@demo.test');
    expect((await harbor.call('GET', `/order/${fx.orderId}/attachments`)).statusCode).toBe(404);
    expect((await harbor.call('GET', `/order/no-such-order/attachments`)).statusCode).toBe(404);
    expect((await harbor.call('GET', `/order/${'x'.repeat(65)}/attachments`)).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: `/api/order/${fx.orderId}/attachments` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /order/:id/timeline', () => {
  it('lists moves and file history newest first, internal file history only for internal roles', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const db = app.proofdesk.data.sqlite!;
    const entry = db.prepare(
      `INSERT INTO attachment_timeline (id, attachment_id, version_id, type, content, user_id, created_at)
       VALUES (?, ?, ?, 'history', ?, 'user-operator', ?)`,
    );
    entry.run('h-public', fx.review.id, fx.review.v2, 'Approved', '2026-01-06T10:00:00.000Z');
    entry.run('h-internal', fx.internalFile.id, fx.internalFile.v1, 'Revise', '2026-01-06T11:00:00.000Z');
    const operator = await caller(app, 'operator@demo.test');
    const moved = await operator.call(
      'PUT',
      `/order/${fx.orderId}/move-progress`,
      { progress: 'in-review' },
      'card',
    );
    expect(moved.statusCode).toBe(200);

    const seen = (await operator.call('GET', `/order/${fx.orderId}/timeline`)).json().data;
    expect(seen.map((item: { type: string }) => item.type)).toEqual(['progress', 'history', 'history']);
    expect(seen[0]).toMatchObject({ user: { id: 'user-operator' }, attachment: null });
    expect(seen[1]).toMatchObject({
      id: 'h-internal',
      content: 'Revise',
      attachment: { fileName: 'draft.png' },
    });

    const owner = await caller(app, 'owner@demo.test');
    const ownerSees = (await owner.call('GET', `/order/${fx.orderId}/timeline`)).json().data;
    expect(ownerSees.map((item: { id: string }) => item.id)).not.toContain('h-internal');
    expect(ownerSees.map((item: { id: string }) => item.id)).toContain('h-public');

    const harbor = await caller(app, 'harbor@demo.test');
    expect((await harbor.call('GET', `/order/${fx.orderId}/timeline`)).statusCode).toBe(404);
  });

  it('shows an upload entry only to those who may see its file', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const db = app.proofdesk.data.sqlite!;
    // As register.ts writes them: the entry and the version at the same instant, by the same user.
    const at = '2026-01-07T09:00:00.000Z';
    db.prepare(
      `INSERT INTO attachment_versions (id, attachment_id, version, file_name, file_type, storage_key, file_size,
         created_at, is_internal, creator_id) VALUES ('iv2', ?, 2, 'draft-2.png', 'image', 'iv2-key', 10, ?, 1, 'user-operator')`,
    ).run(fx.internalFile.id, at);
    db.prepare(
      `INSERT INTO order_timeline (id, order_id, user_id, type, content, created_at)
       VALUES ('up-internal', ?, 'user-operator', 'attachment', 'Uploaded draft-2.png', ?)`,
    ).run(fx.orderId, at);
    const operator = await caller(app, 'operator@demo.test');
    const owner = await caller(app, 'owner@demo.test');
    const ids = async (who: typeof owner) =>
      (await who.call('GET', `/order/${fx.orderId}/timeline`))
        .json()
        .data.map((item: { id: string }) => item.id);
    expect(await ids(operator)).toContain('up-internal');
    expect(await ids(owner)).not.toContain('up-internal');
  });
});
