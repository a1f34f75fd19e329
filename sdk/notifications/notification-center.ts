import { atom, onMount } from 'nanostores';
import type { MessageMutation } from '../contract';
import type { HttpClient, HttpMethod } from '../http';
import type { Realtime } from '../realtime';
import type { Session } from '../session';
import { effectFor, type NotificationEffect } from './effects';
import { createFeed, type FeedContext, type LiveFeed } from './feed';
import { type LedgerEntry, sortLedger } from './ledger';
import { createLiveness } from './live';
import type { NotificationCenter, NotificationMutationResult, NotificationRef } from './types';
import { createUnreadCount } from './unread-count';

export interface NotificationCenterOptions {
  http: HttpClient;
  realtime: Realtime;
  session: Pick<Session, '$token'>;
}

/**
 * The notification state of one instance, shared by every bell on the page: the unread count, the
 * lists, and optimistic mutations that roll back when the server refuses. Nothing loads until a
 * list or the count is watched; while one is, realtime nudges keep everything fresh.
 */
export function createNotificationCenter({
  http,
  realtime,
  session,
}: NotificationCenterOptions): NotificationCenter {
  let clock = 0;
  let entryIds = 0;
  let lastLanded = 0;
  const tick = () => ++clock;
  const $ledger = atom<readonly LedgerEntry[]>([]);
  const signedIn = () => !!session.$token.get();
  const live = createLiveness({ realtime, session, onNudge: () => void refresh(), onUserChange: resetAll });
  const ctx: FeedContext = {
    http,
    $ledger,
    tick,
    signedIn,
    acquire: live.acquire,
    release: live.release,
    landed,
  };
  const count = createUnreadCount({ http, $ledger, tick, signedIn, landed });

  const groups = createFeed(ctx, '/message/groups', 'groups');
  const details = new Map<string, LiveFeed>();
  const feeds = () => [groups, ...details.values()];

  function group(key: string): LiveFeed {
    const existing = details.get(key);
    if (existing) return existing;
    // A feed asked for during a render React threw away is never watched: forget such feeds here,
    // so they cannot pile up. One that does get watched later registers itself again.
    for (const [other, feed] of details) if (!feed.live) details.delete(other);
    const created = createFeed(ctx, `/message/group/${encodeURIComponent(key)}`, 'group', key);
    onMount(created.$state, () => {
      if (!details.get(key)?.live) details.set(key, created);
      // Dropped once nobody watches it (nanostores unmounts a second after the last listener).
      return () => {
        if (details.get(key) === created) details.delete(key);
      };
    });
    details.set(key, created);
    return created;
  }

  function landed(seq: number): void {
    lastLanded = Math.max(lastLanded, seq);
    collect();
  }

  /** Forgets done changes that every list and the count have newer data for. */
  function collect(): void {
    const floor = Math.min(count.seq(), ...feeds().map((f) => f.oldestSeq()));
    const entries = $ledger.get();
    const kept = entries.filter((e) => e.settled > floor);
    if (kept.length !== entries.length) $ledger.set(kept);
  }

  // One refresh at a time; nudges arriving meanwhile fold into one more run.
  let refreshing: Promise<void> | undefined;
  let again = false;
  function refresh(): Promise<void> {
    if (refreshing) {
      again = true;
      return refreshing;
    }
    const run = async () => {
      do {
        again = false;
        const lists = feeds().filter((f) => f.live);
        await Promise.all([count.load(), ...lists.map((f) => f.reload())]);
      } while (again);
    };
    refreshing = run().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  function resetAll(): void {
    $ledger.set([]);
    count.reset(tick());
    for (const feed of feeds()) feed.reset();
  }

  onMount(count.$unread, () => {
    live.acquire();
    void count.load();
    return live.release;
  });

  const setEntry = (id: number, patch: Partial<LedgerEntry> | null) =>
    $ledger.set(
      sortLedger($ledger.get().flatMap((e) => (e.id !== id ? [e] : patch ? [{ ...e, ...patch }] : []))),
    );

  async function mutate(method: HttpMethod, path: string, effect: NotificationEffect) {
    const id = ++entryIds;
    const unsent = Number.POSITIVE_INFINITY;
    $ledger.set(sortLedger([...$ledger.get(), { id, effect, sent: unsent, settled: unsent }]));
    // Fetch the anti-forgery token first, so `sent` marks when the change really leaves.
    await http.csrf.token('profile');
    const sent = tick();
    setEntry(id, { sent });
    const result: NotificationMutationResult = await http.request<MessageMutation>(method, path, {
      csrf: 'profile',
    });
    if (result.ok) {
      const guessed = count.succeeded(sent, result.data.unreadCount);
      setEntry(id, { settled: tick() });
      collect();
      // Lists fetched while it was in flight show its flags, but their totals may be off: refetch.
      if (guessed || lastLanded > sent) void refresh();
    } else {
      // Rolled back by dropping the entry; then converge on what the server really holds.
      setEntry(id, null);
      count.failed();
      void refresh();
    }
    return result;
  }

  const one = (target: NotificationRef) =>
    'group' in target
      ? `/message/group/${encodeURIComponent(target.group)}`
      : `/message/${encodeURIComponent(target.id)}`;
  const shown = () => feeds().flatMap((f) => f.$state.get().items);
  const now = () => new Date().toISOString();

  return {
    $unread: count.$unread,
    groups,
    group,
    markRead: (target) => mutate('PUT', `${one(target)}/read`, effectFor('read', target, shown(), now())),
    remove: (target) => mutate('DELETE', one(target), effectFor('delete', target, shown(), now())),
    markAllRead: () => mutate('PUT', '/message/read', { kind: 'read-all', at: now() }),
    removeAll: () => mutate('DELETE', '/message', { kind: 'delete-all' }),
    refresh,
    destroy() {
      live.stop();
      resetAll();
    },
  };
}
