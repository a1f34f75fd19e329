import type { ArchivedOrderListQuery, OrderListQuery, OrderPageMeta } from 'proofdesk/contract';
import { ORDER_PAGE } from 'proofdesk/contract';
import { cachedStatement, type Db } from '../db';
import type { UserRow } from '../users';
import { visibleOrdersWhere } from './access';
import { Conditions, customSearch, dateRange, orderProgress, splitList, timeBuckets } from './filters-sql';
import { countSql, pageJsonSql } from './page-sql';
import { type SortSql, sortSql } from './sort-sql';

type Caller = Pick<UserRow, 'role' | 'client_id' | 'time_zone'>;

/** Filters both lists share (dashboard §3 "Order filter fields"). */
function commonWhere(db: Db, caller: Caller, query: ArchivedOrderListQuery, archived: boolean): Conditions {
  const where = new Conditions().fragment(visibleOrdersWhere(db, caller));
  where.add(archived ? 'o.archived_at IS NOT NULL' : 'o.archived_at IS NULL');
  const clients = splitList(query.clientId);
  if (clients.length > 0) {
    // A client filter on a reseller covers its customer accounts too.
    const marks = clients.map(() => '?').join(', ');
    where.add(`(o.client_id IN (${marks}) OR c.parent_client_id IN (${marks}))`, ...clients, ...clients);
  }
  where.inList('o.client_id', query.customerId);
  where.inList('o.creator_id', query.creatorId);
  where.inList('o.manager_id', query.managerId);
  where.inList('o.operator_id', query.operatorId);
  where.inList('s.category_id', query.serviceCategory);
  where.inList('o.service_id', query.serviceType);
  dateRange(where, 'o.created_at', query.createdAtStart, query.createdAtEnd, caller.time_zone);
  customSearch(where, query.customSearch);
  return where;
}

/**
 * A page of `OrderListData` (the contract's `orders` and `meta`) whose cards are already JSON text,
 * written by SQLite: the route sends them as they are (`sendJsonData`).
 */
export interface CardPage {
  cardsJson: string;
  meta: OrderPageMeta;
}

function page(
  db: Db,
  where: Conditions,
  query: { page?: number; limit?: number },
  showCompany: boolean,
  sort?: SortSql,
): CardPage {
  const limit = query.limit ?? ORDER_PAGE.defaultLimit;
  const current = query.page ?? 1;
  const cardsJson = cachedStatement(db, pageJsonSql(where.sql, showCompany, sort))
    .pluck()
    .get(...where.params, limit, (current - 1) * limit) as string;
  const { n: total } = cachedStatement(db, countSql(where.sql)).get(...where.params) as { n: number };
  return { cardsJson, meta: { page: current, limit, total, totalPages: Math.ceil(total / limit) } };
}

/** GET /order: the caller's visible, non-archived orders with every filter of dashboard §3. */
export function listOrders(db: Db, caller: Caller, query: OrderListQuery, showCompany: boolean): CardPage {
  const where = commonWhere(db, caller, query, false);
  orderProgress(where, query.orderProgress);
  dateRange(where, 'o.due_date', query.dueDateStart, query.dueDateEnd, caller.time_zone);
  timeBuckets(where, 'o.queue_percent', query.queueTime);
  timeBuckets(where, 'o.work_percent', query.workTime);
  return page(db, where, query, showCompany, sortSql(query.sortType, query.sortAsc));
}

/** GET /order/archived: archived orders with the archived filter fields (updated-date range). */
export function listArchivedOrders(
  db: Db,
  caller: Caller,
  query: ArchivedOrderListQuery,
  showCompany: boolean,
): CardPage {
  const where = commonWhere(db, caller, query, true);
  dateRange(where, 'o.updated_at', query.updatedDateStart, query.updatedDateEnd, caller.time_zone);
  return page(db, where, query, showCompany, sortSql(query.sortType, query.sortAsc));
}
