import type { OrderSortType } from 'proofdesk/contract';
import { CARD_STATES, ORDER_STATUSES, showsPriorityBadge } from 'proofdesk/rules';

// The list view's per-column sorts (dashboard §3 "Order sorting"). Each key is the value the card
// shows in that column, so a sorted column reads in order; text sorts ignore case.

const TEXT = ' COLLATE NOCASE';

/** Lifecycle order rather than the alphabet of status codes: new orders first, cancelled last. */
const STATUS_RANK = `CASE o.status ${ORDER_STATUSES.map((status, rank) => `WHEN '${status}' THEN ${rank}`).join(' ')} END`;

/** The state a card shows (its New Order card state, else its status as a code), as cards.ts maps it. */
const CARD_STATE = "COALESCE(o.card_state, UPPER(REPLACE(o.status, '-', '_')))";
const NO_BADGE = CARD_STATES.filter((state) => !showsPriorityBadge(state))
  .map((state) => `'${state}'`)
  .join(', ');

/**
 * The priority a card shows: its position, or NULL for a card that shows none (a draft, on hold,
 * approved, cancelled: `showsPriorityBadge`), so those rows sort last in either direction instead
 * of among the numbered ones.
 */
const SHOWN_PRIORITY = `CASE WHEN ${CARD_STATE} IN (${NO_BADGE}) THEN NULL ELSE o.position END`;

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

/**
 * No sortType is the board's order (position, then the newest number), its indexed fast path: key
 * null (descending: the positions reversed). `priority`, the list's column, sorts by the priority
 * the card shows, rows without one last.
 */
export function sortSql(sortType?: OrderSortType, sortAsc = true): SortSql {
  const direction = sortAsc ? 'ASC' : 'DESC';
  if (sortType === undefined) return { key: sortAsc ? null : 'o.position', direction };
  if (sortType === 'priority') return { key: SHOWN_PRIORITY, direction };
  return { key: KEYS[sortType], direction };
}

/**
 * The ORDER BY for a sort over `key` (an expression or a column of the page): NULLs last in either
 * direction, then the newest order number, so pages never repeat or skip a tied order.
 */
export function orderBy(key: string, direction: 'ASC' | 'DESC', number: string): string {
  return `(${key}) IS NULL, ${key} ${direction}, ${number} DESC`;
}
