import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { CheckoutData, PricedCart } from '../../../sdk/contract';
import { CART_LIMITS, IDEMPOTENCY_HEADER } from '../../../sdk/contract/constants';
import {
  addCartItem,
  type CartItem,
  decrementCartItem,
  removeCartItem,
  resetCart,
} from '../../../sdk/core/domain';
import { type HttpClient, type HttpResult, idempotencyKey } from '../../../sdk/core/http';
import {
  defaultEnvironment,
  type PrefixedStorage,
  type SessionEnvironment,
  type StorageEventLike,
} from '../../../sdk/core/session';
import { createCartPricing } from './pricing';
import { isCartItemId, parseStoredCart, sameCart, serializeCart, withoutCheckedOut } from './stored-cart';
import type { CartStore, CheckoutResult } from './types';

export interface CartStoreOptions {
  http: HttpClient;
  /** The instance's prefixed storage: the cart lives under its `cart` key. */
  storage: PrefixedStorage;
  /** The session token: pricing needs one, and a sign-out (which clears storage) empties the cart. */
  token: ReadableAtom<string | null>;
  /** Source of other tabs' `storage` events; defaults to `window`. */
  environment?: SessionEnvironment | undefined;
}

/**
 * The cart of dashboard §4, kept in local storage so it survives reloads and is shared by every
 * tab, widget and host button. Each change starts from what storage holds right now, so a write
 * from another tab is never overwritten with a stale copy.
 */
export function createCartStore(options: CartStoreOptions): CartStore {
  const { http, storage, token } = options;
  const environment = options.environment ?? defaultEnvironment();
  const read = () => parseStoredCart(storage.get('cart'));
  const $items = atom<CartItem[]>(read());

  // `.value`, not `get()`: nanostores' get() on an unwatched atom mounts it for a moment, which
  // would attach and detach the storage listener on every host-page add().
  const sync = (items: CartItem[]) => {
    if (!sameCart(items, $items.value ?? [])) $items.set(items);
    return $items.value ?? [];
  };
  const write = (items: CartItem[]) => {
    if (items.length === 0) storage.remove('cart');
    else storage.set('cart', serializeCart(items));
    return sync(items);
  };
  const change = (rule: (items: CartItem[]) => CartItem[]) => write(rule(read()));

  // Storage events reach only the other tabs; this tab's writes go through `write`.
  const onStorage = (event: StorageEventLike) => {
    if (event.storageArea && event.storageArea !== storage.storage) return;
    // key null: the other tab cleared storage (its sign-out).
    if (event.key === null || event.key === storage.keyOf('cart')) sync(read());
  };
  onMount($items, () => {
    sync(read());
    environment?.addEventListener('storage', onStorage);
    // A sign-out here clears storage without a storage event: read the (now empty) cart again.
    const unbind = token.listen(() => sync(read()));
    return () => {
      environment?.removeEventListener('storage', onStorage);
      unbind();
    };
  });

  const $count = computed($items, (items) => items.reduce((sum, item) => sum + item.qty, 0));

  const price = (items: readonly CartItem[] = read()) =>
    http.put<PricedCart>('/cart', { body: { items: items.map(wire) }, csrf: 'cart' });

  let checkingOut: Promise<HttpResult<CheckoutResult>> | undefined;
  // One Idempotency-Key per checkout attempt, so a retry whose first answer was lost cannot create a
  // second invoice: kept while the outcome is unknown and the cart and session are the same.
  let attempt: { key: string; cart: string; session: string | null } | null = null;
  function attemptKey(sent: readonly CartItem[]): string {
    const cart = serializeCart(sent);
    const session = token.get();
    if (!attempt || attempt.cart !== cart || attempt.session !== session) {
      attempt = { key: idempotencyKey(), cart, session };
    }
    return attempt.key;
  }

  async function checkoutOnce(): Promise<HttpResult<CheckoutResult>> {
    const sent = read();
    const result = await http.post<CheckoutData>('/cart/checkout', {
      body: { items: sent.map(wire) },
      csrf: 'cart',
      headers: { [IDEMPOTENCY_HEADER]: attemptKey(sent) },
    });
    // A network failure or a server error leaves the outcome unknown: the retry is the same attempt.
    // Any definite answer (an invoice, a refusal) ends it; the next checkout is a new one.
    if (result.ok || (result.error.status >= 400 && result.error.status < 500)) attempt = null;
    if (!result.ok) return result;
    const current = read();
    write(sameCart(current, sent) ? resetCart() : withoutCheckedOut(current, sent));
    const { data, ...rest } = result;
    return { ...rest, data: { invoiceId: data._id } };
  }

  const pricing = createCartPricing({ $items, token, price });
  return {
    $items,
    $count,
    $pricing: pricing.$pricing,
    add: ({ id, type = 'product' }) =>
      change((items) => (canAdd(items, id) ? addCartItem(items, { id, type }) : items)),
    remove: (id) => change((items) => removeCartItem(items, id)),
    decrement: (id) => change((items) => decrementCartItem(items, id)),
    reset: () => write(resetCart()),
    price,
    // One checkout at a time: a double click must not create two invoices.
    checkout() {
      checkingOut ??= checkoutOnce().finally(() => {
        checkingOut = undefined;
      });
      return checkingOut;
    },
    destroy: pricing.destroy,
  };
}

/** An id the server could price, and room for it (PUT /cart takes at most 50 lines). */
function canAdd(items: readonly CartItem[], id: string): boolean {
  if (!isCartItemId(id)) return false;
  return items.length < CART_LIMITS.items || items.some((item) => item.id === id);
}

const wire = ({ id, qty, type }: CartItem) => ({ id, qty, type });
