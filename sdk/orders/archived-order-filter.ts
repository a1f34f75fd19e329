import { atom, type WritableAtom } from 'nanostores';
import type { ArchivedOrderListQuery } from '../contract';
import { defineStoreSlot, type ProofdeskInstance } from '../core';

/**
 * The archived orders' filter (dashboard §3 "Archived preset filter"): the order filter without order
 * progress, queue time, work time and due dates, with an updated-date range. GET /order/archived.
 */
export type ArchivedOrderFilterValue = Omit<ArchivedOrderListQuery, 'page' | 'limit'>;

export type ArchivedOrderFilterAtom = WritableAtom<ArchivedOrderFilterValue>;

/** The instance's shared archived-order filter: the Archive Order Filter panel writes it. */
export const archivedOrderFilterSlot = defineStoreSlot(
  'archived-order-filter',
  (): ArchivedOrderFilterAtom => atom<ArchivedOrderFilterValue>({}),
);

/** The instance's shared archived-order filter atom (an archived-orders list reads it). */
export function getArchivedOrderFilter(instance: ProofdeskInstance): ArchivedOrderFilterAtom {
  return instance.stores.get(archivedOrderFilterSlot);
}
