// Cart constants the browser needs; the schemas beside them (commerce.ts) stay on the server.

/**
 * What a cart item can be: a design product, an add-on package (hours, storage, orders), or a
 * pay-as-you-go order (its id is the draft order's, issue 25).
 */
export const CART_ITEM_TYPES = ['product', 'package', 'order'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export const CART_LIMITS = { items: 50, id: 64 } as const;

export const COMMERCE_MESSAGES = {
  invoiceCreated: 'Your invoice has been created. Please complete the payment.',
  cartRefused: 'Some items in your cart cannot be ordered.',
} as const;

/**
 * The request header a server de-duplicates a retried checkout by (the IETF draft's name; Stripe's
 * rules: 1 to 255 printable characters). Header names are case-insensitive: Node lower-cases them.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
