import { useInstanceStore } from '../../sdk/react';
import { type CartStore, cartStoreSlot } from './store';

/** The instance's cart store, created by the first cart widget that renders. */
export function useCartStore(): CartStore {
  return useInstanceStore(cartStoreSlot);
}
