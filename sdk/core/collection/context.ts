import type { ReadableAtom } from 'nanostores';
import type { LedgerEntry } from './ledger';

/** What a list or a value needs from its collection (internal). */
export interface ViewContext<Item, Effect> {
  $ledger: ReadableAtom<readonly LedgerEntry<Effect>[]>;
  key(item: Item): string;
  /** The next request sequence number. */
  tick(): number;
  signedIn(): boolean;
  /** False once the collection is destroyed: nothing loads any more. */
  alive(): boolean;
  /** Keeps the realtime subscription while any view is watched. */
  acquire(): void;
  release(): void;
  /** Data fetched with this sequence number landed. */
  landed(seq: number): void;
}

/** A list or a value as the collection drives it (internal). */
export interface View<Item> {
  readonly live: boolean;
  /** Sequence number of the oldest data shown (Infinity when nothing is). */
  oldestSeq(): number;
  reload(): Promise<void>;
  /**
   * Forget everything (sign-out, new user); the next reload starts afresh. `hard`: show the empty
   * state at once even while watched (destroy).
   */
  reset(hard?: boolean): void;
  /** Items shown now (lists only). */
  shown(): readonly Item[];
  /** A change failed and left the ledger. */
  failed(): void;
}
