// The cart store (dashboard §4 "Cart", §7 "Cart and checkout"): items in local storage, live across
// tabs, priced and checked out by the server. A store slot on the instance, so it lives in the cart's
// chunk and is created by the first cart widget or host call that needs it.
export { type CartStoreOptions, createCartStore } from './cart-store';
export { cartStoreSlot, getCartStore } from './slot';
export { isCartItemId, parseStoredCart, serializeCart, withoutCheckedOut } from './stored-cart';
export type {
  CartItemRef,
  CartPricing,
  CartPricingStatus,
  CartStore,
  CheckoutResult,
} from './types';
