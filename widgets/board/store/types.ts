import type { ReadableAtom } from 'nanostores';
import type { OrderCard } from '../../../sdk/contract';
import type { BoardColumn, NewOrderLane } from '../../../sdk/core/access';
import type { LiveStatus } from '../../../sdk/core/collection';
import type { OrderStatus } from '../../../sdk/core/domain';
import type { HttpResult } from '../../../sdk/core/http';
import type { OrderFilterValue } from '../../../sdk/core/orders';

/** A card moving on the board: what every column shows while PUT /order/{id}/move-progress is out. */
export interface BoardMoveEffect {
  id: string;
  /** The card as it will read in its new place (new status and card state). */
  card: OrderCard;
  from: BoardColumn;
  to: BoardColumn;
  /** The card it now goes in front of in `to`, or null for the end of the column. */
  before: string | null;
}

/** One move as the board sends it (a drop or a "Move to…" choice). */
export interface BoardMoveRequest {
  card: OrderCard;
  progress: OrderStatus;
  lane?: NewOrderLane;
  before: string | null;
  reason?: string;
}

export interface BoardColumnState {
  status: LiveStatus;
  /** In board order, with the moves in flight applied. */
  items: readonly OrderCard[];
  /** The server's count of orders in the column (meta.total), moves in flight included; null until known. */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
}

export interface BoardColumnFeed {
  readonly $state: ReadableAtom<BoardColumnState>;
  loadMore(): Promise<void>;
}

export interface BoardStore {
  /** One column's cards for a filter, loaded page by page; the same feed while it is watched. */
  column(column: BoardColumn, filter: OrderFilterValue): BoardColumnFeed;
  /**
   * The first card of a column (or of a New Order half) but `except`, once the column's first page
   * is in: the card a move "to the top" goes in front of. Null for an empty column, or when its first
   * page has not come within a few seconds (the move then lands at the end).
   */
  firstCard(
    column: BoardColumn,
    filter: OrderFilterValue,
    except: string,
    lane?: NewOrderLane,
  ): Promise<string | null>;
  /** Optimistic move; a refusal puts the card back and answers the server's message. */
  move(request: BoardMoveRequest): Promise<HttpResult<unknown>>;
  /** Refetches every watched column (what `reload-order-list` / `reload-order` do). */
  refresh(): Promise<void>;
  destroy(): void;
}
