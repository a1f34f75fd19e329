import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { ProofdeskError } from '../http';
import type { View, ViewContext } from './context';
import { type Fetched, inFlight, valueWithLedger } from './ledger';
import type { LiveValue, LiveValueOptions, LiveValueState, LiveValueStatus } from './types';

interface ValueData<V> {
  status: LiveValueStatus;
  base: Fetched<V> | null;
  error: ProofdeskError | null;
}

export interface ValueView<V> extends LiveValue<V>, View<never> {
  /** A change sent with `sent` succeeded and its answer says what the value is. */
  succeeded(sent: number, answer: V): boolean;
}

/**
 * A value kept live while watched (see `LiveCollection.value`): the last value taken plus the
 * changes sent after it. A value fetched while a change is in flight may or may not contain it, so
 * it is held back: dropped when the change succeeds (its answer is the truth then), taken when it
 * fails.
 */
export function createLiveValue<V, Effect>(
  ctx: Pick<
    ViewContext<unknown, Effect>,
    '$ledger' | 'tick' | 'signedIn' | 'alive' | 'acquire' | 'release' | 'landed'
  >,
  options: LiveValueOptions<V, Effect>,
): ValueView<V> {
  const initial = (seq: number): Fetched<V> | null =>
    options.initial === undefined ? null : { value: options.initial, seq };
  const $data = atom<ValueData<V>>({ status: 'idle', base: initial(0), error: null });
  let generation = 0;
  let live = false;
  let held: Fetched<V> | null = null;
  // Set by a reset while watched: the next answer replaces the value without showing the old one.
  let forgotten = false;

  const set = (status: LiveValueStatus, base: Fetched<V> | null, error: ProofdeskError | null = null) =>
    $data.set({ status, base, error });

  function take(fetched: Fetched<V>): void {
    const { base } = $data.get();
    if (inFlight(ctx.$ledger.get())) {
      if (!held || fetched.seq > held.seq) held = fetched;
      set('ready', base);
    } else {
      // A value newer than this answer (a mutation's confirmed one) stays.
      set('ready', !base || fetched.seq > base.seq ? fetched : base);
    }
  }

  async function reload(): Promise<void> {
    if (!ctx.alive()) return;
    const mine = ++generation;
    if (!ctx.signedIn()) {
      forgotten = false;
      held = null;
      set('signed-out', initial(ctx.tick()));
      return;
    }
    const last = forgotten ? initial(0) : $data.get().base;
    forgotten = false;
    // Taken before the request leaves: data fetched after a change was sent must compare as newer.
    const seq = ctx.tick();
    const request = options.load();
    if (!request) {
      set('empty', last);
      return;
    }
    set('loading', last);
    const result = await request;
    if (mine !== generation) return;
    if (!result.ok) {
      set('error', $data.get().base, result.error);
      return;
    }
    ctx.landed(seq);
    take({ value: result.data, seq });
  }

  const { patch } = options;
  const toState = (data: ValueData<V>, value: V | null): LiveValueState<V> => ({
    status: data.status,
    value,
    error: data.error,
  });
  const $state: ReadableAtom<LiveValueState<V>> = patch
    ? computed([$data, ctx.$ledger], (data, entries) =>
        toState(data, data.base && valueWithLedger(data.base, entries, patch)),
      )
    : computed($data, (data) => toState(data, data.base?.value ?? null));

  onMount($state, () => {
    live = true;
    ctx.acquire();
    const unbind = (options.inputs ?? []).map((input) => input.listen(() => void reload()));
    void reload();
    return () => {
      live = false;
      for (const each of unbind) each();
      ctx.release();
      // Nobody listens any more: whatever is in flight is for nobody.
      generation++;
    };
  });

  return {
    $state,
    reload,
    get live() {
      return live;
    },
    oldestSeq: () => $data.get().base?.seq ?? Number.POSITIVE_INFINITY,
    reset(hard = false) {
      generation++;
      held = null;
      // Watched: the reload that follows shows the next state; setting one here would flash it.
      if (live && !hard) forgotten = true;
      else set('idle', initial(ctx.tick()));
    },
    shown: () => [],
    succeeded(sent, answer) {
      const dropped = held !== null;
      held = null;
      const { base } = $data.get();
      if (!base || sent > base.seq) set('ready', { value: answer, seq: sent });
      return dropped;
    },
    failed() {
      if (!held || inFlight(ctx.$ledger.get())) return;
      const value = held;
      held = null;
      take(value);
    },
  };
}
