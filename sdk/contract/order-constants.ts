// Order constants the browser uses, apart from the order schemas (see constants.ts for why).

/** Paging of order lists: "keeps a 10,000-order account fast" — a page is never unbounded. */
export const ORDER_PAGE = { defaultLimit: 50, maxLimit: 200, searchLimit: 10 } as const;

/**
 * The list view's sortable columns (dashboard §3 "Order sorting (sortAsc, sortType per column)").
 * 'priority' is the board's own order: position, then the newest order number first.
 */
export const ORDER_SORT_TYPES = [
  'priority',
  'orderName',
  'orderId',
  'serviceName',
  'client',
  'packageName',
  'status',
  'createdAt',
  'dueDate',
  'creator',
  'operator',
] as const;
export type OrderSortType = (typeof ORDER_SORT_TYPES)[number];

/** The two halves of the New Order column (the board's 'active' and 'queue' drag targets). */
export const NEW_ORDER_LANES = ['active', 'queue'] as const;

/** The fields of the archived order filter (GET /order/archived; dashboard §3 "Archived preset filter"). */
export const ARCHIVED_ORDER_FILTER_FIELDS = [
  'clientId',
  'customerId',
  'creatorId',
  'managerId',
  'operatorId',
  'serviceCategory',
  'serviceType',
  'createdAtStart',
  'createdAtEnd',
  'updatedDateStart',
  'updatedDateEnd',
  'customSearch',
] as const;

/** The fields of the order filter (GET /order; dashboard §3 "Order filter fields"). */
export const ORDER_FILTER_FIELDS = [
  'clientId',
  'customerId',
  'creatorId',
  'managerId',
  'operatorId',
  'serviceCategory',
  'serviceType',
  'orderProgress',
  'createdAtStart',
  'createdAtEnd',
  'dueDateStart',
  'dueDateEnd',
  'queueTime',
  'workTime',
  'customSearch',
] as const;
