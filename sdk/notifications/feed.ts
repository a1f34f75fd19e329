import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { Notification } from '../contract';
import { hasMorePages, NOTIFICATION_FIRST_PAGE, NOTIFICATION_PAGE_SIZE, type PageMeta } from '../domain';
import type { HttpClient, HttpResult, ProofdeskError } from '../http';
import type { FeedKind } from './effects';
import { type Fetched, itemsWithLedger, type LedgerEntry } from './ledger';
import type { NotificationFeed, NotificationFeedState, NotificationFeedStatus } from './types';

/** What a feed needs from its center. */
export interface FeedContext {
  http: HttpClient;
  $ledger: ReadableAtom<readonly LedgerEntry[]>;
  /** The next request sequence number. */
  tick(): number;
  signedIn(): boolean;
  /** Keeps the realtime subscription while any list or count is watched. */
  acquire(): void;
  release(): void;
  /** Data fetched with this sequence number landed. */
  landed(seq: number): void;
}

interface FeedData {
  status: NotificationFeedStatus;
  pages: Fetched<readonly Notification[]>[];
  meta: Fetched<PageMeta> | null;
  loadingMore: boolean;
  error: ProofdeskError | null;
}

const EMPTY: FeedData = { status: 'idle', pages: [], meta: null, loadingMore: false, error: null };

export interface LiveFeed extends NotificationFeed {
  readonly live: boolean;
  /** Sequence number of the oldest data shown (Infinity when nothing is). */
  oldestSeq(): number;
  /** Forget everything (sign-out, new user); the next reload starts from page 1. */
  reset(): void;
}

/** A paged list kept live while watched; `group` set for one group's detail list. */
export function createFeed(ctx: FeedContext, path: string, kind: FeedKind, group?: string): LiveFeed {
  const $data = atom<FeedData>(EMPTY);
  // Bumped by reset and by each reload: answers of an older generation are dropped.
  let generation = 0;
  let live = false;

  const fetchPage = (page: number) => {
    const seq = ctx.tick();
    return ctx.http
      .get<Notification[]>(path, { query: { page, limit: NOTIFICATION_PAGE_SIZE } })
      .then((result) => ({ result, seq }));
  };

  /** A group deleted elsewhere answers 404: for this list that simply means empty. */
  const pageOf = ({ result, seq }: { result: HttpResult<Notification[]>; seq: number }, page: number) => {
    if (result.ok) {
      const meta = result.meta ?? { page, totalPages: page };
      return { items: { value: result.data ?? [], seq }, meta: { value: meta, seq } };
    }
    if (result.error.status === 404) {
      return { items: { value: [], seq }, meta: { value: { page, totalPages: 0 }, seq } };
    }
    return result.error;
  };

  async function reload(): Promise<void> {
    if (!ctx.signedIn()) {
      $data.set({ ...EMPTY, status: 'signed-out' });
      return;
    }
    const mine = ++generation;
    const before = $data.get();
    const first = before.status !== 'ready';
    if (first) $data.set({ ...EMPTY, status: 'loading' });
    // A Load More in flight belongs to the generation this reload replaces: fetch its page too,
    // or the refresh the server pushes after every change would swallow the click.
    const count = Math.max(1, before.pages.length + (before.loadingMore ? 1 : 0));
    const pages = Array.from({ length: count }, (_, i) => NOTIFICATION_FIRST_PAGE + i);
    const answers = await Promise.all(pages.map(fetchPage));
    if (mine !== generation) return;
    const parsed = answers.map((answer, i) => pageOf(answer, pages[i] ?? 1));
    const failed = parsed.find((p): p is ProofdeskError => 'kind' in p);
    if (failed) {
      // A failed refresh keeps what is shown; only a failed first load is an error state.
      if (first) $data.set({ ...EMPTY, status: 'error', error: failed });
      return;
    }
    const ok = parsed as Exclude<(typeof parsed)[number], ProofdeskError>[];
    const last = ok[ok.length - 1];
    $data.set({
      status: 'ready',
      pages: ok.map((p) => p.items),
      meta: last ? last.meta : null,
      loadingMore: false,
      error: null,
    });
    ctx.landed(Math.max(...ok.map((p) => p.items.seq)));
  }

  async function loadMore(): Promise<void> {
    const data = $data.get();
    if (data.status !== 'ready' || data.loadingMore || !data.meta || !hasMorePages(data.meta.value)) return;
    const mine = generation;
    $data.set({ ...data, loadingMore: true, error: null });
    const page = data.meta.value.page + 1;
    const parsed = pageOf(await fetchPage(page), page);
    if (mine !== generation) return;
    const now = $data.get();
    if ('kind' in parsed) {
      $data.set({ ...now, loadingMore: false, error: parsed });
      return;
    }
    $data.set({ ...now, pages: [...now.pages, parsed.items], meta: parsed.meta, loadingMore: false });
    ctx.landed(parsed.items.seq);
  }

  const $state = computed([$data, ctx.$ledger], (data, entries): NotificationFeedState => {
    // Emptied by a change the last page may predate: nothing more to load.
    const cleared = (entry: LedgerEntry) =>
      (entry.effect.kind === 'delete-all' ||
        (entry.effect.kind === 'delete-group' && entry.effect.group === group)) &&
      (data.meta?.seq ?? 0) < entry.settled;
    return {
      status: data.status,
      items: itemsWithLedger(data.pages, entries, kind),
      hasMore: !!data.meta && hasMorePages(data.meta.value) && !entries.some(cleared),
      loadingMore: data.loadingMore,
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
      $data.set(EMPTY);
    };
  });

  return {
    $state,
    loadMore,
    reload,
    get live() {
      return live;
    },
    oldestSeq: () => Math.min(Infinity, ...$data.get().pages.map((p) => p.seq)),
    reset() {
      generation++;
      $data.set(EMPTY);
    },
  };
}
