import { CART_LIMITS } from '../../../sdk/contract/constants';
import { CART_MAX_QTY, type CartItem } from '../../../sdk/core/domain';

/**
 * The stored cart as the spec keeps it: a JSON array of `{id, qty, type}` under the `cart` key.
 * Anything a host page, an old build or a hand edit left there is read leniently: malformed
 * entries are dropped, quantities capped, repeated ids merged, so one bad write cannot brick the
 * widget (or make every later PUT /cart fail).
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const entry of value) {
    const item = toCartItem(entry);
    if (!item) continue;
    const same = items.find((line) => line.id === item.id);
    if (same) same.qty = Math.min(same.qty + item.qty, CART_MAX_QTY);
    else if (items.length < CART_LIMITS.items) items.push(item);
  }
  return items;
}

function toCartItem(entry: unknown): CartItem | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { id, qty, type } = entry as Record<string, unknown>;
  if (!isCartItemId(id) || typeof type !== 'string' || !type) return undefined;
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1) return undefined;
  return { id, qty: Math.min(qty, CART_MAX_QTY), type };
}

/** An id the server can accept at all (PUT /cart: 1 to 64 characters). */
export function isCartItemId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= CART_LIMITS.id;
}

/** Only the three spec fields are written, whatever else an item object carried. */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items.map(({ id, qty, type }) => ({ id, qty, type })));
}

export function sameCart(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return serializeCart(a) === serializeCart(b);
}

/**
 * What stays after a checkout of `sent`: the bought quantities come off, so an item added from
 * another tab while the invoice was being created is not lost. When nothing changed meanwhile,
 * that is the empty cart.
 */
export function withoutCheckedOut(current: readonly CartItem[], sent: readonly CartItem[]): CartItem[] {
  const bought = new Map(sent.map((item) => [item.id, item.qty]));
  return current
    .map((item) => ({ ...item, qty: item.qty - (bought.get(item.id) ?? 0) }))
    .filter((item) => item.qty > 0);
}
