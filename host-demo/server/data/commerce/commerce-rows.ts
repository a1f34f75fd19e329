import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Q = Kysely<Database>;

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  item_type: string;
  price_cents: number;
  currency: string;
  active: number;
}

export function readProduct(db: Q, id: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'description', 'item_type', 'price_cents', 'currency', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface InvoiceWrite {
  id: string;
  clientId: string;
  userId: string;
  currency: string;
  subtotalCents: number;
  createdAt: number;
  lines: readonly {
    id: string;
    productId: string | null;
    /** The pay-as-you-go order the line buys (issue 25), else null. */
    orderId: string | null;
    name: string;
    itemType: string;
    unitPriceCents: number;
    qty: number;
  }[];
}

/** An unpaid invoice and its lines (numbered from 0); run inside a transaction. */
export async function insertInvoice(db: Q, invoice: InvoiceWrite): Promise<void> {
  await db
    .insertInto('invoices')
    .values({
      id: invoice.id,
      client_id: invoice.clientId,
      user_id: invoice.userId,
      status: 'unpaid',
      currency: invoice.currency,
      subtotal_cents: invoice.subtotalCents,
      created_at: invoice.createdAt,
    })
    .execute();
  if (invoice.lines.length === 0) return;
  await db
    .insertInto('invoice_lines')
    .values(
      invoice.lines.map((line, position) => ({
        id: line.id,
        invoice_id: invoice.id,
        product_id: line.productId,
        position,
        name: line.name,
        item_type: line.itemType,
        unit_price_cents: line.unitPriceCents,
        qty: line.qty,
        order_id: line.orderId,
      })),
    )
    .execute();
}

export interface IdempotencyKey {
  userId: string;
  operation: string;
  key: string;
}

/**
 * Claims the key for this transaction: true when the row is new. A concurrent claimer of the same
 * key waits on the primary key until this transaction ends (PostgreSQL; SQLite runs one writer at
 * a time), then gets false and reads the answer stored here, or claims it itself after a rollback.
 */
export async function claimKey(
  db: Q,
  id: IdempotencyKey,
  fingerprint: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: id.userId,
      operation: id.operation,
      key: id.key,
      fingerprint,
      // Replaced by the answer before the claiming transaction commits: no one sees these.
      status: 0,
      body: '',
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'operation', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export function readKey(
  db: Q,
  id: IdempotencyKey,
): Promise<{ fingerprint: string; body: string } | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'body'])
    .where('user_id', '=', id.userId)
    .where('operation', '=', id.operation)
    .where('key', '=', id.key)
    .executeTakeFirst();
}

export async function storeAnswer(db: Q, id: IdempotencyKey, status: number, body: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status, body })
    .where('user_id', '=', id.userId)
    .where('operation', '=', id.operation)
    .where('key', '=', id.key)
    .execute();
}
