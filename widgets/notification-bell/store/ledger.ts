import type { Notification } from '../../../sdk/contract';
import {
  type Fetched,
  type LedgerEntry as GenericEntry,
  itemWithLedger as genericItem,
  pagesWithLedger,
  valueWithLedger,
} from '../../../sdk/core/collection';
import { type FeedKind, type NotificationEffect, patchCount, patchItem } from './effects';

// The live collection's ledger (sdk/core/collection) with the notification effects filled in.

export type LedgerEntry = GenericEntry<NotificationEffect>;

const key = (n: Notification) => n.id;

/** The patch a list of `kind` applies (a group row stands for its whole group). */
export const patchFor =
  (kind: FeedKind) =>
  (n: Notification, effect: NotificationEffect, full: boolean): Notification | null =>
    patchItem(n, effect, kind, full);

/** One notification as the user should see it under the changes in flight. */
export function itemWithLedger(
  item: Notification,
  seq: number,
  entries: readonly LedgerEntry[],
  kind: FeedKind,
): Notification | null {
  return genericItem(item, seq, entries, patchFor(kind));
}

/** Items of several pages as the user should see them, without duplicates. */
export function itemsWithLedger(
  pages: readonly Fetched<readonly Notification[]>[],
  entries: readonly LedgerEntry[],
  kind: FeedKind,
): Notification[] {
  return pagesWithLedger(pages, entries, key, patchFor(kind));
}

/** The unread count: the last count taken plus every change sent after it. */
export function countWithLedger(base: Fetched<number>, entries: readonly LedgerEntry[]): number {
  return valueWithLedger(base, entries, patchCount);
}
