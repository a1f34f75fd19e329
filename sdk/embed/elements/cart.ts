// The `<proofdesk-cart>` chunk: the cart widget; everything else comes from the shared chunk.

import { getCartStore, mountCart } from '../../../widgets/cart';
import type { ProofdeskInstance } from '../../core';
import { attachWidget } from './attach';

export const attach = (element: HTMLElement, instance: ProofdeskInstance) =>
  attachWidget(mountCart, element, instance);

/** `await Proofdesk.store('proofdesk-cart')`: the cart a page's own "Add to cart" buttons fill. */
export const store = getCartStore;
