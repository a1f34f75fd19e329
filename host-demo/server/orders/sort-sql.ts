import { ORDER_STATUSES } from 'proofdesk';
import type { OrderSortType } from 'proofdesk/contract';

// The list view's per-column sorts (dashboard §3 "Order sorting"). Each key is the value the card
// shows in that column, so a sorted column reads in order; text sorts ignore case.

const TEXT = ' COLLATE NOCASE';

/** Lifecycle order rather than the alphabet of status codes: new orders first, cancelled last. */
const STATUS_RANK = `CASE o.status ${ORDER_STATUSES.map((status, rank) => `WHEN '${status}' THEN ${rank}`).join(' ')} END`;

const KEYS: Readonly<Record<Exclude<OrderSortType, 'priority'>, string>> = {
  orderName: `o.name${TEXT}`,
  orderId: 'o.order_number',
  serviceName: `s.name${TEXT}`,
  // The card's `client`: the reseller for a white-label customer's order, else the account.
  client: `COALESCE(p.name, c.name)${TEXT}`,
  packageName: `o.package_name${TEXT}`,
  status: STATUS_RANK,
  createdAt: 'o.created_at',
  dueDate: 'o.due_date',
  // NULLIF: an unassigned order has no name to sort by, so it goes last like any other NULL.
  creator: `NULLIF(TRIM(cr.firstname || ' ' || cr.lastname), '')${TEXT}`,
  operator: `NULLIF(TRIM(op.firstname || ' ' || op.lastname), '')${TEXT}`,
};

export interface SortSql {
  /** The sort key over `o`, `c`, `p`, `s`, `cr`, `op` (the card joins' aliases); null for the board's own order. */
  key: string | null;
  direction: 'ASC' | 'DESC';
}

/** The default (priority, ascending) is the board's indexed fast path: key null. */
export function sortSql(sortType: OrderSortType = 'priority', sortAsc = true): SortSql {
  const direction = sortAsc ? 'ASC' : 'DESC';
  if (sortType === 'priority') return { key: sortAsc ? null : 'o.position', direction };
  return { key: KEYS[sortType], direction };
}

/**
 * The ORDER BY for a sort over `key` (an expression or a column of the page): NULLs last in either
 * direction, then the newest order number, so pages never repeat or skip a tied order.
 */
export function orderBy(key: string, direction: 'ASC' | 'DESC', number: string): string {
  return `(${key}) IS NULL, ${key} ${direction}, ${number} DESC`;
}
