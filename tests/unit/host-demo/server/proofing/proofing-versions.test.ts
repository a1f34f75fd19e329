import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { caller, insertProofingOrder } from '../proofing-helpers';

const versionOf = (app: Awaited<ReturnType<typeof testServer>>, id: string) =>
  app.proofdesk.data.sqlite!.prepare('SELECT * FROM attachment_versions WHERE id = ?').get(id) as {
    deleted_at: string | null;
    delete_reason: string | null;
    is_internal_approved: number;
  };

describe('DELETE /order/:orderId/:attachmentId/:versionId/:reason', () => {
  it('lets the assigned operator remove a version with a reason, and answers the same when already removed', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const operator = await caller(app, 'operator@demo.test');
    const url = `/order/${fx.orderId}/${fx.review.id}/${fx.review.v1}/${encodeURIComponent('Wrong colours')}`;
    const first = await operator.call('DELETE', url, undefined, 'card');
    expect(first.json()).toMatchObject({ success: true, message: 'The version already removed' });
    expect(versionOf(app, fx.review.v1)).toMatchObject({
      delete_reason: 'Wrong colours',
      deleted_at: expect.any(String),
    });
    const again = await operator.call('DELETE', url, undefined, 'card');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('The version already removed');
  });

  it('never removes the last remaining version of its list, nor an approved one', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const operator = await caller(app, 'operator@demo.test');
    const last = await operator.call(
      'DELETE',
      `/order/${fx.orderId}/${fx.review.id}/${fx.review.internal}/why`,
      undefined,
      'card',
    );
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('The last remaining version cannot be deleted.');
    app.proofdesk.data
      .sqlite!.prepare('UPDATE attachment_versions SET is_internal_approved = 1 WHERE id = ?')
      .run(fx.review.v2);
    const approved = await operator.call(
      'DELETE',
      `/order/${fx.orderId}/${fx.review.id}/${fx.review.v2}/why`,
      undefined,
      'card',
    );
    expect(approved.statusCode).toBe(400);
    expect(approved.json().message).toBe('An approved version cannot be deleted.');
    expect(versionOf(app, fx.review.v2).deleted_at).toBeNull();
  });

  it('limits the reason to 1..255 characters', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const operator = await caller(app, 'operator@demo.test');
    const base = `/order/${fx.orderId}/${fx.review.id}/${fx.review.v1}`;
    expect((await operator.call('DELETE', `${base}/${'r'.repeat(256)}`, undefined, 'card')).statusCode).toBe(
      400,
    );
    expect((await operator.call('DELETE', `${base}/%20%20`, undefined, 'card')).statusCode).toBe(400);
    expect((await operator.call('DELETE', `${base}/${'r'.repeat(255)}`, undefined, 'card')).statusCode).toBe(
      200,
    );
  });

  it('refuses anyone but the assigned operator (403), and other accounts (404)', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const url = `/order/${fx.orderId}/${fx.review.id}/${fx.review.v1}/reason`;
    for (const name of ['manager@demo.test', 'admin', 'owner@demo.test']) {
      const who = await caller(app, name);
      expect((await who.call('DELETE', url, undefined, 'card')).statusCode).toBe(403);
    }
    const harbor = await caller(app, 'harbor@demo.test');
    expect((await harbor.call('DELETE', url, undefined, 'card')).statusCode).toBe(404);
    const operator = await caller(app, 'operator@demo.test');
    expect((await operator.call('DELETE', url)).statusCode).toBe(403);
    expect(versionOf(app, fx.review.v1).deleted_at).toBeNull();
  });
});

describe('POST /order/:orderId/:attachmentId/attachment-timeline', () => {
  it('Approve makes the version internally approved, Revise reverts it; each adds a history entry', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const creative = await caller(app, 'creative@demo.test');
    const url = `/order/${fx.orderId}/${fx.review.id}/attachment-timeline`;
    const body = { timelineType: 'history', attachmentVersionId: fx.review.v2 };
    const approve = await creative.call('POST', url, { ...body, content: 'Approved' }, 'card');
    expect(approve.json()).toMatchObject({ success: true, message: 'The attachment file approved' });
    expect(versionOf(app, fx.review.v2).is_internal_approved).toBe(1);
    const revise = await creative.call('POST', url, { ...body, content: 'Revise' }, 'card');
    expect(revise.json()).toMatchObject({ success: true, message: 'The attachment file revised' });
    expect(versionOf(app, fx.review.v2).is_internal_approved).toBe(0);
    const history = app.proofdesk.data
      .sqlite!.prepare(
        // Two calls, two instants: created_at orders them on either database (no rowid on PostgreSQL).
        'SELECT type, content, user_id FROM attachment_timeline WHERE version_id = ? ORDER BY created_at',
      )
      .all(fx.review.v2);
    expect(history).toEqual([
      { type: 'history', content: 'Approved', user_id: 'user-creative' },
      { type: 'history', content: 'Revise', user_id: 'user-creative' },
    ]);
  });

  it('refuses bad content (400), users without the approve right (403) and orders not in progress (400)', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const url = `/order/${fx.orderId}/${fx.review.id}/attachment-timeline`;
    const body = { timelineType: 'history', attachmentVersionId: fx.review.v2, content: 'Approved' };
    const creative = await caller(app, 'creative@demo.test');
    expect((await creative.call('POST', url, { ...body, content: 'Maybe' }, 'card')).statusCode).toBe(400);
    expect((await creative.call('POST', url, { ...body, timelineType: 'chat' }, 'card')).statusCode).toBe(
      400,
    );
    for (const name of ['operator@demo.test', 'owner@demo.test']) {
      expect((await (await caller(app, name)).call('POST', url, body, 'card')).statusCode).toBe(403);
    }
    app.proofdesk.data.sqlite!.prepare("UPDATE orders SET status = 'in-review' WHERE id = ?").run(fx.orderId);
    const closed = await creative.call('POST', url, body, 'card');
    expect(closed.statusCode).toBe(400);
    expect(versionOf(app, fx.review.v2).is_internal_approved).toBe(0);
  });
});

describe('DELETE /order/:orderId/:attachmentId/attachment', () => {
  // Last session's first-run walk: the customer (the order's owner) saw Delete on the proof the
  // designer uploaded. A customer-review file is the designers' (proofing §6: operators and managers
  // attach them, operators delete them); the owner deletes the account's own supplied files only.
  it("refuses the owner the designers' proof (403), which stays with its versions; a manager may", async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const url = `/order/${fx.orderId}/${fx.review.id}/attachment`;
    const owner = await caller(app, 'owner@demo.test');
    const refused = await owner.call('DELETE', url, undefined, 'card');
    expect(refused.statusCode).toBe(403);
    const db = app.proofdesk.data.sqlite!;
    expect(db.prepare('SELECT COUNT(*) AS n FROM attachments WHERE id = ?').get(fx.review.id)).toEqual({
      n: 1,
    });
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM attachment_versions WHERE id = ?').get(fx.review.v2),
    ).toEqual({
      n: 1,
    });
    const manager = await caller(app, 'manager@demo.test');
    expect((await manager.call('DELETE', url, undefined, 'card')).statusCode).toBe(200);
  });

  it('lets the owner delete an attachment with its versions, topics and comments', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const response = await owner.call(
      'DELETE',
      `/order/${fx.orderId}/${fx.supplied.id}/attachment`,
      undefined,
      'card',
    );
    expect(response.json()).toMatchObject({ success: true, id: fx.supplied.id });
    const db = app.proofdesk.data.sqlite!;
    expect(db.prepare('SELECT COUNT(*) AS n FROM attachments WHERE id = ?').get(fx.supplied.id)).toEqual({
      n: 0,
    });
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM attachment_versions WHERE id = ?').get(fx.supplied.v1),
    ).toEqual({ n: 0 });
  });

  it('follows the delete rights: staff never, operators only customer-review files, customers never internal files', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const url = (id: string) => `/order/${fx.orderId}/${id}/attachment`;
    const staff = await caller(app, 'staff@demo.test');
    expect((await staff.call('DELETE', url(fx.review.id), undefined, 'card')).statusCode).toBe(403);
    const operator = await caller(app, 'operator@demo.test');
    expect((await operator.call('DELETE', url(fx.supplied.id), undefined, 'card')).statusCode).toBe(403);
    expect((await operator.call('DELETE', url(fx.review.id), undefined, 'card')).statusCode).toBe(200);
    const owner = await caller(app, 'owner@demo.test');
    expect((await owner.call('DELETE', url(fx.internalFile.id), undefined, 'card')).statusCode).toBe(404);
    expect((await owner.call('DELETE', url(fx.supplied.id), undefined, 'card')).statusCode).toBe(200);
    expect((await owner.call('DELETE', url('x'.repeat(65)), undefined, 'card')).statusCode).toBe(400);
  });
});
