import type { ReadableAtom } from 'nanostores';
import type { RealtimeEvents } from '../events';
import type { HttpResult, ProofdeskError } from '../http';
import type { Realtime, RealtimeEventKind } from '../realtime';

/**
 * - `idle`: nobody watches it yet (or it was reset).
 * - `signed-out`: the collection follows a session and nobody is signed in: nothing is fetched.
 * - `loading`: a list's first page, or a value's answer, is on its way.
 * - `ready`: shows what the server answered (plus the optimistic changes in flight).
 * - `error`: a list's first page failed, or a value's last load did (`error` says why).
 */
export type LiveStatus = 'idle' | 'signed-out' | 'loading' | 'ready' | 'error';

/** One page as a list's `fetch` answers it: its items and the cursor of the next page (null: none). */
export interface LivePage<Item, Cursor> {
  items: readonly Item[];
  next: Cursor | null;
}

export interface LiveListOptions<Item, Effect, Cursor> {
  /** The cursor of the first page (a page number, an offset, an opaque token). */
  first: Cursor;
  /** Fetches one page. A page the server no longer has may answer `{ items: [], next: null }`. */
  fetch(cursor: Cursor): Promise<HttpResult<LivePage<Item, Cursor>>>;
  /**
   * An item under an optimistic change, or null when the change removes it. `full` is true for
   * data fetched before the change left, false for data fetched while it was in flight (which may
   * or may not contain it): then apply only the idempotent part (flags, removals), never counters.
   */
  patch?(item: Item, effect: Effect, full: boolean): Item | null;
  /** A change after which nothing is left to load (e.g. "delete all"): hides Load More. */
  exhausts?(effect: Effect): boolean;
  /**
   * Items a change adds (a preset being saved, a comment being posted), shown at once at `insertAt`
   * while the list's data may predate the change. Items already listed under the same key are not
   * added twice: give a placeholder the key the server will answer, or have the mutation refetch
   * (`settle.refetch()`), after which the server's item takes its place.
   */
  inserts?(effect: Effect): readonly Item[];
  /** Where inserted items show: 'start' (default, newest-first lists) or 'end'. */
  insertAt?: 'start' | 'end';
}

/** What a list shows; `items` already carry every optimistic change in flight. */
export interface LiveListState<Item> {
  status: LiveStatus;
  items: readonly Item[];
  /** More pages remain ("Load More"). */
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the first page or the last Load More failed. */
  error: ProofdeskError | null;
}

/** A paged server list, loaded with its first subscriber and kept live while anyone listens. */
export interface LiveList<Item> {
  readonly $state: ReadableAtom<LiveListState<Item>>;
  /** Appends the next page. */
  loadMore(): Promise<void>;
  /** Fetches every page shown again (a failed refresh keeps what is shown). */
  reload(): Promise<void>;
}

/** A value's status: a list's, plus `empty` when `load` said there is nothing to ask. */
export type LiveValueStatus = LiveStatus | 'empty';

export interface LiveValueState<V> {
  status: LiveValueStatus;
  /** The last answer, kept while reloading and after an error; null after sign-in changes. */
  value: V | null;
  error: ProofdeskError | null;
}

export interface LiveValueOptions<V, Effect> {
  /** The value before any answer, while signed out and after a reset (e.g. 0 for a count). */
  initial?: V;
  /** One request for the value, or null when there is nothing to ask (status `empty`). */
  load(): Promise<HttpResult<V>> | null;
  /** The value under an optimistic change (e.g. an unread count lowered by a "mark read"). */
  patch?(value: V, effect: Effect): V;
  /** Stores the request depends on: a change reloads at once, and older answers are dropped. */
  inputs?: ReadonlyArray<ReadableAtom<unknown>>;
}

/** A single server value (a count, a priced cart) kept live while watched. */
export interface LiveValue<V> {
  /** Loads with its first subscriber; the value carries the optimistic changes in flight. */
  readonly $state: ReadableAtom<LiveValueState<V>>;
  reload(): Promise<void>;
}

/** What a successful mutation may tell the collection. */
export interface MutationSettle {
  /** The answer says what a value is now (e.g. the unread count after "mark read"). */
  confirm<V>(value: LiveValue<V>, answer: V): void;
  /** The answer leaves things the patch could not know: refetch what is watched. */
  refetch(): void;
}

export interface MutationSpec<T, Effect> {
  /** The optimistic change, shown at once by every list and value until the answer is in. */
  effect: Effect;
  /** Runs before the request leaves (e.g. fetching an anti-forgery token), so ordering stays exact. */
  prepare?(): Promise<unknown>;
  /** The server call. A failure rolls the change back and answers the server's message. */
  send(): Promise<HttpResult<T>>;
  onSuccess?(data: T, settle: MutationSettle): void;
}

/** Which realtime events refetch the collection: `true`, or a test of the payload. */
export type LiveRefetchOn = {
  [K in RealtimeEventKind]?: true | ((payload: RealtimeEvents[K]) => boolean);
};

export interface LiveCollectionOptions<Item> {
  /** Items with the same key are the same item (pages shift under deletes: duplicates are dropped). */
  key(item: Item): string;
  /** Followed when given: nothing loads while signed out; another user's sign-in resets everything. */
  session?: { readonly $token: ReadableAtom<string | null> };
  /** With `refetchOn`: events refetch what is watched, and a (re)connect catches up on missed ones. */
  realtime?: Pick<Realtime, 'subscribe' | '$status'>;
  refetchOn?: LiveRefetchOn;
}

export interface LiveListHandleOptions {
  /** Kept for the collection's life; otherwise dropped once unwatched and recreated on demand. */
  keep?: boolean;
}

export interface LiveCollection<Item, Effect> {
  /**
   * The list under `key`: the same list while it is in use (or `keep`); `options` is read only
   * when it is created.
   */
  list<Cursor>(
    key: string,
    options: LiveListOptions<Item, Effect, Cursor>,
    handle?: LiveListHandleOptions,
  ): LiveList<Item>;
  /** A value that shares the collection's session, events and optimistic changes. */
  value<V>(options: LiveValueOptions<V, Effect>): LiveValue<V>;
  /** Optimistic: every view changes at once; a failure rolls it back, then refetches. */
  mutate<T>(spec: MutationSpec<T, Effect>): Promise<HttpResult<T>>;
  /** Every item the watched lists show now (to judge a change by what the user sees). */
  shown(): Item[];
  /** Refetches every watched list and value (what a realtime event does); one run at a time. */
  refresh(): Promise<void>;
  /** Forgets everything (as a sign-out does); watched views load again. */
  reset(): void;
  destroy(): void;
}
