// Every string the cart shows. Spec texts (dashboard §2 "Cart popover", §8) verbatim; the rest are
// ours where the spec is silent. Override any of them through the `messages` prop.
export const defaultCartMessages = {
  /** Accessible name of the trigger and title of the popover. */
  title: 'Cart',
  /** Trigger name with items in the cart: {title}, {count} items. */
  triggerWithCount: '{title}, {items}',
  itemsOne: '{count} item',
  itemsOther: '{count} items',
  close: 'Close cart',
  /** A line's quantity and unit price, e.g. '2 x $49.50'. */
  qtyTimesPrice: '{qty} x {price}',
  /** A line that has no price yet (signed out, or the server refused the cart). */
  qtyOnly: 'Qty {qty}',
  remove: 'Remove',
  /** Accessible name of a line's remove button. */
  removeItem: 'Remove {name}',
  lines: 'Items in the cart',
  subTotal: 'Sub Total',
  viewCart: 'View Cart',
  checkout: 'Checkout',
  checkingOut: 'Creating your invoice',
  pricing: 'Updating prices',
  empty: 'No product in the cart',
  emptyHint: 'Products you add will show up here.',
  signedOutTitle: 'Sign in to check out',
  signedOut: 'Prices and checkout are available once you are signed in.',
  errorTitle: 'Ooops!',
  /** Title of the toast with the server's message after a checkout (dashboard §8 "Success toast"). */
  successTitle: 'Success',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};

export type CartMessages = typeof defaultCartMessages;

export { fillTemplate as fill } from '../../sdk/core/domain';
