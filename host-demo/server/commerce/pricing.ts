import type { Kysely } from 'kysely';
import { type CartItemInput, type CartLine, COMMERCE_MESSAGES, type PricedCart } from 'proofdesk/contract';
import { cartItemProblems, cartMessage, cartSubTotal } from 'proofdesk/rules';
import type { Database } from '../data';
import { readProduct } from '../data/commerce/commerce-rows';

export type PricingResult =
  | { ok: true; cart: PricedCart; cents: number[] }
  | { ok: false; message: string; messages: string[] };

/** The catalogue's currency when the cart is empty (the demo sells in US dollars). */
export const DEFAULT_CURRENCY = 'USD';

/**
 * Prices cart items from the products table, never from anything the client sent. Every problem
 * is reported at once so the cart can show them together.
 */
export async function priceCart(
  db: Kysely<Database>,
  items: readonly CartItemInput[],
): Promise<PricingResult> {
  const problems = cartItemProblems(items);
  const lines: CartLine[] = [];
  const cents: number[] = [];
  const currencies = new Set<string>();
  for (const item of items) {
    const product = await readProduct(db, item.id);
    if (!product) {
      problems.push(cartMessage('unknown', { name: item.id }));
      continue;
    }
    if (product.active !== 1) problems.push(cartMessage('inactive', { name: product.name }));
    else if (product.item_type !== item.type) {
      problems.push(cartMessage('wrongType', { name: product.name, type: item.type }));
    }
    currencies.add(product.currency);
    cents.push(product.price_cents);
    lines.push({
      id: product.id,
      name: product.name,
      price: product.price_cents / 100,
      qty: item.qty,
      type: product.item_type,
    });
  }
  if (currencies.size > 1) problems.push(cartMessage('mixedCurrency'));
  if (problems.length > 0) {
    const message = problems.length === 1 ? (problems[0] as string) : COMMERCE_MESSAGES.cartRefused;
    return { ok: false, message, messages: [...new Set(problems)] };
  }
  const [currency = DEFAULT_CURRENCY] = currencies;
  return { ok: true, cart: { lines, subTotal: cartSubTotal(lines), currency }, cents };
}
