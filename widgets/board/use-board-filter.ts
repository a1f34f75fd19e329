import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import { useCallback } from 'react';
import { getArchivedOrderFilter, getOrderFilter, type OrderFilterValue } from '../../sdk/core/orders';
import { useControllableState, useProofdesk } from '../../sdk/react';

export interface BoardFilterOptions {
  /** Controlled: the board shows exactly this filter. */
  filter?: OrderFilterValue | undefined;
  /**
   * Uncontrolled starting value. Without it (and without `filter`) the board follows the instance's
   * shared filter (`getOrderFilter(instance)`), which the filter sidebar writes.
   */
  defaultFilter?: OrderFilterValue | undefined;
  onFilterChange?: ((filter: OrderFilterValue) => void) | undefined;
}

/**
 * The board's filter, one hook for every way of driving it: controlled (`filter` + `onFilterChange`),
 * uncontrolled from `defaultFilter`, or, by default, the instance's shared filter atom (the archived
 * one for the archived list), so a filter sidebar and a board on one page work together with no
 * host code.
 */
export function useBoardFilter(
  { filter, defaultFilter, onFilterChange }: BoardFilterOptions,
  source: 'orders' | 'archived' = 'orders',
): [OrderFilterValue, (next: OrderFilterValue) => void] {
  const instance = useProofdesk();
  // The archived list follows the Archive Order Filter's own atom (its fields are a subset).
  const shared: WritableAtom<OrderFilterValue> =
    source === 'archived' ? getArchivedOrderFilter(instance) : getOrderFilter(instance);
  const sharedValue = useStore(shared);
  const follows = filter === undefined && defaultFilter === undefined;
  const [own, setOwn] = useControllableState<OrderFilterValue>({
    value: filter,
    defaultValue: defaultFilter ?? {},
    onChange: onFilterChange,
  });
  const setShared = useCallback(
    (next: OrderFilterValue) => {
      shared.set(next);
      onFilterChange?.(next);
    },
    [shared, onFilterChange],
  );
  return follows ? [sharedValue, setShared] : [own, setOwn];
}
