import { randomUUID } from 'node:crypto';
import {
  WORKFLOW_MESSAGES,
  type Workflow,
  type WorkflowOrder,
  type WorkflowRequest,
  type WorkflowReviewerInput,
  type WorkflowRule,
} from 'proofdesk/contract';
import { applyProfilePatch } from '../account';
import { type Data, transaction } from '../data';
import {
  clearDefault,
  countOrdersOf,
  deleteWorkflow,
  insertWorkflow,
  lockWorkflowsOf,
  selectActiveMembers,
  selectOpenOrders,
  selectStagesOf,
  selectWorkflow,
  selectWorkflows,
  setDefaultFlag,
  updateWorkflow,
  type WorkflowRecord,
} from '../data/workflows/workflow-rows';
import { done, type Failed, fail, notFound, type Result, type ServerContext } from '../http';
import type { UserRow } from '../users';
import { reviewerNames } from './order-workflow';
import { parseReviewers } from './stage-rule';

// The workflow editor's calls (issue 26, dashboard §2 /workflow-and-roles*): an account's workflows,
// created, changed, deleted and made the default by the owner (PAGE_WORKFLOW_EDITOR, the
// preference on; the routes check). Another account's workflow is answered as not found.

type Ctx = Pick<ServerContext, 'data' | 'hub' | 'now'>;
type Caller = Pick<UserRow, 'id' | 'client_id'>;

async function toWorkflows(data: Data, rows: readonly WorkflowRecord[]): Promise<Workflow[]> {
  const ids = rows.map((row) => row.id);
  const [stages, counts] = await Promise.all([selectStagesOf(data.db, ids), countOrdersOf(data.db, ids)]);
  const parsed = new Map(
    ids.map((id) => [id, (stages.get(id) ?? []).map((s) => parseReviewers(s.reviewers))]),
  );
  const named = await reviewerNames(data, [...parsed.values()].flat());
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isDefault: row.is_default === 1,
    stages: (stages.get(row.id) ?? []).map((stage, index) => ({
      name: stage.name,
      rule: stage.rule as WorkflowRule,
      deadlineDays: stage.deadline_days,
      reviewers: named(parsed.get(row.id)?.[index] ?? []),
    })),
    orderCount: counts.get(row.id) ?? 0,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

export async function listWorkflows(ctx: Ctx, caller: Caller): Promise<Result<Workflow[]>> {
  if (!caller.client_id) return done({ data: [] });
  return done({ data: await toWorkflows(ctx.data, await selectWorkflows(ctx.data.db, caller.client_id)) });
}

export async function readWorkflow(ctx: Ctx, caller: Caller, id: string): Promise<Result<Workflow>> {
  const row = caller.client_id ? await selectWorkflow(ctx.data.db, caller.client_id, id) : undefined;
  if (!row) return notFound(WORKFLOW_MESSAGES.notFound);
  const [workflow] = await toWorkflows(ctx.data, [row]);
  return done({ data: workflow });
}

/** The form's rules beyond the schema: a name, one stage at least, each named with a reviewer. */
async function problems(data: Data, clientId: string, body: WorkflowRequest): Promise<Failed | undefined> {
  const messages: string[] = [];
  if (!body.name.trim()) messages.push(WORKFLOW_MESSAGES.nameRequired);
  if (body.stages.length === 0) messages.push(WORKFLOW_MESSAGES.stagesRequired);
  if (body.stages.some((stage) => !stage.name.trim())) messages.push(WORKFLOW_MESSAGES.stageNameRequired);
  if (body.stages.some((stage) => stage.reviewers.length === 0))
    messages.push(WORKFLOW_MESSAGES.reviewersRequired);
  const people = [
    ...new Set(body.stages.flatMap((s) => s.reviewers.flatMap((r) => (r.kind === 'user' ? [r.userId] : [])))),
  ];
  const members = await selectActiveMembers(data.db, clientId, people);
  if (members.length !== people.length) messages.push(WORKFLOW_MESSAGES.reviewerUnknown);
  return messages.length > 0 ? fail(400, WORKFLOW_MESSAGES.formInvalid, { messages }) : undefined;
}

/** Reviewers as stored: each once, in the order given. */
function storedReviewers(reviewers: readonly WorkflowReviewerInput[]): string {
  const seen = new Set<string>();
  const kept = reviewers.filter((r) => {
    const key = r.kind === 'user' ? `user:${r.userId}` : `role:${r.role}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return JSON.stringify(kept);
}

const stagesOf = (body: WorkflowRequest) =>
  body.stages.map((stage) => ({
    name: stage.name.trim(),
    rule: stage.rule,
    deadlineDays: stage.deadlineDays ?? null,
    reviewers: storedReviewers(stage.reviewers),
  }));

/** POST /workflows and PUT /workflows/:workflowId. */
export async function saveWorkflow(
  ctx: Ctx,
  caller: Caller,
  id: string | null,
  body: WorkflowRequest,
): Promise<Result<Workflow>> {
  const clientId = caller.client_id;
  if (!clientId) return notFound(WORKFLOW_MESSAGES.notFound);
  const problem = await problems(ctx.data, clientId, body);
  if (problem) return problem;
  const at = ctx.now().getTime();
  const workflowId = id ?? `wf-${randomUUID()}`;
  const saved = await transaction(ctx.data, async (trx) => {
    await lockWorkflowsOf(trx, ctx.data.dialect, clientId);
    if (id && !(await selectWorkflow(trx, clientId, id))) return false;
    const isDefault = body.isDefault === true;
    if (isDefault) await clearDefault(trx, clientId);
    const write = { id: workflowId, clientId, name: body.name.trim(), isDefault, stages: stagesOf(body), at };
    if (id) await updateWorkflow(trx, write);
    else await insertWorkflow(trx, write);
    return true;
  });
  if (!saved) return notFound(WORKFLOW_MESSAGES.notFound);
  const read = await readWorkflow(ctx, caller, workflowId);
  if (!read.ok) return read;
  return done({
    data: read.data,
    id: workflowId,
    message: id ? WORKFLOW_MESSAGES.updated : WORKFLOW_MESSAGES.created,
  });
}

/** DELETE /workflows/:workflowId: orders following it keep their copy of its stages. */
export async function removeWorkflow(ctx: Ctx, caller: Caller, id: string): Promise<Result> {
  const removed = caller.client_id ? await deleteWorkflow(ctx.data.db, caller.client_id, id) : false;
  return removed ? done({ id, message: WORKFLOW_MESSAGES.deleted }) : notFound(WORKFLOW_MESSAGES.notFound);
}

/** PUT /workflows/:workflowId/default: new orders of the account get it. */
export async function makeDefault(ctx: Ctx, caller: Caller, id: string): Promise<Result> {
  const clientId = caller.client_id;
  if (!clientId) return notFound(WORKFLOW_MESSAGES.notFound);
  const at = ctx.now().getTime();
  const found = await transaction(ctx.data, async (trx) => {
    await lockWorkflowsOf(trx, ctx.data.dialect, clientId);
    if (!(await selectWorkflow(trx, clientId, id))) return false;
    await clearDefault(trx, clientId);
    await setDefaultFlag(trx, clientId, id, at);
    return true;
  });
  return found ? done({ id, message: WORKFLOW_MESSAGES.defaultSet }) : notFound(WORKFLOW_MESSAGES.notFound);
}

/** PUT /workflows/preference: the account's proof-approval-workflow preference, for all its users. */
export async function setWorkflowPreference(ctx: Ctx, caller: Caller, enabled: boolean): Promise<Result> {
  if (!caller.client_id) return notFound();
  const ids = await applyProfilePatch(
    ctx.data,
    { clientId: caller.client_id },
    { myProofApprovalWorkflowPreference: enabled },
  );
  ctx.hub.publish(ids, 'reload-profile');
  return done({
    data: { enabled },
    message: enabled ? WORKFLOW_MESSAGES.preferenceOn : WORKFLOW_MESSAGES.preferenceOff,
  });
}

/** GET /workflows/orders: the account's open orders, to assign a workflow to. */
export async function openOrders(ctx: Ctx, caller: Caller): Promise<Result<WorkflowOrder[]>> {
  if (!caller.client_id) return done({ data: [] });
  const rows = await selectOpenOrders(ctx.data.db, caller.client_id);
  return done({
    data: rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      name: row.name,
      progress: row.status,
      workflowId: row.workflow_id,
      workflowName: row.workflow_name,
    })),
  });
}
