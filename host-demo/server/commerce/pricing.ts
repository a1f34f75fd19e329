import type { Kysely } from 'kysely';
import {
  type CartItemInput,
  type CartLine,
  COMMERCE_MESSAGES,
  ORDER_CART_ITEM_TYPE,
  type PricedCart,
} from 'proofdesk/contract';
import { cartItemProblems, cartMessage, cartSubTotal } from 'proofdesk/rules';
import type { Database } from '../data';
import { readProduct } from '../data/commerce/commerce-rows';
import { selectPaygOrderPrice } from '../data/orders/create-rows';

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
  clientId: string | null = null,
): Promise<PricingResult> {
  const problems = cartItemProblems(items);
  const lines: CartLine[] = [];
  const cents: number[] = [];
  const currencies = new Set<string>();
  for (const item of items) {
    if (item.type === ORDER_CART_ITEM_TYPE) {
      const order = await pricePaygOrder(db, item, clientId);
      if (!order.ok) problems.push(order.problem);
      else {
        currencies.add(order.currency);
        cents.push(order.cents);
        lines.push(order.line);
      }
      continue;
    }
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

type OrderPrice =
  | { ok: true; line: CartLine; cents: number; currency: string }
  | { ok: false; problem: string };

/**
 * A pay-as-you-go order in the cart (issue 25): a draft of the buyer's account (`clientId`) that
 * POST /order/{id}/pay-as-you-go marked as waiting, priced at its service's product, bought once.
 */
async function pricePaygOrder(
  db: Kysely<Database>,
  item: CartItemInput,
  clientId: string | null,
): Promise<OrderPrice> {
  const order = await selectPaygOrderPrice(db, item.id);
  const waiting =
    order &&
    clientId !== null &&
    order.clientId === clientId &&
    order.payg &&
    order.cardState === 'DRAFT_CARD';
  if (!order || !waiting || order.priceCents === null || order.productId === null)
    return { ok: false, problem: cartMessage('orderNotWaiting', { name: item.id }) };
  const name = `Order #${order.orderNumber}: ${order.serviceName}${order.orderName ? ` (${order.orderName})` : ''}`;
  if (item.qty !== 1) return { ok: false, problem: cartMessage('orderOnce', { name }) };
  const cents = Number(order.priceCents);
  return {
    ok: true,
    cents,
    currency: order.currency ?? DEFAULT_CURRENCY,
    line: { id: order.orderId, name, price: cents / 100, qty: 1, type: ORDER_CART_ITEM_TYPE },
  };
}
