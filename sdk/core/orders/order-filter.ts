import { atom, type WritableAtom } from 'nanostores';
import type { ArchivedOrderFilterValue, OrderFilterValue } from '../../contract';
import { defineStoreSlot, type ProofdeskInstance } from '../instance';

// The order filter of dashboard §3 ("Order filter fields"), as GET /order takes it: comma-joined id
// lists, yyyy/MM/dd dates, time buckets, customSearch (OrderFilterValue, in the contract). Paging
// and sorting belong to each list.
export type { ArchivedOrderFilterValue, OrderFilterValue };

export type OrderFilterAtom = WritableAtom<OrderFilterValue>;

/**
 * The instance's shared filter: the filter sidebar writes it, the board and the list view read it,
 * so a sidebar and a board on one page work together with no host code. One per instance.
 */
export const orderFilterSlot = defineStoreSlot(
  'order-filter',
  (): OrderFilterAtom => atom<OrderFilterValue>({}),
);

/** The instance's shared order filter atom (hosts may read, subscribe and set it). */
export function getOrderFilter(instance: ProofdeskInstance): OrderFilterAtom {
  return instance.stores.get(orderFilterSlot);
}

export type ArchivedOrderFilterAtom = WritableAtom<ArchivedOrderFilterValue>;

/**
 * The instance's shared archived-order filter: the Archive Order Filter panel writes it, the board's
 * archived list (`view="archived"`) reads it. Apart from the order filter, as the two panels are.
 */
export const archivedOrderFilterSlot = defineStoreSlot(
  'archived-order-filter',
  (): ArchivedOrderFilterAtom => atom<ArchivedOrderFilterValue>({}),
);

/** The instance's shared archived-order filter atom. */
export function getArchivedOrderFilter(instance: ProofdeskInstance): ArchivedOrderFilterAtom {
  return instance.stores.get(archivedOrderFilterSlot);
}

/** Drops empty fields, so `{}` and `{ customSearch: '' }` ask the server the same question. */
export function compactOrderFilter<Filter extends OrderFilterValue | ArchivedOrderFilterValue>(
  filter: Filter,
): Filter {
  const compact: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value.trim() !== '') compact[key] = value;
  }
  return compact as Filter;
}

/** A stable key for a filter value (sorted fields), for caches and equality checks. */
export function orderFilterKey(filter: OrderFilterValue | ArchivedOrderFilterValue): string {
  const compact = compactOrderFilter(filter) as Record<string, string>;
  return Object.keys(compact)
    .sort()
    .map((key) => `${key}=${encodeURIComponent(compact[key] ?? '')}`)
    .join('&');
}
