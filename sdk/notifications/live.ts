import type { Realtime } from '../realtime';
import type { Session } from '../session';

export interface LivenessOptions {
  realtime: Realtime;
  session: Pick<Session, '$token'>;
  /** Something changed on the server: refetch. */
  onNudge(): void;
  /** Another user (or nobody) is signed in now: forget everything shown. */
  onUserChange(): void;
}

/**
 * Keeps the center live while anything is watched (counted): realtime nudges, catching up after a
 * reconnect, and following sign-in changes. Released by the last watcher.
 */
export function createLiveness({ realtime, session, onNudge, onUserChange }: LivenessOptions) {
  let watchers = 0;
  let stop: (() => void) | undefined;
  let knownToken: string | null = null;
  const sameUser = (token: string | null) => {
    if (token === knownToken) return true;
    knownToken = token;
    onUserChange();
    return false;
  };

  return {
    acquire(): void {
      if (watchers++ > 0) return;
      // Whoever starts watching loads right after this; while live, a new token reloads here.
      sameUser(session.$token.get());
      const stops = [
        realtime.subscribe('show-notification', onNudge),
        realtime.subscribe('fetch-messages', onNudge),
        // Pushes sent while the socket was down are lost: catch up after every (re)connect.
        realtime.$status.listen((status) => status === 'open' && onNudge()),
        session.$token.listen((token) => sameUser(token) || onNudge()),
      ];
      stop = () => {
        for (const each of stops) each();
      };
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
