import { atom, computed, onMount } from 'nanostores';
import type { HttpResult, ProofdeskError } from '../http';
import type { View, ViewContext } from './context';
import { type Fetched, type LedgerEntry, pagesWithLedger } from './ledger';
import type { LiveList, LiveListOptions, LiveListState, LivePage, LiveStatus } from './types';

interface ListPage<Item, Cursor> {
  cursor: Cursor;
  items: Fetched<readonly Item[]>;
  next: Cursor | null;
}

interface ListData<Item, Cursor> {
  status: LiveStatus;
  pages: ListPage<Item, Cursor>[];
  /** The cursor a Load More in flight asked for. */
  loadingMore: Cursor | null;
  error: ProofdeskError | null;
}

export type ListView<Item> = LiveList<Item> & View<Item>;

const unchanged = <Item>(item: Item) => item;

/** A paged list kept live while watched (see `LiveCollection.list`). */
export function createLiveList<Item, Effect, Cursor>(
  ctx: ViewContext<Item, Effect>,
  options: LiveListOptions<Item, Effect, Cursor>,
): ListView<Item> {
  const empty = (status: LiveStatus = 'idle'): ListData<Item, Cursor> => ({
    status,
    pages: [],
    loadingMore: null,
    error: null,
  });
  const $data = atom<ListData<Item, Cursor>>(empty());
  // Bumped by reset and by each reload: answers of an older generation are dropped.
  let generation = 0;
  let live = false;

  const fetchPage = async (cursor: Cursor) => {
    const seq = ctx.tick();
    const result: HttpResult<LivePage<Item, Cursor>> = await options.fetch(cursor);
    if (!result.ok) return result.error;
    const { items, next } = result.data;
    return { cursor, items: { value: items, seq }, next } satisfies ListPage<Item, Cursor>;
  };
  const failure = (page: ListPage<Item, Cursor> | ProofdeskError): page is ProofdeskError => 'kind' in page;

  async function reload(): Promise<void> {
    if (!ctx.alive()) return;
    if (!ctx.signedIn()) {
      generation++;
      $data.set(empty('signed-out'));
      return;
    }
    const mine = ++generation;
    const before = $data.get();
    const first = before.status !== 'ready';
    if (first) $data.set(empty('loading'));
    // A Load More in flight belongs to the generation this reload replaces: fetch its page too,
    // or the refresh the server pushes after every change would swallow the click.
    const cursors = before.pages.map((page) => page.cursor);
    if (before.loadingMore !== null) cursors.push(before.loadingMore);
    if (cursors.length === 0) cursors.push(options.first);
    const answers = await Promise.all(cursors.map(fetchPage));
    if (mine !== generation) return;
    const failed = answers.find(failure);
    if (failed) {
      // A failed refresh keeps what is shown; only a failed first load is an error state.
      if (first) $data.set({ ...empty('error'), error: failed });
      return;
    }
    const pages = answers as ListPage<Item, Cursor>[];
    $data.set({ status: 'ready', pages, loadingMore: null, error: null });
    ctx.landed(Math.max(...pages.map((page) => page.items.seq)));
  }

  async function loadMore(): Promise<void> {
    if (!ctx.alive()) return;
    const data = $data.get();
    const next = data.pages.at(-1)?.next ?? null;
    if (data.status !== 'ready' || data.loadingMore !== null || next === null) return;
    const mine = generation;
    $data.set({ ...data, loadingMore: next, error: null });
    const page = await fetchPage(next);
    if (mine !== generation) return;
    const now = $data.get();
    if (failure(page)) {
      $data.set({ ...now, loadingMore: null, error: page });
      return;
    }
    $data.set({ ...now, pages: [...now.pages, page], loadingMore: null });
    ctx.landed(page.items.seq);
  }

  const patch = options.patch ?? unchanged;
  const atEnd = options.insertAt === 'end';

  /** Items changes add, on the page where they would show, while that page may predate them. */
  function withInserts(
    items: Item[],
    pages: readonly ListPage<Item, Cursor>[],
    entries: readonly LedgerEntry<Effect>[],
  ): Item[] {
    const page = atEnd ? pages.at(-1) : pages[0];
    if (!options.inserts || !page) return items;
    // Built only when a change has something to add (not for every page that lands).
    let seen: Set<string> | null = null;
    const added: Item[] = [];
    for (const entry of entries) {
      if (page.items.seq >= entry.settled) continue;
      for (const item of options.inserts(entry.effect)) {
        const id = ctx.key(item);
        seen ??= new Set(items.map(ctx.key));
        if (seen.has(id)) continue;
        seen.add(id);
        added.push(item);
      }
    }
    if (added.length === 0) return items;
    return atEnd ? [...items, ...added] : [...added.reverse(), ...items];
  }
  // The last pages' items, kept so a page that lands after them costs its own items, not all of
  // them again (a column scrolled to 5,000 cards; docs/performance.md "Order board").
  let merged: {
    pages: readonly ListPage<Item, Cursor>[];
    entries: readonly LedgerEntry<Effect>[];
    items: Item[];
    seen: Set<string>;
  } | null = null;
  function pagedItems(pages: readonly ListPage<Item, Cursor>[], entries: readonly LedgerEntry<Effect>[]) {
    const before = merged;
    const appended =
      before !== null &&
      before.entries === entries &&
      pages.length > before.pages.length &&
      before.pages.every((page, index) => pages[index] === page);
    // The set is the cache's own: extending it in place keeps each item's check O(1).
    const seen = appended ? before.seen : new Set<string>();
    const fresh = pagesWithLedger(
      (appended ? pages.slice(before.pages.length) : pages).map((page) => page.items),
      entries,
      ctx.key,
      patch,
      seen,
    );
    const items = appended ? before.items.concat(fresh) : fresh;
    merged = { pages, entries, items, seen };
    return items;
  }

  const $state = computed([$data, ctx.$ledger], (data, entries): LiveListState<Item> => {
    const last = data.pages.at(-1);
    // Emptied by a change the last page may predate: nothing more to load.
    const exhausted = (entry: LedgerEntry<Effect>) =>
      !!options.exhausts?.(entry.effect) && (last?.items.seq ?? 0) < entry.settled;
    const items = pagedItems(data.pages, entries);
    return {
      status: data.status,
      items: withInserts(items, data.pages, entries),
      hasMore: !!last && last.next !== null && !entries.some(exhausted),
      loadingMore: data.loadingMore !== null,
      error: data.error,
    };
  });

  onMount($state, () => {
    live = true;
    ctx.acquire();
    void reload();
    return () => {
      live = false;
      ctx.release();
      generation++;
      $data.set(empty());
    };
  });

  return {
    $state,
    loadMore,
    reload,
    get live() {
      return live;
    },
    oldestSeq: () => Math.min(Infinity, ...$data.get().pages.map((page) => page.items.seq)),
    reset() {
      generation++;
      $data.set(empty());
    },
    // Only what someone sees: get() on an unwatched list would mount it and fetch.
    shown: () => (live ? $state.get().items : []),
    failed() {},
  };
}
