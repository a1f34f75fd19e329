import type { ReadableAtom } from 'nanostores';
import type { RealtimeEventKind } from '../realtime';
import type { LiveCollectionOptions } from './types';

export interface LivenessOptions {
  session: { readonly $token: ReadableAtom<string | null> } | undefined;
  realtime: LiveCollectionOptions<unknown>['realtime'];
  refetchOn: LiveCollectionOptions<unknown>['refetchOn'];
  /** Something changed on the server: refetch. */
  onNudge(): void;
  /** Another user (or nobody) is signed in now: forget everything shown. */
  onReset(): void;
  /** The same, while watched: forget and load afresh at once (not folded into a running refresh). */
  onUserChange(): void;
}

/**
 * Keeps a collection live while anything is watched (counted): realtime nudges, catching up after a
 * reconnect, and following sign-in changes. Released by the last watcher.
 */
export function createLiveness(options: LivenessOptions) {
  const { session, realtime, refetchOn, onNudge } = options;
  let watchers = 0;
  let stop: (() => void) | undefined;
  let knownToken: string | null = null;
  /** Whether the token is another one than the data shown was loaded with (and remembers it). */
  const changed = (token: string | null) => {
    if (token === knownToken) return false;
    knownToken = token;
    return true;
  };

  function start(): () => void {
    const stops: Array<() => void> = [];
    const events = Object.entries(refetchOn ?? {}) as Array<
      [RealtimeEventKind, true | ((p: unknown) => boolean)]
    >;
    if (realtime && events.length > 0) {
      for (const [kind, test] of events) {
        stops.push(realtime.subscribe(kind, (payload) => (test === true || test(payload)) && onNudge()));
      }
      // Pushes sent while the socket was down are lost: catch up after every (re)connect.
      stops.push(realtime.$status.listen((status) => status === 'open' && onNudge()));
    }
    if (session) stops.push(session.$token.listen((token) => changed(token) && options.onUserChange()));
    return () => {
      for (const each of stops) each();
    };
  }

  return {
    acquire(): void {
      if (watchers++ > 0) return;
      // Whoever starts watching loads right after this; while live, a new token reloads (above).
      if (session && changed(session.$token.get())) options.onReset();
      stop = start();
    },
    release(): void {
      if (--watchers > 0) return;
      stop?.();
      stop = undefined;
    },
    stop(): void {
      watchers = 0;
      stop?.();
      stop = undefined;
    },
  };
}
