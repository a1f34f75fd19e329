import { atom, computed } from 'nanostores';
import type { MoveProgressRequest, OrderCard } from '../../../sdk/contract';
import { type BoardColumn, boardColumnOf, type NewOrderLane, newOrderLane } from '../../../sdk/core/access';
import { createLiveCollection } from '../../../sdk/core/collection';
import type { OrderStatus } from '../../../sdk/core/domain';
import type { HttpClient } from '../../../sdk/core/http';
import { compactOrderFilter, type OrderFilterValue, orderFilterKey } from '../../../sdk/core/orders';
import type { Realtime } from '../../../sdk/core/realtime';
import type { Session } from '../../../sdk/core/session';
import { arrange, movedCard, totalWith } from './arrange';
import { type BoardPage, boardPageAfter, FIRST_BOARD_PAGE } from './board-pages';
import { columnProgress } from './column-progress';
import { fetchOrderPage } from './order-page';
import { keepShownCards, sameState } from './same-cards';
import type {
  BoardColumnFeed,
  BoardColumnState,
  BoardMoveEffect,
  BoardMoveRequest,
  BoardStore,
} from './types';

/** How long a move "to the top" waits for its column's first page before landing at the end. */
const FIRST_CARD_WAIT_MS = 5000;

const EMPTY_COLUMN: BoardColumnState = {
  status: 'ready',
  items: [],
  total: 0,
  hasMore: false,
  loadingMore: false,
};

export interface BoardStoreOptions {
  http: HttpClient;
  realtime: Realtime;
  session: Pick<Session, '$token'>;
}

/**
 * The board's orders: one live list per column and filter (sdk/core/collection), refetched on the
 * server's `reload-order-list` / `reload-order` pushes, and optimistic moves that roll back when the
 * server refuses. Column counts are the server's `meta.total`, adjusted for moves in flight.
 */
export function createBoardStore({ http, realtime, session }: BoardStoreOptions): BoardStore {
  const collection = createLiveCollection<OrderCard, BoardMoveEffect>({
    key: (card) => card.id,
    session,
    realtime,
    refetchOn: { 'reload-order-list': true, 'reload-order': true },
  });
  // The moves in flight, for placement inside a column and the counts (the collection's patch can
  // remove and add a card but not say where it goes). Cleared once the refetch after the answer lands.
  const $moves = atom<readonly BoardMoveEffect[]>([]);
  const feeds = new Map<string, BoardColumnFeed>();

  function column(col: BoardColumn, filter: OrderFilterValue): BoardColumnFeed {
    const compact = compactOrderFilter(filter);
    const key = `${col}?${orderFilterKey(compact)}`;
    const existing = feeds.get(key);
    if (existing) return existing;
    const progress = columnProgress(col, compact.orderProgress);
    if (progress === null) {
      // The filter's progress names only other columns: this one is empty, with nothing to ask.
      const feed: BoardColumnFeed = { $state: atom(EMPTY_COLUMN), loadMore: async () => {} };
      feeds.set(key, feed);
      return feed;
    }
    const $total = atom<number | null>(null);
    let last: BoardColumnState | undefined;
    // A small first page paints early; follow-up pages grow (board-pages.ts) to keep ahead of a scroll.
    const list = collection.list<BoardPage>(key, {
      first: FIRST_BOARD_PAGE,
      fetch: async (cursor) => {
        const query = { ...compact, orderProgress: progress, page: cursor.page, limit: cursor.limit };
        const result = await fetchOrderPage(http, query, $total);
        if (!result.ok) return result;
        const end = cursor.page * cursor.limit;
        const next = result.data.next === null ? null : boardPageAfter(end);
        // Against the column's last state (reading the list's own would mount it once unwatched).
        const items = keepShownCards(result.data.items, last?.items ?? [], end - cursor.limit);
        return { ...result, data: { items, next } };
      },
      patch: (card, effect) => (card.id !== effect.id ? card : effect.to === col ? effect.card : null),
      inserts: (effect) => (effect.to === col ? [effect.card] : []),
      insertAt: 'end',
    });
    const $state = computed([list.$state, $total, $moves], (state, total, moves): BoardColumnState => {
      last = sameState(
        {
          status: state.status,
          items: arrange(state.items, col, moves),
          total: totalWith(total, col, moves),
          hasMore: state.hasMore,
          loadingMore: state.loadingMore,
        },
        last,
      );
      return last;
    });
    const feed: BoardColumnFeed = { $state, loadMore: () => list.loadMore() };
    feeds.set(key, feed);
    return feed;
  }

  function firstCard(col: BoardColumn, filter: OrderFilterValue, except: string, lane?: NewOrderLane) {
    // Read when the move is sent, not when its menu opened: the column may not have loaded then
    // (a null `before` would send the card to the end of the column, thousands of cards down).
    const feed = column(col, filter);
    return new Promise<string | null>((resolve) => {
      let settled = false;
      let stop: (() => void) | undefined;
      const settle = (id: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(id);
        stop?.();
      };
      const timer = setTimeout(() => settle(null), FIRST_CARD_WAIT_MS);
      stop = feed.$state.subscribe((state) => {
        if (state.status === 'idle' || state.status === 'loading') return;
        const scope = lane
          ? state.items.filter((card) => newOrderLane(card.orderStateStatus) === lane)
          : state.items;
        settle(scope.find((card) => card.id !== except)?.id ?? null);
      });
      if (settled) stop();
    });
  }

  async function move({ card, progress, lane, before, reason }: BoardMoveRequest) {
    const from = boardColumnOf(card.progress as OrderStatus);
    const effect: BoardMoveEffect = {
      id: card.id,
      card: movedCard(card, progress, lane),
      from,
      to: boardColumnOf(progress),
      before,
    };
    $moves.set([...$moves.get(), effect]);
    const body: MoveProgressRequest = { progress, before, ...(lane && { lane }), ...(reason && { reason }) };
    const result = await collection.mutate({
      effect,
      prepare: () => http.csrf.token('card'),
      send: () => http.put(`/order/${encodeURIComponent(card.id)}/move-progress`, { body, csrf: 'card' }),
    });
    // On success the server has renumbered positions: keep the placement until the columns hold
    // the server's order. A refusal puts the card back at once (the collection dropped the change).
    if (result.ok) await collection.refresh();
    $moves.set($moves.get().filter((other) => other !== effect));
    return result;
  }

  return {
    column,
    firstCard,
    move,
    refresh: () => collection.refresh(),
    destroy: () => collection.destroy(),
  };
}
