import { randomUUID } from 'node:crypto';
import { ORDER_CART_ITEM_TYPE, type PricedCart } from 'proofdesk/contract';
import type { Trx } from '../data';
import { insertInvoice } from '../data/commerce/commerce-rows';

export interface InvoiceOwner {
  clientId: string;
  userId: string;
}

/**
 * Writes an unpaid invoice and its lines in the caller's transaction (`trx`): a failure leaves no
 * invoice without lines. `cents` are the unit prices as stored, so the invoice is exact whatever
 * floats did.
 */
export async function createInvoice(
  trx: Trx,
  owner: InvoiceOwner,
  cart: PricedCart,
  cents: readonly number[],
  now: Date,
): Promise<string> {
  const id = `inv-${randomUUID()}`;
  const subtotal = cart.lines.reduce((sum, line, index) => sum + (cents[index] ?? 0) * line.qty, 0);
  await insertInvoice(trx, {
    id,
    clientId: owner.clientId,
    userId: owner.userId,
    currency: cart.currency,
    subtotalCents: subtotal,
    createdAt: now.getTime(),
    lines: cart.lines.map((line, index) => ({
      id: randomUUID(),
      // A pay-as-you-go order's line names the order (its product is its service's).
      productId: line.type === ORDER_CART_ITEM_TYPE ? null : line.id,
      orderId: line.type === ORDER_CART_ITEM_TYPE ? line.id : null,
      name: line.name,
      itemType: line.type,
      unitPriceCents: cents[index] ?? 0,
      qty: line.qty,
    })),
  });
  return id;
}
