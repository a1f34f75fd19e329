import type { Notification } from '../contract';
import { type FeedKind, type NotificationEffect, patchCount, patchItem } from './effects';

/**
 * A mutation the lists and the count still have to show. Every request takes the next sequence
 * number when it leaves; the server answers in arrival order, so data fetched before `sent` cannot
 * contain the change and data fetched after `settled` (its answer came back) surely does. Data
 * fetched in between may or may not: only the change's idempotent part applies to it.
 */
export interface LedgerEntry {
  id: number;
  effect: NotificationEffect;
  /** When the request left; Infinity while it waits for its anti-forgery token. */
  sent: number;
  /** When its answer came back; Infinity while in flight (pending). */
  settled: number;
}

/** Something fetched, and the sequence number its request left with. */
export interface Fetched<T> {
  value: T;
  seq: number;
}

/**
 * An item as the user should see it: changes its data predates apply in full; changes it may or may
 * not contain apply their idempotent part (flags, removal), so a refetch landing mid-delete never
 * brings the item back and a group's totals never count a change twice.
 */
export function itemWithLedger(
  item: Notification,
  seq: number,
  entries: readonly LedgerEntry[],
  kind: FeedKind,
): Notification | null {
  let out: Notification | null = item;
  for (const entry of entries) {
    if (!out) break;
    if (seq < entry.sent) out = patchItem(out, entry.effect, kind, true);
    else if (seq < entry.settled) out = patchItem(out, entry.effect, kind, false);
  }
  return out;
}

/** Items of several pages as the user should see them, without duplicates (pages shift under deletes). */
export function itemsWithLedger(
  pages: readonly Fetched<readonly Notification[]>[],
  entries: readonly LedgerEntry[],
  kind: FeedKind,
): Notification[] {
  const seen = new Set<string>();
  const out: Notification[] = [];
  for (const page of pages) {
    for (const item of page.value) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      const shown = itemWithLedger(item, page.seq, entries, kind);
      if (shown) out.push(shown);
    }
  }
  return out;
}

/**
 * The count as the user should see it: the last count taken plus every change sent after it. (The
 * center never takes a count fetched while a change is in flight, so "after" is never a guess.)
 */
export function countWithLedger(base: Fetched<number>, entries: readonly LedgerEntry[]): number {
  let count = base.value;
  for (const entry of entries) if (entry.sent > base.seq) count = patchCount(count, entry.effect);
  return count;
}

/** Entries in the order they left (not-yet-sent ones last, in the order they were made). */
export function sortLedger(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return [...entries].sort((a, b) => (a.sent === b.sent ? a.id - b.id : a.sent - b.sent));
}
