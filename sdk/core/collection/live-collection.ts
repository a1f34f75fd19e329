import { atom, onMount } from 'nanostores';
import type { HttpResult } from '../http';
import type { View, ViewContext } from './context';
import { type LedgerEntry, sortLedger } from './ledger';
import { createLiveList } from './live-list';
import { createLiveValue, type ValueView } from './live-value';
import { createLiveness } from './liveness';
import type {
  LiveCollection,
  LiveCollectionOptions,
  LiveList,
  LiveListHandleOptions,
  LiveListOptions,
  LiveValue,
  LiveValueOptions,
  MutationSpec,
} from './types';

interface ListSlot<Item> {
  list: LiveList<Item> & View<Item>;
  keep: boolean;
}

/**
 * A server-backed collection: paged lists and single values over one kind of item, optimistic
 * mutations that every view shows at once and that roll back when the server refuses, refetches on
 * realtime events and after a reconnect, a reset when another user signs in. Nothing loads until a
 * view is watched; answers to outdated requests never overwrite newer state.
 *
 * Ordering: every request takes the next number of one sequence when it leaves. A mutation's ledger
 * entry records when it left and when its answer came back, so each view knows which changes its
 * data may predate (see `ledger.ts`).
 */
export function createLiveCollection<Item, Effect = never>(
  options: LiveCollectionOptions<Item>,
): LiveCollection<Item, Effect> {
  let clock = 0;
  let entryIds = 0;
  let lastLanded = 0;
  let destroyed = false;
  const tick = () => ++clock;
  const $ledger = atom<readonly LedgerEntry<Effect>[]>([]);
  const signedIn = () => !options.session || !!options.session.$token.get();
  const live = createLiveness({
    session: options.session,
    realtime: options.realtime,
    refetchOn: options.refetchOn,
    onNudge: () => void refresh(),
    onReset: resetAll,
    onUserChange() {
      resetAll();
      // At once, not folded into a refresh in flight: that one is for the previous user.
      for (const view of views()) if (view.live) void view.reload();
    },
  });
  const ctx: ViewContext<Item, Effect> = {
    $ledger,
    key: options.key,
    tick,
    signedIn,
    alive: () => !destroyed,
    acquire: live.acquire,
    release: live.release,
    landed,
  };

  const lists = new Map<string, ListSlot<Item>>();
  const values: ValueView<unknown>[] = [];
  const views = (): View<Item>[] => [...[...lists.values()].map((slot) => slot.list), ...values];

  function list<Cursor>(
    key: string,
    listOptions: LiveListOptions<Item, Effect, Cursor>,
    { keep = false }: LiveListHandleOptions = {},
  ): LiveList<Item> {
    const existing = lists.get(key);
    if (existing) return existing.list;
    // A list asked for during a render React threw away is never watched: forget such lists here,
    // so they cannot pile up. One that does get watched later registers itself again.
    for (const [other, slot] of lists) if (!slot.keep && !slot.list.live) lists.delete(other);
    const created = createLiveList(ctx, listOptions);
    const slot = { list: created, keep };
    if (!keep) {
      onMount(created.$state, () => {
        if (!lists.get(key)?.list.live) lists.set(key, slot);
        // Dropped once nobody watches it (nanostores unmounts a second after the last listener).
        return () => {
          if (lists.get(key) === slot) lists.delete(key);
        };
      });
    }
    lists.set(key, slot);
    return created;
  }

  function value<V>(valueOptions: LiveValueOptions<V, Effect>): LiveValue<V> {
    const created = createLiveValue(ctx, valueOptions);
    values.push(created as ValueView<unknown>);
    return created;
  }

  function landed(seq: number): void {
    lastLanded = Math.max(lastLanded, seq);
    collect();
  }

  /** Forgets done changes that every view has newer data for. */
  function collect(): void {
    const floor = Math.min(...views().map((view) => view.oldestSeq()));
    const entries = $ledger.get();
    const kept = entries.filter((entry) => entry.settled > floor);
    if (kept.length !== entries.length) $ledger.set(kept);
  }

  // One refresh at a time; nudges arriving meanwhile fold into one more run.
  let refreshing: Promise<void> | undefined;
  let again = false;
  function refresh(): Promise<void> {
    if (destroyed) return Promise.resolve();
    if (refreshing) {
      again = true;
      return refreshing;
    }
    const run = async () => {
      do {
        again = false;
        await Promise.all(views().flatMap((view) => (view.live ? [view.reload()] : [])));
      } while (again);
    };
    refreshing = run().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  function resetAll(hard = false): void {
    if ($ledger.get().length > 0) $ledger.set([]);
    for (const view of views()) view.reset(hard);
  }

  const setEntry = (id: number, patch: Partial<LedgerEntry<Effect>> | null) =>
    $ledger.set(
      sortLedger($ledger.get().flatMap((e) => (e.id !== id ? [e] : patch ? [{ ...e, ...patch }] : []))),
    );

  async function mutate<T>(spec: MutationSpec<T, Effect>): Promise<HttpResult<T>> {
    const id = ++entryIds;
    const unsent = Number.POSITIVE_INFINITY;
    $ledger.set(sortLedger([...$ledger.get(), { id, effect: spec.effect, sent: unsent, settled: unsent }]));
    await spec.prepare?.();
    const sent = tick();
    setEntry(id, { sent });
    const result = await spec.send();
    if (result.ok) {
      let stale = false;
      spec.onSuccess?.(result.data, {
        confirm<V>(target: LiveValue<V>, answer: V) {
          // A value fetched while the change was in flight was held back: refetch to be sure.
          if ((target as ValueView<V>).succeeded(sent, answer)) stale = true;
        },
        refetch() {
          stale = true;
        },
      });
      setEntry(id, { settled: tick() });
      collect();
      // Lists fetched while it was in flight show its idempotent part, but counters may be off.
      if (stale || lastLanded > sent) void refresh();
    } else {
      // Rolled back by dropping the entry; then converge on what the server really holds.
      setEntry(id, null);
      for (const view of views()) view.failed();
      void refresh();
    }
    return result;
  }

  return {
    list,
    value,
    mutate,
    shown: () => views().flatMap((view) => view.shown()),
    refresh,
    reset() {
      resetAll();
      for (const view of views()) if (view.live) void view.reload();
    },
    destroy() {
      destroyed = true;
      live.stop();
      resetAll(true);
    },
  };
}
