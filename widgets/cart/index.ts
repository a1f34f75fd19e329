// The cart widget (dashboard §2 "Cart popover"): a trigger with the item count and a popover with
// the priced lines, sub total, View Cart and Checkout. The store behind it is the instance's cart
// store slot: `getCartStore(instance)` gives hosts the same one (their own "Add to cart" buttons).
import { createWidgetComponent, createWidgetMount } from '../../sdk/react';
import { CartView } from './cart-view';

// The view, its props and its words.
export type { CartProps } from './cart-view';
export { CartView } from './cart-view';
export { type CartMessages, defaultCartMessages } from './messages';
// Its store slot: the items, the count and the priced cart, which a host's own buttons share.
export {
  type CartItemRef,
  type CartPricing,
  type CartPricingStatus,
  type CartStore,
  type CheckoutResult,
  cartStoreSlot,
  getCartStore,
} from './store';

/** `<Cart />` inside a ProofdeskProvider: the cart in its own shadow root. */
export const Cart = createWidgetComponent(CartView, 'Cart');

/** `mountCart(element, { instance, ...props })` → `{ update, unmount }`, for hosts without React. */
export const mountCart = createWidgetMount(CartView, 'mountCart');
