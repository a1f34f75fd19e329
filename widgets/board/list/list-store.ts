import { atom, computed, type ReadableAtom } from 'nanostores';
import type { OrderCard } from '../../../sdk/contract';
import { ORDER_PAGE } from '../../../sdk/contract/constants';
import { createLiveCollection, type LiveStatus } from '../../../sdk/core/collection';
import type { ProofdeskError } from '../../../sdk/core/http';
import { defineStoreSlot, type ProofdeskInstance } from '../../../sdk/core/instance';
import {
  type ArchivedOrderFilterValue,
  compactOrderFilter,
  type OrderFilterValue,
  orderFilterKey,
} from '../../../sdk/core/orders';
import { fetchOrderPage } from '../store/order-page';
import type { ListSort } from './use-list-sort';

/** Open orders (the board's) or archived ones (dashboard §2 /archived-order). */
export type OrderListSource = 'orders' | 'archived';

const PATHS: Record<OrderListSource, string> = { orders: '/order', archived: '/order/archived' };

/** Rows per GET /order page ("Load More" appends the next). */
export const LIST_PAGE_SIZE = ORDER_PAGE.defaultLimit;

export interface OrderListState {
  status: LiveStatus;
  rows: readonly OrderCard[];
  /** The server's count of orders matching the filter (`meta.total`), null before the first answer. */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  error: ProofdeskError | null;
}

export interface OrderListFeed {
  readonly $state: ReadableAtom<OrderListState>;
  loadMore(): Promise<void>;
  reload(): Promise<void>;
}

export interface OrderListStore {
  /**
   * The orders for a filter and a sort, open (GET /order) or archived (GET /order/archived): one
   * live, paged list per combination while watched.
   */
  feed(
    filter: OrderFilterValue | ArchivedOrderFilterValue,
    sort: ListSort,
    source?: OrderListSource,
  ): OrderListFeed;
  destroy(): void;
}

/**
 * The list view's orders on the live collection (sdk/core/collection): GET /order page by page with the
 * filter and `sortType` / `sortAsc`, refetched when the server pushes `reload-order-list` or
 * `reload-order` (and after a reconnect), nothing loaded while signed out.
 */
export function createOrderListStore(instance: ProofdeskInstance): OrderListStore {
  const { http } = instance;
  const collection = createLiveCollection<OrderCard>({
    key: (card) => card.id,
    session: instance.session,
    realtime: instance.realtime,
    refetchOn: { 'reload-order-list': true, 'reload-order': true },
  });
  const feeds = new Map<string, OrderListFeed>();

  function feed(
    filter: OrderFilterValue | ArchivedOrderFilterValue,
    sort: ListSort,
    source: OrderListSource = 'orders',
  ): OrderListFeed {
    const compact = compactOrderFilter(filter);
    const key = `${source}:${sort.sortType}:${sort.sortAsc}?${orderFilterKey(compact)}`;
    const known = feeds.get(key);
    if (known) return known;
    const $total = atom<number | null>(null);
    const list = collection.list<number>(key, {
      first: 1,
      fetch: (page) =>
        fetchOrderPage(http, { ...compact, ...sort, page, limit: LIST_PAGE_SIZE }, $total, PATHS[source]),
    });
    const $state = computed([list.$state, $total], (state, total) => ({
      status: state.status,
      rows: state.items,
      total,
      hasMore: state.hasMore,
      loadingMore: state.loadingMore,
      error: state.error,
    }));
    const created = { $state, loadMore: () => list.loadMore(), reload: () => list.reload() };
    // A few sorts and filters a session at most: kept, so going back to one shows it at once.
    feeds.set(key, created);
    return created;
  }

  return { feed, destroy: () => collection.destroy() };
}

/** One list store per instance, created by the first list view (it lives in the board's chunk). */
export const orderListSlot = defineStoreSlot('order-list', createOrderListStore);
