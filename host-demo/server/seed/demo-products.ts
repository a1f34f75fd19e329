import type { CartItemType } from 'proofdesk/contract';

export interface DemoProduct {
  id: string;
  name: string;
  description: string;
  type: CartItemType;
  /** In cents. */
  price: number;
  active: boolean;
}

/** The cart's catalogue: design products and add-on packages, plus one retired product. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  ['prod-logo', 'Logo Design', 'Three concepts, two revision rounds.', 'product', 24900],
  ['prod-business-card', 'Business Card Design', 'Front and back, print-ready PDF.', 'product', 4950],
  ['prod-flyer', 'Flyer Design', 'A5 or A4, one side.', 'product', 7900],
  ['prod-social-kit', 'Social Media Kit', 'Ten post templates and profile art.', 'product', 12000],
  ['prod-brochure', 'Tri-fold Brochure', 'Six panels, print-ready.', 'product', 15900],
  ['pkg-hours-5', 'Extra Design Hours (5 h)', 'Adds 5 allocated hours this cycle.', 'package', 22500],
  ['pkg-storage-5', 'Additional Storage (+5GB)', 'Adds 5 GB for twelve months.', 'package', 999],
  ['pkg-active-order', 'Extra Active Order', 'One more order in progress at a time.', 'package', 3900],
].map(([id, name, description, type, price]) => ({
  id: id as string,
  name: name as string,
  description: description as string,
  type: type as CartItemType,
  price: price as number,
  active: true,
}));

/** Still referenced by old invoices, no longer for sale: the cart refuses it. */
export const RETIRED_PRODUCT: DemoProduct = {
  id: 'prod-letterhead',
  name: 'Letterhead Design',
  description: 'Retired.',
  type: 'product',
  price: 5900,
  active: false,
};
