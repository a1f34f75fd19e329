import { randomUUID } from 'node:crypto';
import {
  type OrderWorkflow,
  type OrderWorkflowStage,
  WORKFLOW_MESSAGES,
  type WorkflowDecision,
  type WorkflowReviewer,
  type WorkflowReviewerInput,
  type WorkflowRule,
  type WorkflowStageState,
} from 'proofdesk/contract';
import { profileOf } from '../account/profile-store';
import { type Data, type Trx, transaction } from '../data';
import {
  assignOrderWorkflow,
  type DecisionRecord,
  insertDecision,
  type OrderStageRecord,
  removeOrderWorkflow,
  restartStages,
  selectDecisions,
  selectDefaultWorkflowId,
  selectOrderStages,
  selectOrderWorkflow,
  selectStagesOf,
  selectUserNames,
  selectWorkflow,
  setStageState,
  updateOrderWorkflow,
} from '../data/workflows/workflow-rows';
import type { UserRow } from '../users';
import { parseReviewers, reviews, stageApproved } from './stage-rule';

// The workflow an order follows (issue 26): its copy of the stages, the decisions on them, and the
// rule that an order with a workflow is approved only when its last stage is.

const DAY_MS = 24 * 60 * 60 * 1000;
const CLOSED = new Set(['approved', 'completed', 'cancelled']);

/** The account's workflows preference (account-wide; every user of the account carries it). */
export const workflowsOn = (user: Pick<UserRow, 'profile'>) =>
  profileOf(user).myProofApprovalWorkflowPreference === true;

type Order = { id: string; client_id: string; status: string };

export async function reviewerNames(
  data: Data | Trx,
  lists: readonly WorkflowReviewerInput[][],
): Promise<(list: WorkflowReviewerInput[]) => WorkflowReviewer[]> {
  const db = 'db' in data ? data.db : data;
  const ids = [...new Set(lists.flat().flatMap((r) => (r.kind === 'user' ? [r.userId] : [])))];
  const names = await selectUserNames(db, ids);
  return (list) =>
    list.map((r) =>
      r.kind === 'user'
        ? { kind: 'user', userId: r.userId, name: names.get(r.userId) ?? '' }
        : { kind: 'role', role: r.role, name: r.role },
    );
}

const toDecision = (row: DecisionRecord): WorkflowDecision => ({
  userId: row.user_id,
  name: row.user_name,
  decision: row.decision === 'changes-requested' ? 'changes-requested' : 'approved',
  at: new Date(row.decided_at).toISOString(),
});

const reviewerOf = (user: Pick<UserRow, 'id' | 'role' | 'client_id'>, order: Order) =>
  user.client_id === order.client_id ? { id: user.id, role: user.role } : null;

/**
 * GET /order/:orderId/workflow and the viewer's standing: the order's workflow with each stage's
 * state, deadline and this round's decisions; null without one or with the preference off.
 */
export async function orderWorkflowOf(
  data: Data,
  order: Order,
  user: Pick<UserRow, 'id' | 'role' | 'client_id' | 'profile'>,
  now: Date,
): Promise<OrderWorkflow | null> {
  if (!workflowsOn(user)) return null;
  const row = await selectOrderWorkflow(data.db, order.id);
  if (!row) return null;
  const [stages, decisions] = await Promise.all([
    selectOrderStages(data.db, order.id),
    selectDecisions(data.db, order.id),
  ]);
  const parsed = stages.map((stage) => parseReviewers(stage.reviewers));
  const named = await reviewerNames(data, parsed);
  const current = decisions.filter((d) => d.round === row.round);
  const waitingInReview = order.status === 'in-review';
  const wire: OrderWorkflowStage[] = stages.map((stage, index) => {
    const due = dueOf(stage);
    return {
      position: stage.position,
      name: stage.name,
      rule: stage.rule as WorkflowRule,
      deadlineDays: stage.deadline_days,
      reviewers: named(parsed[index] ?? []),
      state: stage.state as WorkflowStageState,
      dueAt: due === null ? null : new Date(due).toISOString(),
      overdue: stage.state === 'active' && waitingInReview && due !== null && due < now.getTime(),
      decisions: current.filter((d) => d.position === stage.position).map(toDecision),
    };
  });
  const change = decisions.filter((d) => d.decision === 'changes-requested' && d.round < row.round).at(-1);
  const deciding = stages[row.current_position];
  const decider = reviewerOf(user, order);
  const isStageReviewer =
    row.status === 'active' &&
    deciding !== undefined &&
    decider !== null &&
    reviews(parsed[row.current_position] ?? [], decider) &&
    !current.some((d) => d.position === deciding.position && d.user_id === user.id);
  return {
    workflowId: row.workflow_id,
    name: row.name,
    status: row.status === 'approved' ? 'approved' : 'active',
    currentStage: row.current_position,
    round: row.round,
    stages: wire,
    lastChangeRequest: change
      ? { ...toDecision(change), stageName: stages[change.position]?.name ?? '' }
      : null,
    isStageReviewer,
  };
}

function dueOf(stage: OrderStageRecord): number | null {
  if (stage.deadline_days === null || stage.opened_at === null) return null;
  return stage.opened_at + stage.deadline_days * DAY_MS;
}

/** The order has a workflow in force whose last stage has not approved yet. */
export async function approvalPending(
  data: Data,
  order: Order,
  user: Pick<UserRow, 'profile'>,
): Promise<boolean> {
  if (!workflowsOn(user)) return false;
  const row = await selectOrderWorkflow(data.db, order.id);
  return row?.status === 'active';
}

export type Decision = 'approved' | 'changes-requested';

export type DecideOutcome =
  /** No workflow in force: the role rules alone decide. */
  | { kind: 'none' }
  | { kind: 'not-reviewer' }
  | { kind: 'already' }
  /** An 'all' stage waits for its other reviewers. */
  | { kind: 'recorded' }
  /** The stage approved; the next one decides now. */
  | { kind: 'advanced'; stage: string }
  /** The last stage approved: the order is approved. */
  | { kind: 'approved' }
  /** Changes requested: the stages start over in a new round. */
  | { kind: 'changes' };

/**
 * A reviewer of the deciding stage approves or requests changes. Read and written under the order
 * workflow's row lock (PostgreSQL), so two approvals at once cannot both miss the other.
 */
export function decideStage(
  data: Data,
  input: {
    order: Order;
    user: Pick<UserRow, 'id' | 'role' | 'client_id' | 'firstname' | 'lastname'>;
    decision: Decision;
    at: number;
  },
): Promise<DecideOutcome> {
  const { order, user, decision, at } = input;
  return transaction(data, async (trx): Promise<DecideOutcome> => {
    const row = await selectOrderWorkflow(trx, order.id, data.dialect);
    if (row?.status !== 'active') return { kind: 'none' };
    const stages = await selectOrderStages(trx, order.id);
    const stage = stages[row.current_position];
    if (!stage) return { kind: 'none' };
    const reviewers = parseReviewers(stage.reviewers);
    const decider = reviewerOf(user, order);
    if (!decider || !reviews(reviewers, decider)) return { kind: 'not-reviewer' };
    const earlier = (await selectDecisions(trx, order.id, row.round)).filter(
      (d) => d.position === stage.position,
    );
    if (earlier.some((d) => d.user_id === user.id && d.decision === 'approved')) return { kind: 'already' };
    await insertDecision(trx, {
      id: randomUUID(),
      order_id: order.id,
      round: row.round,
      position: stage.position,
      user_id: user.id,
      user_name: `${user.firstname} ${user.lastname}`.trim(),
      user_role: user.role,
      decision,
      decided_at: at,
    });
    if (decision === 'changes-requested') {
      await restartStages(trx, order.id, at);
      await updateOrderWorkflow(trx, order.id, {
        status: 'active',
        current_position: 0,
        round: row.round + 1,
      });
      return { kind: 'changes' };
    }
    const approvals = [
      ...earlier.filter((d) => d.decision === 'approved'),
      { user_id: user.id, user_role: user.role },
    ];
    const decided = stageApproved(
      stage.rule,
      reviewers,
      approvals.map((d) => ({ userId: d.user_id, role: d.user_role })),
    );
    if (!decided) return { kind: 'recorded' };
    await setStageState(trx, order.id, stage.position, 'approved');
    const next = stages[row.current_position + 1];
    if (!next) {
      await updateOrderWorkflow(trx, order.id, {
        status: 'approved',
        current_position: row.current_position,
        round: row.round,
      });
      return { kind: 'approved' };
    }
    await setStageState(trx, order.id, next.position, 'active', at);
    await updateOrderWorkflow(trx, order.id, {
      status: 'active',
      current_position: row.current_position + 1,
      round: row.round,
    });
    return { kind: 'advanced', stage: next.name };
  });
}

/** Copies the workflow's stages onto the order (from its first stage), in the caller's transaction. */
export async function copyWorkflowTo(
  trx: Trx,
  input: { clientId: string; workflowId: string; orderId: string; at: number },
): Promise<boolean> {
  const workflow = await selectWorkflow(trx, input.clientId, input.workflowId);
  if (!workflow) return false;
  const stages = (await selectStagesOf(trx, [workflow.id])).get(workflow.id) ?? [];
  await assignOrderWorkflow(trx, {
    orderId: input.orderId,
    workflowId: workflow.id,
    name: workflow.name,
    stages,
    at: input.at,
  });
  return true;
}

/** A new order of the account follows its default workflow, when it has one and workflows are on. */
export async function assignDefaultWorkflow(
  trx: Trx,
  input: { user: Pick<UserRow, 'profile'>; clientId: string; orderId: string; at: number },
): Promise<void> {
  if (!workflowsOn(input.user)) return;
  const workflowId = await selectDefaultWorkflowId(trx, input.clientId);
  if (workflowId) await copyWorkflowTo(trx, { ...input, workflowId });
}

export type AssignOutcome = 'assigned' | 'unassigned' | 'missing' | 'closed';

/** PUT /order/:orderId/workflow: follow the workflow from its first stage, or none. */
export function assignWorkflow(
  data: Data,
  input: { order: Order; workflowId: string | null; at: number },
): Promise<AssignOutcome> {
  const { order, workflowId, at } = input;
  if (CLOSED.has(order.status)) return Promise.resolve('closed');
  return transaction(data, async (trx): Promise<AssignOutcome> => {
    if (workflowId === null) {
      await removeOrderWorkflow(trx, order.id);
      return 'unassigned';
    }
    const copied = await copyWorkflowTo(trx, {
      clientId: order.client_id,
      workflowId,
      orderId: order.id,
      at,
    });
    return copied ? 'assigned' : 'missing';
  });
}

export const ASSIGN_MESSAGES: Record<Exclude<AssignOutcome, 'missing' | 'closed'>, string> = {
  assigned: WORKFLOW_MESSAGES.assigned,
  unassigned: WORKFLOW_MESSAGES.unassigned,
};
