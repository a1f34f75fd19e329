// Creating and duplicating orders (issue 25): constants both sides share; the schemas beside them
// (order-create.ts) stay on the server.

/** The order form's limits: the brief is the spec's textarea (dashboard §5 and §9: 1000 characters). */
export const ORDER_FORM_LIMITS = { name: 100, brief: 1000, option: 100, options: 20 } as const;

/**
 * Where a published order lands in its account's New Order column: 'high' in front of every other
 * active order (board priority 1), 'normal' behind them.
 */
export const ORDER_PRIORITIES = ['normal', 'high'] as const;
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];

/** The cart item type of a pay-as-you-go order: its id is the draft order's id, its qty 1. */
export const ORDER_CART_ITEM_TYPE = 'order';

export const ORDER_CREATE_MESSAGES = {
  draftSaved: 'Your draft has been saved.',
  published: 'Your order has been created.',
  inCart: 'Your order is in the cart. Check out to place it.',
  notDraft: 'Only draft orders can be edited or published.',
  unknownService: 'Choose one of the services in the catalogue.',
  incomplete: 'The order is not complete.',
  /** {limit} the account's active-order limit (plan maximum plus retail extras, §9). */
  limitReached:
    'You have reached your limit of {limit} active orders. Buy extra active orders, or wait until an active order is completed.',
  paygOnly: 'Your account pays as you go: put the order into the cart and check out to place it.',
  notPayg: 'Your plan includes orders: publish this order instead.',
  noPaygPrice: 'This service cannot be bought as you go.',
  paygPending: 'This order is waiting for payment in the cart.',
  filesCopied: 'The files have been copied.',
  noFiles: 'Choose files of the original order to copy.',
} as const;
