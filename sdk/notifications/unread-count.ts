import { atom, computed, type ReadableAtom } from 'nanostores';
import type { UnreadCount } from '../contract';
import type { HttpClient } from '../http';
import { countWithLedger, type Fetched, type LedgerEntry } from './ledger';

export interface UnreadCountOptions {
  http: HttpClient;
  $ledger: ReadableAtom<readonly LedgerEntry[]>;
  tick(): number;
  signedIn(): boolean;
  landed(seq: number): void;
}

/**
 * The unread count: the last count taken plus the changes sent after it. A count fetched while a
 * change is in flight may or may not contain it, so it is held back: dropped when the change
 * succeeds (its answer is the truth then), taken when it fails.
 */
export function createUnreadCount({ http, $ledger, tick, signedIn, landed }: UnreadCountOptions) {
  const $base = atom<Fetched<number>>({ value: 0, seq: 0 });
  let held: Fetched<number> | null = null;
  const inFlight = () => $ledger.get().some((e) => e.settled === Number.POSITIVE_INFINITY);

  function take(fetched: Fetched<number>): void {
    if (inFlight()) {
      if (!held || fetched.seq > held.seq) held = fetched;
    } else if (fetched.seq > $base.get().seq) {
      $base.set(fetched);
    }
  }

  return {
    $unread: computed([$base, $ledger], countWithLedger),
    /** Sequence number of the count shown (changes sent before it are in it). */
    seq: () => $base.get().seq,
    async load(): Promise<void> {
      const seq = tick();
      if (!signedIn()) {
        take({ value: 0, seq });
        return;
      }
      const result = await http.get<UnreadCount>('/message/unread-count');
      if (!result.ok) return;
      landed(seq);
      take({ value: result.data.count, seq });
    },
    /** A change sent with `sent` succeeded. Returns whether a held guess was dropped (refetch then). */
    succeeded(sent: number, count: number): boolean {
      const dropped = held !== null;
      held = null;
      if (sent > $base.get().seq) $base.set({ value: count, seq: sent });
      return dropped;
    },
    /** A change failed and left the ledger: with nothing else in flight, a held count is the truth. */
    failed(): void {
      if (!held || inFlight()) return;
      const count = held;
      held = null;
      take(count);
    },
    reset(seq: number): void {
      held = null;
      $base.set({ value: 0, seq });
    },
  };
}
