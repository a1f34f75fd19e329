import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { PricedCart } from '../contract';
import type { CartItem } from '../domain';
import type { HttpResult } from '../http';
import type { CartPricing } from './types';

interface PricingSources {
  $items: ReadableAtom<CartItem[]>;
  token: ReadableAtom<string | null>;
  price(items: readonly CartItem[]): Promise<HttpResult<PricedCart>>;
}

/**
 * `$pricing`: PUT /cart for the current items, only while someone watches (an open popover).
 * Every change of items or session starts a new request; an answer that arrives after a newer
 * request started is dropped, so a slow reply for an old cart never overwrites the new one.
 */
export function createCartPricing({ $items, token, price }: PricingSources): ReadableAtom<CartPricing> {
  const $pricing = atom<CartPricing>({ status: 'empty', cart: null, error: null });
  let request = 0;
  let pricedFor: string | null = null;

  async function reprice(): Promise<void> {
    const mine = ++request;
    const items = $items.get();
    const session = token.get();
    // Prices and currency belong to an account: another session's answer must not linger.
    const last = session === pricedFor ? $pricing.get().cart : null;
    if (!session) return $pricing.set({ status: 'signed-out', cart: null, error: null });
    if (items.length === 0) return $pricing.set({ status: 'empty', cart: last, error: null });
    $pricing.set({ status: 'loading', cart: last, error: null });
    const result = await price(items);
    if (mine !== request) return;
    if (result.ok) {
      pricedFor = session;
      $pricing.set({ status: 'ready', cart: result.data, error: null });
    } else {
      $pricing.set({ status: 'error', cart: last, error: result.error });
    }
  }

  onMount($pricing, () => {
    const unbindItems = $items.subscribe(() => void reprice());
    const unbindToken = token.listen(() => void reprice());
    return () => {
      unbindItems();
      unbindToken();
      // Nobody listens any more: whatever is in flight is for nobody.
      request += 1;
    };
  });
  return $pricing;
}
