// The cart store behind `instance.cart` (dashboard §4 "Cart", §7 "Cart and checkout"): items in
// local storage, live across tabs, priced and checked out by the server.
export { type CartStoreOptions, createCartStore } from './cart-store';
export { isCartItemId, parseStoredCart, serializeCart, withoutCheckedOut } from './stored-cart';
export type {
  CartItemRef,
  CartPricing,
  CartPricingStatus,
  CartStore,
  CheckoutResult,
} from './types';
