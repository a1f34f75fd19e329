// The `<proofdesk-cart>` chunk: the cart widget; everything else comes from the shared chunk.

import { mountCart } from '../../../widgets/cart';
import type { ProofdeskInstance } from '../../core';
import { attachWidget } from './attach';

export const attach = (element: HTMLElement, instance: ProofdeskInstance) =>
  attachWidget(mountCart, element, instance);
