import { defineStoreSlot, type ProofdeskInstance } from '../../../sdk/core/instance';
import { createCartStore } from './cart-store';
import type { CartStore } from './types';

/** The cart's slot: one store per instance, created by the first cart widget (or host) that asks. */
export const cartStoreSlot = defineStoreSlot('cart', (instance) =>
  createCartStore({
    http: instance.http,
    storage: instance.session.storage,
    token: instance.session.$token,
    environment: instance.options.environment,
  }),
);

/**
 * The instance's cart (local storage key `cart`), shared by every cart widget and the host's own
 * "Add to cart" buttons; created on first use, destroyed with the instance.
 */
export function getCartStore(instance: ProofdeskInstance): CartStore {
  return instance.stores.get(cartStoreSlot);
}
