import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  CART_MAX_QTY,
  type CartItem,
  cartItemProblems,
  cartMessage,
  cartSubTotal,
  decrementCartItem,
  defaultCartProblemMessages,
  removeCartItem,
  resetCart,
} from '../../../../../sdk/core/domain';

const logo: CartItem = { id: 'prod-logo', qty: 2, type: 'product' };
const flyer: CartItem = { id: 'prod-flyer', qty: 1, type: 'product' };

describe('cart (dashboard §4 "Cart")', () => {
  it('Adding an existing item increases qty by 1.', () => {
    expect(addCartItem([logo, flyer], { id: 'prod-logo', type: 'product' })).toEqual([
      { ...logo, qty: 3 },
      flyer,
    ]);
  });

  it('Adding a new item appends it with qty 1.', () => {
    expect(addCartItem([logo], { id: 'pkg-hours', type: 'package' })).toEqual([
      logo,
      { id: 'pkg-hours', type: 'package', qty: 1 },
    ]);
  });

  it('never adds beyond the server limit of 99 (gap decision)', () => {
    const full = [{ ...logo, qty: CART_MAX_QTY }];
    expect(addCartItem(full, logo)).toEqual(full);
  });

  it('Removing deletes the line.', () => {
    expect(removeCartItem([logo, flyer], 'prod-logo')).toEqual([flyer]);
    expect(removeCartItem([logo], 'missing')).toEqual([logo]);
  });

  it('Decrementing lowers qty while above 1, otherwise removes the line.', () => {
    expect(decrementCartItem([logo, flyer], 'prod-logo')).toEqual([{ ...logo, qty: 1 }, flyer]);
    expect(decrementCartItem([logo, flyer], 'prod-flyer')).toEqual([logo]);
    expect(decrementCartItem([logo], 'missing')).toEqual([logo]);
  });

  it('Reset empties the cart.', () => {
    expect(resetCart()).toEqual([]);
  });

  it('does not mutate the input', () => {
    const items = [logo];
    addCartItem(items, logo);
    decrementCartItem(items, 'prod-logo');
    expect(items).toEqual([logo]);
  });
});

describe('cart sub total (dashboard §9)', () => {
  it('Cart sub total is the sum of price times qty.', () => {
    expect(
      cartSubTotal([
        { price: 49.5, qty: 2 },
        { price: 120, qty: 1 },
      ]),
    ).toBe(219);
    expect(cartSubTotal([])).toBe(0);
  });

  it('adds in cents, so decimal prices do not drift', () => {
    expect(
      cartSubTotal([
        { price: 0.1, qty: 1 },
        { price: 0.2, qty: 1 },
      ]),
    ).toBe(0.3);
    expect(cartSubTotal([{ price: 19.99, qty: 3 }])).toBe(59.97);
  });
});

describe('cart item problems', () => {
  it('accepts whole quantities from 1 to 99 with distinct ids', () => {
    expect(cartItemProblems([logo, { ...flyer, qty: 99 }])).toEqual([]);
  });

  it('names each bad quantity and each repeated id', () => {
    expect(
      cartItemProblems([
        { id: 'a', qty: 0 },
        { id: 'b', qty: 1.5 },
        { id: 'c', qty: 100 },
        { id: 'a', qty: 1 },
      ]),
    ).toEqual([
      'The quantity of a must be a whole number from 1 to 99.',
      'The quantity of b must be a whole number from 1 to 99.',
      'The quantity of c must be a whole number from 1 to 99.',
      'a is in the cart more than once.',
    ]);
  });

  it('fills messages from an overridable catalogue', () => {
    expect(cartMessage('wrongType', { name: 'Logo', type: 'package' })).toBe('Logo is not a package.');
    const german = { ...defaultCartProblemMessages, duplicate: '{name} doppelt' };
    expect(cartItemProblems([logo, logo], german)).toEqual(['prod-logo doppelt']);
  });
});
