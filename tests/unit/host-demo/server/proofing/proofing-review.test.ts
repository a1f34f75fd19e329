import { REVIEW_ACTIONS, type ReviewAction } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { caller, insertProofingOrder, setCollaborator } from '../proofing-helpers';

type App = Awaited<ReturnType<typeof testServer>>;

const statusOf = (app: App, id: string) =>
  app.proofdesk.data.sqlite!.prepare('SELECT status, hold_reason FROM orders WHERE id = ?').get(id) as {
    status: string;
    hold_reason: string | null;
  };

const ALL = [...REVIEW_ACTIONS];
const COLLABORATOR: ReviewAction[] = ['MAKE_CHANGES', 'STAY_IN_REVIEW', 'PUT_ON_HOLD'];

// proofing §6 "Review actions when the order is in-review and the file is customer-review".
const CASES: {
  name: string;
  user: string;
  creator?: string;
  standing?: { collaborator: boolean; approver: boolean };
  allowed: ReviewAction[];
}[] = [
  { name: 'Owner: all four actions.', user: 'owner@demo.test', creator: 'user-staff', allowed: ALL },
  {
    name: 'Staff who is the creator: all four.',
    user: 'staff@demo.test',
    creator: 'user-staff',
    allowed: ALL,
  },
  {
    name: 'An approver who is a collaborator: all four.',
    user: 'staff@demo.test',
    creator: 'user-owner',
    standing: { collaborator: true, approver: true },
    allowed: ALL,
  },
  {
    name: 'An approver who is not a collaborator: only Order Approved.',
    user: 'staff@demo.test',
    creator: 'user-owner',
    standing: { collaborator: false, approver: true },
    allowed: ['ORDER_APPROVED'],
  },
  {
    name: 'A collaborator who is not an approver: Make Changes, Put On Hold and Stay In Review.',
    user: 'staff@demo.test',
    creator: 'user-owner',
    standing: { collaborator: true, approver: false },
    allowed: COLLABORATOR,
  },
  { name: 'Anyone else: none (staff).', user: 'staff@demo.test', creator: 'user-owner', allowed: [] },
  { name: 'Anyone else: none (operator on the admin client).', user: 'operator@demo.test', allowed: [] },
];

const TARGET: Record<ReviewAction, string> = {
  MAKE_CHANGES: 'in-progress',
  STAY_IN_REVIEW: 'in-review',
  PUT_ON_HOLD: 'on-hold',
  ORDER_APPROVED: 'approved',
};

describe('PUT /order/:orderId/move-to (chosen path)', () => {
  for (const testCase of CASES) {
    it(testCase.name, async () => {
      const app = await testServer();
      const who = await caller(app, testCase.user);
      for (const action of REVIEW_ACTIONS) {
        const fx = insertProofingOrder(app);
        if (testCase.creator) {
          app.proofdesk.data
            .sqlite!.prepare('UPDATE orders SET creator_id = ? WHERE id = ?')
            .run(testCase.creator, fx.orderId);
        }
        if (testCase.standing) setCollaborator(app, fx.orderId, who.userId, testCase.standing);
        const body = { moveto: action, attachmentId: fx.review.id, reason: 'Waiting for the new copy' };
        const response = await who.call('PUT', `/order/${fx.orderId}/move-to`, body, 'card');
        const allowed = testCase.allowed.includes(action);
        expect({ action, status: response.statusCode }).toEqual({ action, status: allowed ? 200 : 403 });
        expect(statusOf(app, fx.orderId).status).toBe(allowed ? TARGET[action] : 'in-review');
      }
    });
  }

  it('puts on hold only with a reason, and pushes reload-order-list and reload-order', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const events: string[] = [];
    app.proofdesk.hub.add(
      { readyState: 1, send: (text) => events.push(JSON.parse(text).event), close() {} },
      'user-operator',
      'socket-1',
    );
    const url = `/order/${fx.orderId}/move-to`;
    const noReason = await owner.call(
      'PUT',
      url,
      { moveto: 'PUT_ON_HOLD', attachmentId: fx.review.id },
      'card',
    );
    expect(noReason.statusCode).toBe(400);
    const blank = await owner.call(
      'PUT',
      url,
      { moveto: 'PUT_ON_HOLD', attachmentId: fx.review.id, reason: '  ' },
      'card',
    );
    expect(blank.statusCode).toBe(400);
    expect(events).toEqual([]);
    const held = await owner.call(
      'PUT',
      url,
      { moveto: 'PUT_ON_HOLD', attachmentId: fx.review.id, reason: 'Budget' },
      'card',
    );
    expect(held.json()).toMatchObject({ success: true, data: { orderId: fx.orderId, progress: 'on-hold' } });
    expect(statusOf(app, fx.orderId)).toEqual({ status: 'on-hold', hold_reason: 'Budget' });
    expect(events).toEqual(expect.arrayContaining(['reload-order-list', 'reload-order']));
  });

  it('works only on customer-review files of orders in review', async () => {
    const app = await testServer();
    const owner = await caller(app, 'owner@demo.test');
    const fx = insertProofingOrder(app);
    const supplied = await owner.call(
      'PUT',
      `/order/${fx.orderId}/move-to`,
      { moveto: 'ORDER_APPROVED', attachmentId: fx.supplied.id },
      'card',
    );
    expect(supplied.statusCode).toBe(400);
    const progress = insertProofingOrder(app, { status: 'in-progress' });
    const notInReview = await owner.call(
      'PUT',
      `/order/${progress.orderId}/move-to`,
      { moveto: 'ORDER_APPROVED', attachmentId: progress.review.id },
      'card',
    );
    expect(notInReview.statusCode).toBe(400);
    expect(statusOf(app, progress.orderId).status).toBe('in-progress');
  });

  it('validates the body and hides other accounts', async () => {
    const app = await testServer();
    const fx = insertProofingOrder(app);
    const owner = await caller(app, 'owner@demo.test');
    const url = `/order/${fx.orderId}/move-to`;
    expect(
      (await owner.call('PUT', url, { moveto: 'DANCE', attachmentId: fx.review.id }, 'card')).statusCode,
    ).toBe(400);
    expect((await owner.call('PUT', url, { moveto: 'ORDER_APPROVED' }, 'card')).statusCode).toBe(400);
    expect(
      (await owner.call('PUT', url, { moveto: 'ORDER_APPROVED', attachmentId: fx.review.id })).statusCode,
    ).toBe(403);
    const harbor = await caller(app, 'harbor@demo.test');
    expect(
      (await harbor.call('PUT', url, { moveto: 'ORDER_APPROVED', attachmentId: fx.review.id }, 'card'))
        .statusCode,
    ).toBe(404);
    expect(statusOf(app, fx.orderId).status).toBe('in-review');
  });
});
