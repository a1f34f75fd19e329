import { type Static, Type } from '@sinclair/typebox';
import { CART_ITEM_TYPES, CART_LIMITS } from './commerce-constants';

// Cart and checkout (dashboard §3 "Cart item", §7 "Cart and checkout").

/** A stored cart item. qty is checked by the domain rule (whole, 1 to 99) to give a clear message. */
export const CartItemInput = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: CART_LIMITS.id }),
    qty: Type.Number(),
    type: Type.Union(CART_ITEM_TYPES.map((type) => Type.Literal(type))),
  },
  { additionalProperties: false },
);
export type CartItemInput = Static<typeof CartItemInput>;

/** Body of PUT /cart and POST /cart/checkout. */
export const CartRequest = Type.Object(
  { items: Type.Array(CartItemInput, { maxItems: CART_LIMITS.items }) },
  { additionalProperties: false },
);
export type CartRequest = Static<typeof CartRequest>;

export const CartLine = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** In the currency unit (49.5), not cents. */
  price: Type.Number(),
  qty: Type.Integer(),
  type: Type.String(),
});
export type CartLine = Static<typeof CartLine>;

/** Answer data of PUT /cart. */
export const PricedCart = Type.Object({
  lines: Type.Array(CartLine),
  subTotal: Type.Number(),
  /** ISO 4217 code of every line's price. */
  currency: Type.String(),
});
export type PricedCart = Static<typeof PricedCart>;

/** Answer data of POST /cart/checkout: the new invoice's id. */
export const CheckoutData = Type.Object({ _id: Type.String() });
export type CheckoutData = Static<typeof CheckoutData>;
