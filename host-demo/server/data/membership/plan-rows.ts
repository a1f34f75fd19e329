import type { Kysely } from 'kysely';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type { Database } from '../schema';

type Q = Kysely<Database>;

export interface PlanRow {
  id: string;
  title: string;
  type: string;
  payment_term: string | null;
  price_cents: number;
  currency: string;
  tier: number;
  maximum_active_orders: number | null;
  order_quota: number | null;
  storage_bytes: number | null;
  hours: number;
}

const PLAN_COLUMNS = [
  'id',
  'title',
  'type',
  'payment_term',
  'price_cents',
  'currency',
  'tier',
  'maximum_active_orders',
  'order_quota',
  'storage_bytes',
  'hours',
] as const;

/** The catalogue, cheapest first. */
export function listPlans(db: Q): Promise<PlanRow[]> {
  return db.selectFrom('plans').select(PLAN_COLUMNS).orderBy('tier').orderBy('id').execute();
}

export interface AccountPlanRow {
  plan_id: string;
  scheduled_plan_id: string | null;
}

/** The account's plan row (locked on PostgreSQL with `lock`), or undefined when it has none yet. */
export function readAccountPlan(
  db: Q,
  clientId: string,
  lock?: Dialect,
): Promise<AccountPlanRow | undefined> {
  const query = db
    .selectFrom('account_plans')
    .select(['plan_id', 'scheduled_plan_id'])
    .where('client_id', '=', clientId);
  return (lock ? forUpdate(lock, query) : query).executeTakeFirst();
}

/** Sets the account's plan and its scheduled one (insert or replace). */
export async function writeAccountPlan(
  db: Q,
  clientId: string,
  planId: string,
  scheduledPlanId: string | null,
  now: number,
): Promise<void> {
  await db
    .insertInto('account_plans')
    .values({ client_id: clientId, plan_id: planId, scheduled_plan_id: scheduledPlanId, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('client_id').doUpdateSet({
        plan_id: planId,
        scheduled_plan_id: scheduledPlanId,
        updated_at: now,
      }),
    )
    .execute();
}

/** Forgets the account's scheduled plan (a cancelled upgrade or downgrade). */
export async function clearScheduledPlan(db: Q, clientId: string, now: number): Promise<void> {
  await db
    .updateTable('account_plans')
    .set({ scheduled_plan_id: null, updated_at: now })
    .where('client_id', '=', clientId)
    .execute();
}

/** The invoice to apply, locked on PostgreSQL: two confirmations of one payment apply it once. */
export function readInvoiceForGrant(
  db: Q,
  invoiceId: string,
  dialect: Dialect,
): Promise<{ client_id: string; status: string } | undefined> {
  return forUpdate(
    dialect,
    db.selectFrom('invoices').select(['client_id', 'status']).where('id', '=', invoiceId),
  ).executeTakeFirst();
}

/** Records that the invoice's grants were applied: false when they already were. */
export async function claimInvoiceGrant(db: Q, invoiceId: string, clientId: string, now: number) {
  const row = await db
    .insertInto('invoice_grants')
    .values({ invoice_id: invoiceId, client_id: clientId, applied_at: now })
    .onConflict((conflict) => conflict.column('invoice_id').doNothing())
    .returning('invoice_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function readInvoiceLines(db: Q, invoiceId: string) {
  return db
    .selectFrom('invoice_lines')
    .select(['product_id', 'name', 'qty'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
}

/**
 * Marks an unpaid invoice paid; false when it was not unpaid. The payment provider's confirmation
 * does this (the checkout branch); the membership tests use it to stand in for a payment.
 */
export async function setInvoicePaid(db: Q, invoiceId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ status: 'paid', paid_at: now })
    .where('id', '=', invoiceId)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The account's name (undefined for an unknown account). */
export async function readClientName(db: Q, clientId: string): Promise<string | undefined> {
  const row = await db.selectFrom('clients').select('name').where('id', '=', clientId).executeTakeFirst();
  return row?.name;
}

/** Every customer account with the profile its figures are read from (the owner's, else the first). */
export async function listAccountProfiles(db: Q) {
  const rows = await db
    .selectFrom('clients')
    .innerJoin('users', 'users.client_id', 'clients.id')
    .select([
      'clients.id as clientId',
      'clients.name as name',
      'users.role as role',
      'users.profile as profile',
    ])
    .orderBy('clients.name')
    .orderBy('users.id')
    .execute();
  const byClient = new Map<string, { clientId: string; name: string; profile: string; owner: boolean }>();
  for (const row of rows) {
    const known = byClient.get(row.clientId);
    if (!known || (!known.owner && row.role === 'owner')) {
      byClient.set(row.clientId, { ...row, owner: row.role === 'owner' });
    }
  }
  return [...byClient.values()];
}

/** The account's orders made under a package name (pay as you go), newest first. */
export function listOrdersOfPackage(db: Q, clientId: string, packageName: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'name', 'status', 'created_at', 'due_date'])
    .where('client_id', '=', clientId)
    .where('package_name', '=', packageName)
    .where('archived_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
}
