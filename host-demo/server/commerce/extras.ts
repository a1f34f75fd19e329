import type { Kysely } from 'kysely';
import type { ExtraResource } from 'proofdesk/contract';
import type { Database } from '../data';
import { readProduct } from '../data/commerce/commerce-rows';

const GB = 1024 ** 3;
const HOUR = 3600;

/**
 * The cart packages that grow a quota, and by how much per unit bought. The products (name, price)
 * are the catalogue's (the demo seed sells these three); what each one grants is the server's rule.
 * Storage in bytes, hours in seconds (retail values are seconds, §3), active orders in orders.
 */
export const EXTRA_RESOURCES: Readonly<Record<string, Pick<ExtraResource, 'resource' | 'amount'>>> = {
  'pkg-storage-5': { resource: 'storage', amount: 5 * GB },
  'pkg-hours-5': { resource: 'hours', amount: 5 * HOUR },
  'pkg-active-order': { resource: 'active-orders', amount: 1 },
};

/** Additional storage bought lasts twelve months (the product says so). */
export const STORAGE_EXTRA_MONTHS = 12;

/** The extras on sale now (active products only), in catalogue order. */
export async function extrasForSale(db: Kysely<Database>): Promise<ExtraResource[]> {
  const extras: ExtraResource[] = [];
  for (const [id, grant] of Object.entries(EXTRA_RESOURCES)) {
    const product = await readProduct(db, id);
    if (product?.active !== 1) continue;
    extras.push({
      id,
      name: product.name,
      description: product.description,
      price: product.price_cents / 100,
      currency: product.currency,
      ...grant,
    });
  }
  return extras;
}
