import { isInternalRole } from '../access/roles';
import type { HttpClient } from '../http';
import { crossTabAction, type StorageEventLike } from './cross-tab';
import type { SessionEnvironment, VisibilitySource } from './environment';
import type { SessionState } from './state';
import type { PrefixedStorage } from './storage';

/** Spec §9 "Session refresh 60 s". */
export const SESSION_REFRESH_MS = 60_000;

export interface BackgroundHooks {
  http: HttpClient;
  state: SessionState;
  storage: PrefixedStorage;
  environment: SessionEnvironment | undefined;
  document: VisibilitySource | undefined;
  refresh(): void;
  signOutHere(): void;
  adopt(token: string): void;
}

/**
 * The session's listeners and its refresh timer, started lazily (first subscriber or sign-in).
 * Spec §4: "For operator, manager, creative manager and production manager roles, the session is
 * refreshed every 60 seconds or when the tab becomes visible."
 */
export function createBackground(hooks: BackgroundHooks) {
  const { state, storage } = hooks;
  let started = false;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;

  const refreshes = () => {
    const { token, role } = state.auth();
    return Boolean(token && role && isInternalRole(role));
  };

  const onStorage = (event: StorageEventLike) => {
    const action = crossTabAction(event, {
      tokenKey: storage.keyOf('token'),
      storage: storage.storage,
      currentToken: state.auth().token,
    });
    if (action === 'sign-out') hooks.signOutHere();
    else if (action === 'adopt' && event.newValue) hooks.adopt(event.newValue);
  };

  const onVisibility = () => {
    if (hooks.document?.visibilityState !== 'visible' || !refreshes()) return;
    hooks.refresh();
    // Fire and forget: the server lifts the working-time stopper scheduled while the tab was hidden.
    void hooks.http.get('/order/remove_schedule_stopper_workingtime');
  };

  return {
    start() {
      if (started) return;
      started = true;
      hooks.environment?.addEventListener('storage', onStorage);
      hooks.document?.addEventListener('visibilitychange', onVisibility);
      this.sync();
    },
    /** Re-evaluates the refresh timer after a role or token change. */
    sync() {
      const wanted = started && refreshes();
      if (wanted && refreshTimer === undefined) refreshTimer = setInterval(hooks.refresh, SESSION_REFRESH_MS);
      if (!wanted && refreshTimer !== undefined) {
        clearInterval(refreshTimer);
        refreshTimer = undefined;
      }
    },
    stop() {
      started = false;
      this.sync();
      hooks.environment?.removeEventListener('storage', onStorage);
      hooks.document?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
