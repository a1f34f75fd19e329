import { randomUUID } from 'node:crypto';
import type { PricedCart } from 'proofdesk/contract';
import type { Db } from '../db';

export interface InvoiceOwner {
  clientId: string;
  userId: string;
}

/**
 * Writes an unpaid invoice and its lines in one transaction: a failure leaves no invoice without
 * lines. `cents` are the unit prices as stored, so the invoice is exact whatever floats did.
 */
export function createInvoice(
  db: Db,
  owner: InvoiceOwner,
  cart: PricedCart,
  cents: readonly number[],
  now: Date,
): string {
  const id = `inv-${randomUUID()}`;
  const subtotal = cart.lines.reduce((sum, line, index) => sum + (cents[index] ?? 0) * line.qty, 0);
  const insertInvoice = db.prepare(
    `INSERT INTO invoices (id, client_id, user_id, status, currency, subtotal_cents, created_at)
     VALUES (?, ?, ?, 'unpaid', ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO invoice_lines (id, invoice_id, product_id, position, name, item_type, unit_price_cents, qty)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    insertInvoice.run(id, owner.clientId, owner.userId, cart.currency, subtotal, now.getTime());
    cart.lines.forEach((line, index) => {
      insertLine.run(randomUUID(), id, line.id, index, line.name, line.type, cents[index] ?? 0, line.qty);
    });
  })();
  return id;
}
