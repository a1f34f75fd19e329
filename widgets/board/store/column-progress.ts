import { type BoardColumn, columnStatuses } from '../../../sdk/core/access';

/**
 * The `orderProgress` a column asks GET /order for under a filter: the column's statuses that the
 * filter's progress names (its 'ready-to-go' is the New Order status), with its 'not-frozen' kept.
 * A filter naming no status leaves the column's statuses; one naming only other columns' statuses
 * leaves the column empty: null, and nothing to ask.
 */
export function columnProgress(column: BoardColumn, filterProgress: string | undefined): string | null {
  const own = columnStatuses(column) as string[];
  const named = (filterProgress ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const flags = named.filter((item) => item === 'not-frozen');
  const statuses = named
    .filter((item) => item !== 'not-frozen')
    .map((item) => (item === 'ready-to-go' ? 'new-order' : item));
  const shown = statuses.length === 0 ? own : own.filter((status) => statuses.includes(status));
  if (shown.length === 0) return null;
  return [...shown, ...flags].join(',');
}
