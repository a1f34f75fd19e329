/** Cart problems a host can translate; {name} is the item's id or product name. */
export const defaultCartProblemMessages = {
  badQty: 'The quantity of {name} must be a whole number from 1 to {max}.',
  duplicate: '{name} is in the cart more than once.',
  unknown: '{name} is not a product we sell.',
  inactive: '{name} is no longer available.',
  wrongType: '{name} is not a {type}.',
  mixedCurrency: 'Items priced in different currencies cannot be ordered together.',
  empty: 'Your cart is empty.',
  orderOnce: 'An order is bought once: {name} must have the quantity 1.',
  orderNotWaiting: '{name} is not an order of yours waiting for payment.',
};

export type CartProblemMessages = typeof defaultCartProblemMessages;
