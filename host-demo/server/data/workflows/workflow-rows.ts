import type { Kysely } from 'kysely';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

// Approval workflows' reads and writes (issue 26): an account's workflows with their stages, the
// copy of a workflow an order follows, and the decisions on its stages. Reviewers stay JSON text
// (the workflows module parses them); times are epoch milliseconds.

export interface WorkflowRecord {
  id: string;
  client_id: string;
  name: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export interface StageRecord {
  position: number;
  name: string;
  rule: string;
  deadline_days: number | null;
  reviewers: string;
}

export interface OrderWorkflowRecord {
  order_id: string;
  workflow_id: string | null;
  name: string;
  status: string;
  current_position: number;
  round: number;
  assigned_at: number;
}

export interface OrderStageRecord extends StageRecord {
  state: string;
  opened_at: number | null;
}

export interface DecisionRecord {
  id: string;
  order_id: string;
  round: number;
  position: number;
  user_id: string | null;
  user_name: string;
  user_role: string;
  decision: string;
  decided_at: number;
}

const STAGE_COLUMNS = ['position', 'name', 'rule', 'deadline_days', 'reviewers'] as const;

/** An account's workflows, by name. */
export async function selectWorkflows(db: Q, clientId: string): Promise<WorkflowRecord[]> {
  return db
    .selectFrom('workflows')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function selectWorkflow(
  db: Q,
  clientId: string,
  id: string,
): Promise<WorkflowRecord | undefined> {
  return db
    .selectFrom('workflows')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The stages of the given workflows, each list in its order. */
export async function selectStagesOf(
  db: Q,
  workflowIds: readonly string[],
): Promise<Map<string, StageRecord[]>> {
  const stages = new Map<string, StageRecord[]>(workflowIds.map((id) => [id, []]));
  if (workflowIds.length === 0) return stages;
  const rows = await db
    .selectFrom('workflow_stages')
    .select(['workflow_id', ...STAGE_COLUMNS])
    .where('workflow_id', 'in', workflowIds)
    .orderBy('workflow_id')
    .orderBy('position')
    .execute();
  for (const { workflow_id, ...stage } of rows) stages.get(workflow_id)?.push(stage);
  return stages;
}

/** How many orders follow each of the given workflows now. */
export async function countOrdersOf(db: Q, workflowIds: readonly string[]): Promise<Map<string, number>> {
  if (workflowIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_workflows')
    .select((eb) => ['workflow_id', eb.fn.countAll<number | string>().as('n')])
    .where('workflow_id', 'in', workflowIds)
    .groupBy('workflow_id')
    .execute();
  return new Map(rows.map((row) => [row.workflow_id ?? '', Number(row.n)]));
}

/** The account's default workflow, if it has one. */
export async function selectDefaultWorkflowId(db: Q, clientId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('workflows')
    .select('id')
    .where('client_id', '=', clientId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  return row?.id;
}

/** Locks the account's workflows while one of them becomes the default (one default at a time). */
export async function lockWorkflowsOf(db: Q, dialect: Dialect, clientId: string): Promise<void> {
  await forUpdate(
    dialect,
    db.selectFrom('workflows').select('id').where('client_id', '=', clientId),
  ).execute();
}

export async function clearDefault(db: Q, clientId: string): Promise<void> {
  await db.updateTable('workflows').set({ is_default: 0 }).where('client_id', '=', clientId).execute();
}

export interface WorkflowWrite {
  id: string;
  clientId: string;
  name: string;
  isDefault: boolean;
  stages: readonly { name: string; rule: string; deadlineDays: number | null; reviewers: string }[];
  at: number;
}

async function writeStages(db: Q, write: WorkflowWrite): Promise<void> {
  await db.deleteFrom('workflow_stages').where('workflow_id', '=', write.id).execute();
  if (write.stages.length === 0) return;
  await db
    .insertInto('workflow_stages')
    .values(
      write.stages.map((stage, position) => ({
        workflow_id: write.id,
        position,
        name: stage.name,
        rule: stage.rule,
        deadline_days: stage.deadlineDays,
        reviewers: stage.reviewers,
      })),
    )
    .execute();
}

export async function insertWorkflow(db: Q, write: WorkflowWrite): Promise<void> {
  await db
    .insertInto('workflows')
    .values({
      id: write.id,
      client_id: write.clientId,
      name: write.name,
      is_default: write.isDefault ? 1 : 0,
      created_at: write.at,
      updated_at: write.at,
    })
    .execute();
  await writeStages(db, write);
}

export async function updateWorkflow(db: Q, write: WorkflowWrite): Promise<void> {
  await db
    .updateTable('workflows')
    .set({ name: write.name, is_default: write.isDefault ? 1 : 0, updated_at: write.at })
    .where('id', '=', write.id)
    .where('client_id', '=', write.clientId)
    .execute();
  await writeStages(db, write);
}

export async function setDefaultFlag(db: Q, clientId: string, id: string, at: number): Promise<void> {
  await db
    .updateTable('workflows')
    .set({ is_default: 1, updated_at: at })
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .execute();
}

/** Deletes the workflow; orders following it keep their copy (workflow_id becomes null). */
export async function deleteWorkflow(db: Q, clientId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('workflows')
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The account's active members among `ids` (a stage's reviewers must be). */
export async function selectActiveMembers(
  db: Q,
  clientId: string,
  ids: readonly string[],
): Promise<{ id: string; firstname: string; lastname: string; role: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname', 'role'])
    .where('client_id', '=', clientId)
    .where('id', 'in', ids)
    .where('deactivated_at', 'is', null)
    .execute();
}

/** Names of users by id (reviewers shown by the editor and the viewer). */
export async function selectUserNames(db: Q, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.firstname} ${row.lastname}`.trim()]));
}

/** The workflow the order follows; locked (PostgreSQL) when deciding on it. */
export async function selectOrderWorkflow(
  db: Q,
  orderId: string,
  lock?: Dialect,
): Promise<OrderWorkflowRecord | undefined> {
  const query = db.selectFrom('order_workflows').selectAll().where('order_id', '=', orderId);
  return (lock ? forUpdate(lock, query) : query).executeTakeFirst();
}

export async function selectOrderStages(db: Q, orderId: string): Promise<OrderStageRecord[]> {
  return db
    .selectFrom('order_workflow_stages')
    .select([...STAGE_COLUMNS, 'state', 'opened_at'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** Decisions on the order's stages in `round` (all rounds when omitted), oldest first. */
export async function selectDecisions(db: Q, orderId: string, round?: number): Promise<DecisionRecord[]> {
  let query = db.selectFrom('order_workflow_decisions').selectAll().where('order_id', '=', orderId);
  if (round !== undefined) query = query.where('round', '=', round);
  return query.orderBy('decided_at').orderBy('id').execute();
}

export interface OrderWorkflowWrite {
  orderId: string;
  workflowId: string;
  name: string;
  stages: readonly StageRecord[];
  at: number;
}

/** The order follows a copy of the workflow from its first stage (replacing any earlier one). */
export async function assignOrderWorkflow(db: Q, write: OrderWorkflowWrite): Promise<void> {
  await removeOrderWorkflow(db, write.orderId);
  await db
    .insertInto('order_workflows')
    .values({
      order_id: write.orderId,
      workflow_id: write.workflowId,
      name: write.name,
      status: 'active',
      current_position: 0,
      round: 1,
      assigned_at: write.at,
    })
    .execute();
  if (write.stages.length === 0) return;
  await db
    .insertInto('order_workflow_stages')
    .values(
      write.stages.map((stage, position) => ({
        order_id: write.orderId,
        position,
        name: stage.name,
        rule: stage.rule,
        deadline_days: stage.deadline_days,
        reviewers: stage.reviewers,
        state: position === 0 ? 'active' : 'waiting',
        opened_at: position === 0 ? write.at : null,
      })),
    )
    .execute();
}

export async function removeOrderWorkflow(db: Q, orderId: string): Promise<void> {
  await db.deleteFrom('order_workflow_decisions').where('order_id', '=', orderId).execute();
  await db.deleteFrom('order_workflow_stages').where('order_id', '=', orderId).execute();
  await db.deleteFrom('order_workflows').where('order_id', '=', orderId).execute();
}

export async function insertDecision(db: Q, decision: DecisionRecord): Promise<void> {
  await db
    .insertInto('order_workflow_decisions')
    .values({
      id: decision.id,
      order_id: decision.order_id,
      round: decision.round,
      position: decision.position,
      user_id: decision.user_id,
      user_name: decision.user_name,
      user_role: decision.user_role,
      decision: decision.decision,
      decided_at: decision.decided_at,
    })
    .execute();
}

export async function setStageState(
  db: Q,
  orderId: string,
  position: number,
  state: string,
  openedAt?: number,
): Promise<void> {
  await db
    .updateTable('order_workflow_stages')
    .set(openedAt === undefined ? { state } : { state, opened_at: openedAt })
    .where('order_id', '=', orderId)
    .where('position', '=', position)
    .execute();
}

/** Every stage back to waiting, the first open again (a change request's new round). */
export async function restartStages(db: Q, orderId: string, at: number): Promise<void> {
  await db
    .updateTable('order_workflow_stages')
    .set({ state: 'waiting', opened_at: null })
    .where('order_id', '=', orderId)
    .execute();
  await setStageState(db, orderId, 0, 'active', at);
}

export async function updateOrderWorkflow(
  db: Q,
  orderId: string,
  change: { status: string; current_position: number; round: number },
): Promise<void> {
  await db.updateTable('order_workflows').set(change).where('order_id', '=', orderId).execute();
}

/** The account's orders a workflow may still be assigned to (not approved, completed, cancelled or archived), with the workflow each follows. */
export async function selectOpenOrders(
  db: Q,
  clientId: string,
): Promise<
  {
    id: string;
    order_number: number;
    name: string;
    status: string;
    workflow_id: string | null;
    workflow_name: string | null;
  }[]
> {
  return db
    .selectFrom('orders')
    .leftJoin('order_workflows', 'order_workflows.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.order_number',
      'orders.name',
      'orders.status',
      'order_workflows.workflow_id',
      'order_workflows.name as workflow_name',
    ])
    .where('orders.client_id', '=', clientId)
    .where('orders.status', 'not in', ['approved', 'completed', 'cancelled'])
    .where('orders.archived_at', 'is', null)
    .where((eb) => eb.or([eb('orders.card_state', 'is', null), eb('orders.card_state', '!=', 'DRAFT_CARD')]))
    .orderBy('orders.order_number', 'desc')
    .limit(200)
    .execute();
}
