// Cart rules of dashboard §4 ("Cart") and §9 ("Cart sub total is the sum of price times qty").
// Pure: the cart widget keeps the items in local storage, the server prices and checks them.
import { type CartProblemMessages, defaultCartProblemMessages } from './cart-messages';
import { fillTemplate } from './template';

/** A cart item as kept in local storage and sent to PUT /cart (dashboard §3 "Cart item"). */
export interface CartItem {
  id: string;
  qty: number;
  type: string;
}

/** A priced line: the price is in the currency unit (49.5, not 4950 cents). */
export interface PricedLine {
  price: number;
  qty: number;
}

/**
 * Gap decision: the spec sets no quantity limit. 99 keeps a stuck key or a crafted request from
 * creating an absurd invoice, and fits the two-digit quantity field of the cart popover.
 */
export const CART_MAX_QTY = 99;

/** "Adding an existing item increases qty by 1. Adding a new item appends it with qty 1." */
export function addCartItem(items: readonly CartItem[], item: Pick<CartItem, 'id' | 'type'>): CartItem[] {
  if (!items.some((line) => line.id === item.id)) return [...items, { id: item.id, type: item.type, qty: 1 }];
  // Capped at the server's limit so the stored cart never becomes one the server refuses.
  return items.map((line) =>
    line.id === item.id ? { ...line, qty: Math.min(line.qty + 1, CART_MAX_QTY) } : line,
  );
}

/** "Removing deletes the line." */
export function removeCartItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

/** "Decrementing lowers qty while above 1, otherwise removes the line." */
export function decrementCartItem(items: readonly CartItem[], id: string): CartItem[] {
  const line = items.find((item) => item.id === id);
  if (!line) return [...items];
  if (line.qty <= 1) return removeCartItem(items, id);
  return items.map((item) => (item.id === id ? { ...item, qty: item.qty - 1 } : item));
}

/** "Reset empties the cart." */
export function resetCart(): CartItem[] {
  return [];
}

/**
 * "Cart sub total is the sum of price times qty." Summed in cents and converted back once, so
 * 0.1 + 0.2 gives 0.3 rather than 0.30000000000000004.
 */
export function cartSubTotal(lines: readonly PricedLine[]): number {
  const cents = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.qty, 0);
  return cents / 100;
}

export function isValidCartQty(qty: unknown): qty is number {
  return typeof qty === 'number' && Number.isInteger(qty) && qty >= 1 && qty <= CART_MAX_QTY;
}

/** What is wrong with the items themselves (quantities, repeated ids), before any pricing. */
export function cartItemProblems(
  items: readonly Pick<CartItem, 'id' | 'qty'>[],
  messages: CartProblemMessages = defaultCartProblemMessages,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (!isValidCartQty(item.qty))
      problems.push(fillTemplate(messages.badQty, { name: item.id, max: CART_MAX_QTY }));
    if (seen.has(item.id)) problems.push(fillTemplate(messages.duplicate, { name: item.id }));
    seen.add(item.id);
  }
  return problems;
}

/** A cart message with its placeholders filled ({name}, {type}, {max}). */
export function cartMessage(
  key: keyof CartProblemMessages,
  values: Record<string, string | number> = {},
  messages: CartProblemMessages = defaultCartProblemMessages,
): string {
  return fillTemplate(messages[key], values);
}
