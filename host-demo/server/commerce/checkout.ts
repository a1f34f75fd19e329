import { type CartItemInput, type CheckoutData, COMMERCE_MESSAGES } from 'proofdesk/contract';
import { cartMessage } from 'proofdesk/rules';
import type { Trx } from '../data';
import { denied, done, fail, type Result } from '../http';
import { createInvoice } from './invoices';
import { priceCart } from './pricing';

/** POST /cart/checkout: prices the items from the catalogue and writes one unpaid invoice (in `trx`). */
export async function checkout(
  trx: Trx,
  user: { id: string; client_id: string | null },
  items: readonly CartItemInput[],
  now: Date,
): Promise<Result<CheckoutData>> {
  if (!user.client_id) return denied();
  if (items.length === 0) return fail(400, cartMessage('empty'));
  const priced = await priceCart(trx, items, user.client_id);
  if (!priced.ok) return fail(400, priced.message, { messages: priced.messages });
  const id = await createInvoice(
    trx,
    { clientId: user.client_id, userId: user.id },
    priced.cart,
    priced.cents,
    now,
  );
  return done({ data: { _id: id }, message: COMMERCE_MESSAGES.invoiceCreated });
}
