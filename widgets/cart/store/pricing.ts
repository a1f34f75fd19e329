import { computed, type ReadableAtom } from 'nanostores';
import type { PricedCart } from '../../../sdk/contract';
import { createLiveCollection, type LiveValueStatus } from '../../../sdk/core/collection';
import type { CartItem } from '../../../sdk/core/domain';
import type { HttpResult } from '../../../sdk/core/http';
import type { CartPricing, CartPricingStatus } from './types';

interface PricingSources {
  $items: ReadableAtom<CartItem[]>;
  token: ReadableAtom<string | null>;
  price(items: readonly CartItem[]): Promise<HttpResult<PricedCart>>;
}

const STATUS: Record<LiveValueStatus, CartPricingStatus> = {
  idle: 'empty',
  'signed-out': 'signed-out',
  empty: 'empty',
  loading: 'loading',
  ready: 'ready',
  error: 'error',
};

/**
 * `$pricing`: PUT /cart for the current items, only while someone watches (an open popover). A
 * live value (sdk/core/collection) whose input is the items: every change of items or session starts a
 * new request, and an answer that arrives after a newer request started is dropped, so a slow reply
 * for an old cart never overwrites the new one. Prices and currency belong to an account: another
 * session's answer does not linger.
 */
export function createCartPricing({ $items, token, price }: PricingSources) {
  const collection = createLiveCollection<never>({ key: () => '', session: { $token: token } });
  const priced = collection.value<PricedCart>({
    load: () => {
      const items = $items.get();
      return items.length === 0 ? null : price(items);
    },
    inputs: [$items],
  });
  const $pricing: ReadableAtom<CartPricing> = computed(priced.$state, (state) => ({
    status: STATUS[state.status],
    cart: state.value,
    error: state.error,
  }));
  return { $pricing, destroy: collection.destroy };
}
