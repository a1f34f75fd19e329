import type { ArchivedOrderListQuery, OrderListQuery, OrderPageMeta } from 'proofdesk/contract';
import { ORDER_PAGE } from 'proofdesk/contract';
import type { Data } from '../data';
import {
  countListOrders,
  type OrderListFilter,
  type OrderListSort,
  selectCardPage,
  type TimeRange,
} from '../data/orders/list-rows';
import type { UserRow } from '../users';
import { visibleAccounts } from './access';
import { dateRange, orderProgress, splitList, timeBuckets } from './filters-sql';

type Caller = Pick<UserRow, 'role' | 'client_id' | 'time_zone'>;

/** Filters both lists share (dashboard §3 "Order filter fields"), parsed and checked. */
async function commonFilter(
  data: Data,
  caller: Caller,
  query: ArchivedOrderListQuery,
  archived: boolean,
  ranges: TimeRange[],
): Promise<OrderListFilter> {
  const search = query.customSearch?.trim();
  return {
    archived,
    accounts: await visibleAccounts(data, caller),
    clients: splitList(query.clientId),
    customers: splitList(query.customerId),
    creators: splitList(query.creatorId),
    managers: splitList(query.managerId),
    operators: splitList(query.operatorId),
    serviceCategories: splitList(query.serviceCategory),
    services: splitList(query.serviceType),
    statuses: [],
    notFrozen: false,
    ranges: [
      dateRange('created_at', query.createdAtStart, query.createdAtEnd, caller.time_zone),
      ...ranges,
    ].filter((range): range is TimeRange => range !== null),
    queueBuckets: [],
    workBuckets: [],
    search: search ? search : null,
  };
}

/**
 * A page of `OrderListData` (the contract's `orders` and `meta`) whose cards are already JSON text,
 * written by the database: the route sends them as they are (`sendJsonData`).
 */
export interface CardPage {
  cardsJson: string;
  meta: OrderPageMeta;
}

async function page(
  data: Data,
  filter: OrderListFilter,
  query: { page?: number; limit?: number; sortType?: OrderListQuery['sortType']; sortAsc?: boolean },
  showCompany: boolean,
): Promise<CardPage> {
  const limit = query.limit ?? ORDER_PAGE.defaultLimit;
  const current = query.page ?? 1;
  const sort: OrderListSort = { type: query.sortType, ascending: query.sortAsc ?? true };
  // Side by side: on PostgreSQL each takes a connection of the pool, so the page waits for the
  // slower of the two instead of their sum; on SQLite they queue on the one connection as before.
  const [cardsJson, total] = await Promise.all([
    selectCardPage(data, filter, sort, showCompany, limit, (current - 1) * limit),
    countListOrders(data, filter),
  ]);
  return { cardsJson, meta: { page: current, limit, total, totalPages: Math.ceil(total / limit) } };
}

/** GET /order: the caller's visible, non-archived orders with every filter of dashboard §3. */
export async function listOrders(
  data: Data,
  caller: Caller,
  query: OrderListQuery,
  showCompany: boolean,
): Promise<CardPage> {
  const due = dateRange('due_date', query.dueDateStart, query.dueDateEnd, caller.time_zone);
  const progress = orderProgress(query.orderProgress);
  const filter = await commonFilter(data, caller, query, false, due ? [due] : []);
  filter.statuses = progress.statuses;
  filter.notFrozen = progress.notFrozen;
  filter.queueBuckets = timeBuckets(query.queueTime);
  filter.workBuckets = timeBuckets(query.workTime);
  return page(data, filter, query, showCompany);
}

/** GET /order/archived: archived orders with the archived filter fields (updated-date range). */
export async function listArchivedOrders(
  data: Data,
  caller: Caller,
  query: ArchivedOrderListQuery,
  showCompany: boolean,
): Promise<CardPage> {
  const updated = dateRange('updated_at', query.updatedDateStart, query.updatedDateEnd, caller.time_zone);
  const filter = await commonFilter(data, caller, query, true, updated ? [updated] : []);
  return page(data, filter, query, showCompany);
}
