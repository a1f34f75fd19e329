import type { Kysely, Selectable } from 'kysely';
import { forUpdate } from '../dialect';
import type { Dialect } from '../open-data';
import type {
  Database,
  InvoiceLinesTable,
  InvoicesTable,
  PaymentMethodsTable,
  PaymentsTable,
  TestProviderChargesTable,
} from '../schema';

// Payment methods, invoices as their owner reads them, and charge attempts (issue 25 "Payments").
// Every read is scoped to the account (client_id): another account's row is never found.

type Q = Kysely<Database>;

/** A payment method as stored, minus who added it. */
export type PaymentMethodRow = Omit<Selectable<PaymentMethodsTable>, 'created_by'>;

const METHOD_COLUMNS = [
  'id',
  'client_id',
  'provider',
  'token',
  'brand',
  'last4',
  'exp_month',
  'exp_year',
  'holder_name',
  'is_default',
  'is_active',
  'created_at',
] as const;

export function listPaymentMethods(db: Q, clientId: string): Promise<PaymentMethodRow[]> {
  return db
    .selectFrom('payment_methods')
    .select(METHOD_COLUMNS)
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function readPaymentMethod(
  db: Q,
  clientId: string,
  id: string,
  lock?: Dialect,
): Promise<PaymentMethodRow | undefined> {
  const query = db
    .selectFrom('payment_methods')
    .select(METHOD_COLUMNS)
    .where('client_id', '=', clientId)
    .where('id', '=', id);
  return (lock ? forUpdate(lock, query) : query).executeTakeFirst();
}

export interface PaymentMethodWrite {
  id: string;
  clientId: string;
  createdBy: string;
  provider: string;
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  createdAt: number;
}

/** Adds the method; the same card token twice on one account is one method (its id is answered). */
export async function insertPaymentMethod(db: Q, method: PaymentMethodWrite): Promise<string> {
  await db
    .insertInto('payment_methods')
    .values({
      id: method.id,
      client_id: method.clientId,
      created_by: method.createdBy,
      provider: method.provider,
      token: method.token,
      brand: method.brand,
      last4: method.last4,
      exp_month: method.expMonth,
      exp_year: method.expYear,
      holder_name: method.holderName,
      is_default: 0,
      is_active: 1,
      created_at: method.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['client_id', 'provider', 'token']).doNothing())
    .execute();
  const row = await db
    .selectFrom('payment_methods')
    .select('id')
    .where('client_id', '=', method.clientId)
    .where('provider', '=', method.provider)
    .where('token', '=', method.token)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks the account's methods (PostgreSQL) so two default changes do not leave two defaults. */
export async function lockPaymentMethods(db: Q, dialect: Dialect, clientId: string): Promise<void> {
  await forUpdate(
    dialect,
    db.selectFrom('payment_methods').select('id').where('client_id', '=', clientId),
  ).execute();
}

export async function setDefaultPaymentMethod(db: Q, clientId: string, id: string): Promise<void> {
  await db
    .updateTable('payment_methods')
    .set({ is_default: 0 })
    .where('client_id', '=', clientId)
    .where('id', '!=', id)
    .execute();
  await db
    .updateTable('payment_methods')
    .set({ is_default: 1 })
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .execute();
}

/** Activates or deactivates; a deactivated method stops being the default. */
export async function setPaymentMethodActive(
  db: Q,
  clientId: string,
  id: string,
  active: boolean,
): Promise<void> {
  await db
    .updateTable('payment_methods')
    .set(active ? { is_active: 1 } : { is_active: 0, is_default: 0 })
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the method only while it is deactivated (dashboard §5); true when a row went. */
export async function deleteInactivePaymentMethod(db: Q, clientId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('payment_methods')
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .where('is_active', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type InvoiceRow = Selectable<InvoicesTable>;

const INVOICE_COLUMNS = [
  'invoices.id',
  'invoices.client_id',
  'invoices.user_id',
  'invoices.status',
  'invoices.currency',
  'invoices.subtotal_cents',
  'invoices.created_at',
  'invoices.paid_at',
] as const;

/** The account's invoice, or undefined for an unknown id and another account's invoice alike. */
export function readInvoice(
  db: Q,
  clientId: string,
  id: string,
  lock?: Dialect,
): Promise<InvoiceRow | undefined> {
  const query = db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('invoices.client_id', '=', clientId)
    .where('invoices.id', '=', id);
  return (lock ? forUpdate(lock, query) : query).executeTakeFirst();
}

/** The invoice by id alone, for the provider's confirmation (which names the invoice it paid). */
export function readInvoiceById(db: Q, id: string, lock: Dialect): Promise<InvoiceRow | undefined> {
  return forUpdate(
    lock,
    db.selectFrom('invoices').select(INVOICE_COLUMNS).where('invoices.id', '=', id),
  ).executeTakeFirst();
}

export interface InvoiceListRow extends InvoiceRow {
  items: number;
}

/** A page of the account's invoices, newest first, with the number of items on each. */
export function listInvoices(
  db: Q,
  clientId: string,
  offset: number,
  limit: number,
): Promise<InvoiceListRow[]> {
  return db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('invoice_lines')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('invoice_lines.qty'), inner.lit(0)).as('n'))
        .whereRef('invoice_lines.invoice_id', '=', 'invoices.id')
        .as('items'),
    )
    .where('invoices.client_id', '=', clientId)
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, items: Number(row.items ?? 0) })));
}

export async function countInvoices(db: Q, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type InvoiceLineRow = Pick<
  Selectable<InvoiceLinesTable>,
  'name' | 'item_type' | 'unit_price_cents' | 'qty'
>;

export function readInvoiceLines(db: Q, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db
    .selectFrom('invoice_lines')
    .select(['name', 'item_type', 'unit_price_cents', 'qty'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('position', 'asc')
    .execute();
}

/** Who the invoice bills: the account's name and the user who checked out. */
export async function readBillTo(
  db: Q,
  invoice: Pick<InvoiceRow, 'client_id' | 'user_id'>,
): Promise<{ company: string; name: string; email: string }> {
  const client = await db
    .selectFrom('clients')
    .select('name')
    .where('id', '=', invoice.client_id)
    .executeTakeFirst();
  const user = invoice.user_id
    ? await db
        .selectFrom('users')
        .select(['firstname', 'lastname', 'email'])
        .where('id', '=', invoice.user_id)
        .executeTakeFirst()
    : undefined;
  return {
    company: client?.name ?? '',
    name: user ? `${user.firstname} ${user.lastname}`.trim() : '',
    email: user?.email ?? '',
  };
}

/** Marks an unpaid invoice paid; true when this call did it (a repeated confirmation does nothing). */
export async function markInvoicePaid(db: Q, invoiceId: string, paidAt: number): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ status: 'paid', paid_at: paidAt })
    .where('id', '=', invoiceId)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The account's users: who hears `reload-profile` when its invoice is paid. */
export async function accountMemberIds(db: Q, clientId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('client_id', '=', clientId).execute();
  return rows.map((row) => row.id);
}

/** A charge attempt as stored, minus who made it. */
export type PaymentRow = Omit<Selectable<PaymentsTable>, 'user_id'>;

const PAYMENT_COLUMNS = [
  'id',
  'invoice_id',
  'client_id',
  'payment_method_id',
  'idempotency_key',
  'provider',
  'provider_charge_id',
  'status',
  'amount_cents',
  'currency',
  'brand',
  'last4',
  'failure_message',
  'created_at',
  'confirmed_at',
] as const;

export interface PaymentWrite {
  id: string;
  invoiceId: string;
  clientId: string;
  userId: string;
  paymentMethodId: string;
  idempotencyKey: string;
  provider: string;
  amountCents: number;
  currency: string;
  brand: string;
  last4: string;
  createdAt: number;
}

/**
 * Claims the attempt named by its idempotency key: true when the row is new. A second request with
 * the key finds the first one's row (the unique key, on both databases) and answers from it.
 */
export async function claimPayment(db: Q, payment: PaymentWrite): Promise<boolean> {
  const row = await db
    .insertInto('payments')
    .values({
      id: payment.id,
      invoice_id: payment.invoiceId,
      client_id: payment.clientId,
      user_id: payment.userId,
      payment_method_id: payment.paymentMethodId,
      idempotency_key: payment.idempotencyKey,
      provider: payment.provider,
      provider_charge_id: null,
      status: 'pending',
      amount_cents: payment.amountCents,
      currency: payment.currency,
      brand: payment.brand,
      last4: payment.last4,
      failure_message: null,
      created_at: payment.createdAt,
      confirmed_at: null,
    })
    .onConflict((conflict) => conflict.columns(['client_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function readPaymentByKey(db: Q, clientId: string, key: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('client_id', '=', clientId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function readPaymentByCharge(
  db: Q,
  provider: string,
  chargeId: string,
  lock: Dialect,
): Promise<PaymentRow | undefined> {
  return forUpdate(
    lock,
    db
      .selectFrom('payments')
      .select(PAYMENT_COLUMNS)
      .where('provider', '=', provider)
      .where('provider_charge_id', '=', chargeId),
  ).executeTakeFirst();
}

export function listInvoicePayments(db: Q, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('invoice_id', '=', invoiceId)
    .where('status', '!=', 'pending')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Records the provider's answer to an attempt (never a succeeded one: that is the webhook's). */
export async function settlePayment(
  db: Q,
  id: string,
  fields: { status: string; chargeId: string | null; failureMessage: string | null },
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      status: fields.status,
      provider_charge_id: fields.chargeId,
      failure_message: fields.failureMessage,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Attaches the provider's charge id to a pending attempt (before its confirmation arrives). */
export async function attachCharge(db: Q, id: string, chargeId: string): Promise<void> {
  await db.updateTable('payments').set({ provider_charge_id: chargeId }).where('id', '=', id).execute();
}

export async function confirmPayment(db: Q, id: string, confirmedAt: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'succeeded', confirmed_at: confirmedAt, failure_message: null })
    .where('id', '=', id)
    .execute();
}

// The test provider's own ledger (payments/test-provider.ts).

export type ProviderChargeRow = Selectable<TestProviderChargesTable>;

export function readProviderCharge(db: Q, key: string): Promise<ProviderChargeRow | undefined> {
  return db
    .selectFrom('test_provider_charges')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Records a charge under its key; false when the key already had one (the caller reads it). */
export async function insertProviderCharge(db: Q, row: ProviderChargeRow): Promise<boolean> {
  const inserted = await db
    .insertInto('test_provider_charges')
    .values({
      idempotency_key: row.idempotency_key,
      charge_id: row.charge_id,
      token: row.token,
      outcome: row.outcome,
      amount_cents: row.amount_cents,
      currency: row.currency,
      reference: row.reference,
      created_at: row.created_at,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('charge_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** How many charges with this card token ended in a temporary failure. */
export async function countProviderRetries(db: Q, token: string): Promise<number> {
  const row = await db
    .selectFrom('test_provider_charges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('token', '=', token)
    .where('outcome', '=', 'retry')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function readPaymentById(db: Q, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').select(PAYMENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Forgets an attempt whose outcome is unknown (the provider call threw): its key may be retried. */
export async function dropPendingPayment(db: Q, id: string): Promise<void> {
  await db.deleteFrom('payments').where('id', '=', id).where('status', '=', 'pending').execute();
}

/**
 * Who sees a newly placed order of this account live (orders/audience.ts, on the data layer): the
 * account's users, its reseller's, and every internal manager role.
 */
export async function orderAudienceIds(
  db: Q,
  clientId: string,
  managerRoles: readonly string[],
): Promise<string[]> {
  const parent = await db
    .selectFrom('clients')
    .select('parent_client_id')
    .where('id', '=', clientId)
    .executeTakeFirst();
  const accounts = [clientId, ...(parent?.parent_client_id ? [parent.parent_client_id] : [])];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('client_id', 'in', accounts), eb('role', 'in', [...managerRoles])]))
    .execute();
  return rows.map((row) => row.id);
}
