import type { OrderWorkflow, ReviewStanding, Workflow, WorkflowRequest } from 'proofdesk/contract';
import { WORKFLOW_MESSAGES } from 'proofdesk/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { type Caller, caller, insertProofingOrder } from '../proofing-helpers';

// Approval workflows end to end on the API (issue 26): the editor's calls with their rights, and
// the enforcement in the review move-to. Runs on SQLite and, in the server-postgres project, on
// PostgreSQL.

type App = Awaited<ReturnType<typeof testServer>>;

const SCOPE = 'customer-profile';
const OWNER = 'user-owner';
const STAFF = 'user-staff';

const statusOf = (app: App, id: string) =>
  (app.proofdesk.data.sqlite!.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: string })
    .status;

const twoStages = (first: 'all' | 'any', second: 'all' | 'any' = 'any'): WorkflowRequest => ({
  name: 'Brand then legal',
  stages: [
    {
      name: 'Brand',
      rule: first,
      deadlineDays: 2,
      reviewers: [
        { kind: 'user', userId: STAFF },
        { kind: 'role', role: 'owner' },
      ],
    },
    { name: 'Legal', rule: second, reviewers: [{ kind: 'user', userId: OWNER }] },
  ],
});

describe('approval workflows', () => {
  let app: App;
  let owner: Caller;
  let staff: Caller;

  // A fresh demo server per case (testServer closes it after each), the preference on.
  beforeEach(async () => {
    app = await testServer();
    owner = await caller(app, 'owner@demo.test');
    staff = await caller(app, 'staff@demo.test');
    await owner.call('PUT', '/workflows/preference', { enabled: true }, SCOPE);
  });

  const create = async (body: WorkflowRequest) => {
    const response = await owner.call('POST', '/workflows', body, SCOPE);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Workflow;
  };

  /** An order in review following `workflow`. */
  const orderWith = async (workflow: Workflow) => {
    const fx = insertProofingOrder(app);
    const response = await owner.call(
      'PUT',
      `/order/${fx.orderId}/workflow`,
      { workflowId: workflow.id },
      SCOPE,
    );
    expect(response.statusCode, response.body).toBe(200);
    return fx;
  };

  const decide = (who: Caller, fx: { orderId: string; review: { id: string } }, moveto: string) =>
    who.call('PUT', `/order/${fx.orderId}/move-to`, { moveto, attachmentId: fx.review.id }, 'card');

  const workflowOf = async (who: Caller, orderId: string) =>
    (await who.call('GET', `/order/${orderId}/workflow`)).json().data as OrderWorkflow | null;

  it('keeps the editor behind the preference: 403 until the owner turns it on', async () => {
    await owner.call('PUT', '/workflows/preference', { enabled: false }, SCOPE);
    expect((await owner.call('GET', '/workflows')).statusCode).toBe(403);
    expect((await staff.call('PUT', '/workflows/preference', { enabled: true }, SCOPE)).statusCode).toBe(403);
    const on = await owner.call('PUT', '/workflows/preference', { enabled: true }, SCOPE);
    expect(on.json()).toMatchObject({ success: true, message: WORKFLOW_MESSAGES.preferenceOn });
    expect((await owner.call('GET', '/workflows')).statusCode).toBe(200);
    // Staff has no workflow-editor right (§6: the owner's), preference or not.
    expect((await staff.call('GET', '/workflows')).statusCode).toBe(403);
    expect((await staff.call('POST', '/workflows', twoStages('all'), SCOPE)).statusCode).toBe(403);
  });

  it('needs the anti-forgery header and a valid body (4xx envelopes, unknown properties refused)', async () => {
    const noCsrf = await owner.call('POST', '/workflows', twoStages('all'));
    expect(noCsrf.statusCode).toBe(403);
    const extra = await owner.call('POST', '/workflows', { ...twoStages('all'), colour: 'red' }, SCOPE);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().success).toBe(false);
    const badRule = await owner.call(
      'POST',
      '/workflows',
      { name: 'x', stages: [{ name: 'a', rule: 'most', reviewers: [] }] },
      SCOPE,
    );
    expect(badRule.statusCode).toBe(400);
    const empty = await owner.call('POST', '/workflows', { name: ' ', stages: [] }, SCOPE);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual([WORKFLOW_MESSAGES.nameRequired, WORKFLOW_MESSAGES.stagesRequired]);
    const stranger = await owner.call(
      'POST',
      '/workflows',
      {
        name: 'x',
        stages: [{ name: 'a', rule: 'any', reviewers: [{ kind: 'user', userId: 'user-harbor' }] }],
      },
      SCOPE,
    );
    expect(stranger.json().messages).toEqual([WORKFLOW_MESSAGES.reviewerUnknown]);
  });

  it('creates, reads, edits, makes default and deletes; another account reads none of it', async () => {
    const workflow = await create(twoStages('all'));
    expect(workflow.stages.map((s) => s.name)).toEqual(['Brand', 'Legal']);
    expect(workflow.stages[0]!.reviewers).toEqual([
      { kind: 'user', userId: STAFF, name: 'Sam Stafford' },
      { kind: 'role', role: 'owner', name: 'owner' },
    ]);
    const edited = await owner.call(
      'PUT',
      `/workflows/${workflow.id}`,
      { ...twoStages('any'), name: 'Renamed', stages: [...twoStages('any').stages].reverse() },
      SCOPE,
    );
    expect(edited.json().data.stages.map((s: { name: string }) => s.name)).toEqual(['Legal', 'Brand']);
    expect((await owner.call('PUT', `/workflows/${workflow.id}/default`, undefined, SCOPE)).statusCode).toBe(
      200,
    );
    const other = await create({ ...twoStages('any'), name: 'Other', isDefault: true });
    const list = (await owner.call('GET', '/workflows')).json().data as Workflow[];
    expect(list.filter((w) => w.isDefault).map((w) => w.id)).toEqual([other.id]);
    const harbor = await caller(app, 'harbor@demo.test');
    await harbor.call('PUT', '/workflows/preference', { enabled: true }, SCOPE);
    expect((await harbor.call('GET', `/workflows/${workflow.id}`)).statusCode).toBe(404);
    expect((await harbor.call('DELETE', `/workflows/${workflow.id}`, undefined, SCOPE)).statusCode).toBe(404);
    expect((await owner.call('DELETE', `/workflows/${workflow.id}`, undefined, SCOPE)).statusCode).toBe(200);
    expect((await owner.call('GET', `/workflows/${workflow.id}`)).statusCode).toBe(404);
    expect((await owner.call('DELETE', `/workflows/${other.id}`, undefined, SCOPE)).statusCode).toBe(200);
  });

  it('approves the order only after both stages decide (all, then any)', async () => {
    const fx = await orderWith(await create(twoStages('all')));
    // Stage 1 is 'all': the staff member and an owner. The staff's approval alone keeps it open.
    const first = await decide(staff, fx, 'ORDER_APPROVED');
    expect(first.json()).toMatchObject({ success: true, message: WORKFLOW_MESSAGES.approvalRecorded });
    expect(statusOf(app, fx.orderId)).toBe('in-review');
    expect((await decide(staff, fx, 'ORDER_APPROVED')).statusCode).toBe(409);
    const second = await decide(owner, fx, 'ORDER_APPROVED');
    expect(second.json().message).toBe(WORKFLOW_MESSAGES.stageApproved);
    expect(statusOf(app, fx.orderId)).toBe('in-review');
    const midway = await workflowOf(owner, fx.orderId);
    expect(midway?.stages.map((s) => s.state)).toEqual(['approved', 'active']);
    expect(midway?.stages[0]?.decisions.map((d) => d.name)).toEqual(['Sam Stafford', 'Olivia Northwind']);
    // Stage 2 names only the owner: the staff member cannot decide it.
    const refused = await decide(staff, fx, 'ORDER_APPROVED');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: WORKFLOW_MESSAGES.notStageReviewer });
    expect((await decide(owner, fx, 'ORDER_APPROVED')).statusCode).toBe(200);
    expect(statusOf(app, fx.orderId)).toBe('approved');
    expect((await workflowOf(owner, fx.orderId))?.status).toBe('approved');
  });

  it("an 'any' stage moves on with the first approval", async () => {
    const fx = await orderWith(await create(twoStages('any')));
    expect((await decide(staff, fx, 'ORDER_APPROVED')).json().message).toBe(WORKFLOW_MESSAGES.stageApproved);
    expect((await workflowOf(staff, fx.orderId))?.currentStage).toBe(1);
  });

  it('refuses a person not in the deciding stage, even the owner, and the board cannot approve around it', async () => {
    const workflow = await create({
      name: 'Staff only',
      stages: [{ name: 'Review', rule: 'any', reviewers: [{ kind: 'user', userId: STAFF }] }],
    });
    const fx = await orderWith(workflow);
    const refused = await decide(owner, fx, 'ORDER_APPROVED');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(WORKFLOW_MESSAGES.notStageReviewer);
    expect((await decide(owner, fx, 'MAKE_CHANGES')).statusCode).toBe(403);
    const drag = await owner.call(
      'PUT',
      `/order/${fx.orderId}/move-progress`,
      { progress: 'approved' },
      'card',
    );
    expect(drag.statusCode).not.toBe(200);
    expect(statusOf(app, fx.orderId)).toBe('in-review');
    // The staff member decides it although neither approver nor collaborator: the stage names them.
    const standing = (
      await staff.call('GET', `/order/${fx.orderId}/attachment/${fx.review.id}/standing`)
    ).json().data as ReviewStanding;
    expect(standing.workflow?.isStageReviewer).toBe(true);
    expect((await decide(staff, fx, 'ORDER_APPROVED')).statusCode).toBe(200);
    expect(statusOf(app, fx.orderId)).toBe('approved');
  });

  it('a change request sends the order to in-progress and starts the stages over', async () => {
    const fx = await orderWith(await create(twoStages('any')));
    await decide(staff, fx, 'ORDER_APPROVED');
    expect((await decide(owner, fx, 'MAKE_CHANGES')).statusCode).toBe(200);
    expect(statusOf(app, fx.orderId)).toBe('in-progress');
    const after = await workflowOf(owner, fx.orderId);
    expect(after).toMatchObject({ round: 2, currentStage: 0, status: 'active' });
    expect(after?.stages.map((s) => s.state)).toEqual(['active', 'waiting']);
    expect(after?.lastChangeRequest).toMatchObject({ name: 'Olivia Northwind', stageName: 'Legal' });
  });

  it('shows a passed deadline as overdue', async () => {
    const fx = await orderWith(await create(twoStages('all')));
    app.proofdesk.data
      .sqlite!.prepare('UPDATE order_workflow_stages SET opened_at = ? WHERE order_id = ? AND position = 0')
      .run(Date.now() - 3 * 24 * 60 * 60 * 1000, fx.orderId);
    const read = await workflowOf(owner, fx.orderId);
    expect(read?.stages[0]).toMatchObject({ overdue: true, deadlineDays: 2 });
    expect(read?.stages[1]).toMatchObject({ overdue: false, dueAt: null });
  });

  it('new orders get the default workflow; a closed order cannot be assigned one', async () => {
    const workflow = await create({ ...twoStages('any'), name: 'Default', isDefault: true });
    const form = {
      serviceId: 'svc-logo',
      name: 'Spring logo',
      brief: 'A fresh logo for the spring range.',
      dueDate: '',
      priority: 'normal',
      options: { 'svc-logo-opt-1': 'Minimal' },
    };
    const created = await owner.call('POST', '/order', form, 'card');
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json().data.orderId as string;
    expect((await workflowOf(owner, orderId))?.workflowId).toBe(workflow.id);
    const closed = insertProofingOrder(app, { status: 'approved' });
    const refused = await owner.call(
      'PUT',
      `/order/${closed.orderId}/workflow`,
      { workflowId: workflow.id },
      SCOPE,
    );
    expect(refused.statusCode).toBe(409);
    expect((await owner.call('DELETE', `/workflows/${workflow.id}`, undefined, SCOPE)).statusCode).toBe(200);
  });

  it('with the preference off, no workflow is in force', async () => {
    const fx = await orderWith(await create(twoStages('all')));
    await owner.call('PUT', '/workflows/preference', { enabled: false }, SCOPE);
    expect(await workflowOf(owner, fx.orderId)).toBeNull();
    expect((await decide(owner, fx, 'ORDER_APPROVED')).statusCode).toBe(200);
    expect(statusOf(app, fx.orderId)).toBe('approved');
  });
});
