import type { PricedCart } from '../../sdk/contract';
import { type CartItem, cartSubTotal } from '../../sdk/core/domain';

/** One line as the popover shows it: the stored quantity, the server's name and price when known. */
export interface CartLineView {
  id: string;
  qty: number;
  name: string | null;
  price: number | null;
}

/**
 * Lines follow the stored items (so a removal shows at once) and take names and prices from the
 * last answer of PUT /cart, which may still be on its way for a just-added item.
 */
export function toLineViews(items: readonly CartItem[], cart: PricedCart | null): CartLineView[] {
  const priced = new Map(cart?.lines.map((line) => [line.id, line]));
  return items.map((item) => {
    const line = priced.get(item.id);
    return { id: item.id, qty: item.qty, name: line?.name ?? null, price: line?.price ?? null };
  });
}

/** "Cart sub total is the sum of price times qty" (§9), or null while any line has no price. */
export function subTotalOf(lines: readonly CartLineView[]): number | null {
  if (lines.length === 0 || lines.some((line) => line.price === null)) return null;
  return cartSubTotal(lines.map((line) => ({ price: line.price ?? 0, qty: line.qty })));
}
