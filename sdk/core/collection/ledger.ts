/**
 * A mutation the views still have to show. Every request takes the next sequence number when it
 * leaves; the server answers in arrival order, so data fetched before `sent` cannot contain the
 * change and data fetched after `settled` (its answer came back) surely does. Data fetched in
 * between may or may not: only the change's idempotent part applies to it.
 */
export interface LedgerEntry<Effect> {
  id: number;
  effect: Effect;
  /** When the request left; Infinity while it waits (e.g. for its anti-forgery token). */
  sent: number;
  /** When its answer came back; Infinity while in flight (pending). */
  settled: number;
}

/** Something fetched, and the sequence number its request left with. */
export interface Fetched<T> {
  value: T;
  seq: number;
}

export type ItemPatch<Item, Effect> = (item: Item, effect: Effect, full: boolean) => Item | null;

/**
 * An item as the user should see it: changes its data predates apply in full; changes it may or may
 * not contain apply their idempotent part, so a refetch landing mid-delete never brings the item
 * back and a counter never counts a change twice.
 */
export function itemWithLedger<Item, Effect>(
  item: Item,
  seq: number,
  entries: readonly LedgerEntry<Effect>[],
  patch: ItemPatch<Item, Effect>,
): Item | null {
  let out: Item | null = item;
  for (const entry of entries) {
    if (out === null) break;
    if (seq < entry.sent) out = patch(out, entry.effect, true);
    else if (seq < entry.settled) out = patch(out, entry.effect, false);
  }
  return out;
}

/** Items of several pages as the user should see them, without duplicates (pages shift under deletes). */
export function pagesWithLedger<Item, Effect>(
  pages: readonly Fetched<readonly Item[]>[],
  entries: readonly LedgerEntry<Effect>[],
  key: (item: Item) => string,
  patch: ItemPatch<Item, Effect>,
  /** Keys already shown (by earlier pages): filled in as items are taken. */
  seen = new Set<string>(),
): Item[] {
  const out: Item[] = [];
  for (const page of pages) {
    for (const item of page.value) {
      const id = key(item);
      if (seen.has(id)) continue;
      seen.add(id);
      const shown = itemWithLedger(item, page.seq, entries, patch);
      if (shown !== null) out.push(shown);
    }
  }
  return out;
}

/**
 * A value as the user should see it: the last value taken plus every change sent after it. (A value
 * fetched while a change is in flight is held back, so "after" is never a guess.)
 */
export function valueWithLedger<V, Effect>(
  base: Fetched<V>,
  entries: readonly LedgerEntry<Effect>[],
  patch: (value: V, effect: Effect) => V,
): V {
  let value = base.value;
  for (const entry of entries) if (entry.sent > base.seq) value = patch(value, entry.effect);
  return value;
}

/** Entries in the order they left (not-yet-sent ones last, in the order they were made). */
export function sortLedger<Effect>(entries: readonly LedgerEntry<Effect>[]): LedgerEntry<Effect>[] {
  return [...entries].sort((a, b) => (a.sent === b.sent ? a.id - b.id : a.sent - b.sent));
}

export const inFlight = <Effect>(entries: readonly LedgerEntry<Effect>[]) =>
  entries.some((entry) => entry.settled === Number.POSITIVE_INFINITY);
