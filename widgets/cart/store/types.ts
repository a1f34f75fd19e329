import type { ReadableAtom } from 'nanostores';
import type { PricedCart } from '../../../sdk/contract';
import type { CartItem } from '../../../sdk/core/domain';
import type { HttpResult, ProofdeskError } from '../../../sdk/core/http';

/** What a host page passes to `cart.add`: a product or package id; the type defaults to 'product'. */
export interface CartItemRef {
  id: string;
  type?: string;
}

export type CartPricingStatus = 'signed-out' | 'empty' | 'loading' | 'ready' | 'error';

/**
 * The priced view of the current items, kept while someone watches `$pricing`.
 * - `signed-out`: PUT /cart needs a session, so nothing is priced.
 * - `loading`: a request for the current items is in flight; `cart` still holds the last answer
 *   (possibly for other items), so lines do not flicker while re-pricing.
 * - `ready`: `cart` is the answer for exactly the current items.
 * - `error`: the server refused them (`error.message`, `error.messages`) or the call failed.
 */
export interface CartPricing {
  status: CartPricingStatus;
  cart: PricedCart | null;
  error: ProofdeskError | null;
}

export interface CheckoutResult {
  /** The new invoice's id (POST /cart/checkout answers it as `data._id`). */
  invoiceId: string;
}

export interface CartStore {
  /** The stored items `{id, qty, type}` (local storage key `cart`), live across tabs. */
  readonly $items: ReadableAtom<CartItem[]>;
  /** What the trigger badge shows: the total quantity, so three clicks on "Add" read 3. */
  readonly $count: ReadableAtom<number>;
  /** The items priced by PUT /cart, re-priced whenever they or the session change (lazy). */
  readonly $pricing: ReadableAtom<CartPricing>;
  /** Adds one of an item (existing: qty + 1, new: appended with qty 1). Returns the new items. */
  add(item: CartItemRef): CartItem[];
  /** Deletes the line. */
  remove(id: string): CartItem[];
  /** Lowers qty while above 1, otherwise deletes the line. */
  decrement(id: string): CartItem[];
  /** Empties the cart. */
  reset(): CartItem[];
  /** PUT /cart with the given items (default: the stored ones). */
  price(items?: readonly CartItem[]): Promise<HttpResult<PricedCart>>;
  /**
   * POST /cart/checkout with the stored items. On success the bought items leave the cart and
   * the result carries the invoice id (and the server's message); on refusal the cart is kept.
   * Each attempt carries an `Idempotency-Key`: a retry after a network failure or a server error
   * (same cart, same session) sends the same key, so the server answers the first invoice instead
   * of creating another; a success, a refusal or a changed cart starts a new attempt.
   */
  checkout(): Promise<HttpResult<CheckoutResult>>;
  /** Stops following the session (the instance's `destroy` calls it). */
  destroy(): void;
}
