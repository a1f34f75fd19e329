import { useCallback, useState } from 'react';
import type { OrderSortType } from '../../../sdk/contract';
import { ORDER_SORT_TYPES } from '../../../sdk/contract/constants';
import { useProofdesk } from '../../../sdk/react';

/**
 * Dashboard §3: "Order sorting (sortAsc, sortType per column) is kept locally." The instance's
 * storage under this key (with its prefix: 'proofdesk:order-list-sort' by default), as JSON
 * `{ "sortType": "dueDate", "sortAsc": false }`.
 */
export const LIST_SORT_KEY = 'order-list-sort';

export interface ListSort {
  sortType: OrderSortType;
  sortAsc: boolean;
}

/** By the priority each row shows (position, then the newest order number), rows with none last. */
export const DEFAULT_LIST_SORT: ListSort = { sortType: 'priority', sortAsc: true };

function read(raw: string | null): ListSort {
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<ListSort> | null;
    if (parsed && ORDER_SORT_TYPES.includes(parsed.sortType as OrderSortType)) {
      return { sortType: parsed.sortType as OrderSortType, sortAsc: parsed.sortAsc !== false };
    }
  } catch {
    // A value another version wrote, or a hand edit: the default is the better answer.
  }
  return DEFAULT_LIST_SORT;
}

/**
 * The list's sort, remembered locally. Pressing the sorted column's header turns its direction
 * round; another column's header sorts by that column, ascending.
 */
export function useListSort(): [ListSort, (sortType: OrderSortType) => void] {
  const storage = useProofdesk().session.storage;
  const [sort, setSort] = useState(() => read(storage.get(LIST_SORT_KEY)));
  const toggle = useCallback(
    (sortType: OrderSortType) => {
      setSort((current) => {
        const next = { sortType, sortAsc: current.sortType === sortType ? !current.sortAsc : true };
        storage.set(LIST_SORT_KEY, JSON.stringify(next));
        return next;
      });
    },
    [storage],
  );
  return [sort, toggle];
}
