import type { Emitter } from 'mitt';
import { onMount } from 'nanostores';
import type { ClientType, TokenResponse, User } from '../../contract';
import { CLIENTS, clientKindOf } from '../../contract/constants';
import { validateForgotPassword, validateSignIn } from '../domain';
import type { ProofdeskEvents } from '../events';
import type { HttpClient, HttpResult } from '../http';
import { createBackground } from './background';
import {
  defaultEnvironment,
  defaultVisibilitySource,
  type SessionEnvironment,
  type VisibilitySource,
} from './environment';
import { forgotPasswordError, impersonationError, signInError, validationError } from './errors';
import { defaultSessionMessages, type SessionMessages } from './messages';
import { createSessionState, emptyAuth, isTokenResponse, persistLogin, storedExpiry } from './state';
import type { PrefixedStorage } from './storage';
import { runAt } from './timers';
import type { Session, SessionResult, SignedIn } from './types';

/** Spec §9 "Reauth redirect delay 3000 ms". */
export const REAUTH_REDIRECT_MS = 3000;

export interface SessionOptions {
  http: HttpClient;
  /** The client used while signed out (and the default sign-in screen). */
  clientType: ClientType;
  storage: PrefixedStorage;
  /** Receives 'signed-in' / 'signed-out'. */
  bus?: Emitter<ProofdeskEvents>;
  /** Source of cross-tab `storage` events; defaults to `window`. */
  environment?: SessionEnvironment;
  /** Source of `visibilitychange`; defaults to the global document when there is one. */
  document?: VisibilitySource;
  /** After a reauth sign-out; defaults to `location.assign('/')` (spec: "reloading to the start page"). */
  onReload?: () => void;
  messages?: Partial<SessionMessages>;
}

export function createSession(options: SessionOptions): Session {
  const { http, storage } = options;
  const m: SessionMessages = { ...defaultSessionMessages, ...options.messages };
  const state = createSessionState(storage);
  const { $auth, $profile, $notice, patch } = state;
  let cancelExpiry: (() => void) | undefined;
  let reauthTimer: ReturnType<typeof setTimeout> | undefined;
  let profileRequest: Promise<SessionResult<User>> | undefined;
  let profileToken: string | null = null;
  let destroyed = false;

  const getToken = () => state.auth().token;
  const clientType = (): ClientType => clientKindOf(state.auth().clientId ?? '') ?? options.clientType;
  const background = createBackground({
    http,
    state,
    storage,
    environment: options.environment ?? defaultEnvironment(),
    document: options.document ?? defaultVisibilitySource(),
    refresh: () => void loadProfile(),
    // The other tab already told the server; only this tab's state is left to clear.
    signOutHere: () => endSession(),
    adopt,
  });
  const start = () => {
    if (destroyed) return;
    background.start();
    // A session restored from storage has no profile (nor role) until it is loaded once.
    if (getToken() && !state.profile()) void loadProfile();
  };
  onMount($auth, start);
  onMount($profile, start);

  function scheduleExpiry(): void {
    cancelExpiry?.();
    const at = storedExpiry(storage);
    // Spec §4: "Logout is scheduled automatically at the token expiry."
    cancelExpiry = getToken() && at !== null ? runAt(at, () => endSession()) : undefined;
  }

  function endSession(): void {
    const wasSignedIn = getToken() !== null || state.profile() !== null;
    cancelExpiry?.();
    clearTimeout(reauthTimer);
    cancelExpiry = reauthTimer = profileRequest = undefined;
    storage.clear();
    $auth.set(emptyAuth(state.auth().redirectPath));
    $profile.set(null);
    background.sync();
    if (wasSignedIn) options.bus?.emit('signed-out');
  }

  function loadProfile(): Promise<SessionResult<User>> {
    const token = getToken();
    // Concurrent loads for the same session share one request (sign-in plus the lazy start).
    if (profileRequest && profileToken === token) return profileRequest;
    profileToken = token;
    let request: Promise<SessionResult<User>> | undefined;
    request = (async (): Promise<SessionResult<User>> => {
      const result = await http.get<User>('/profile');
      if (profileRequest === request) profileRequest = undefined;
      // A sign-out or another session started meanwhile: this answer belongs to nobody.
      if (getToken() !== token) return result.ok ? { ok: true, data: result.data } : result;
      if (!result.ok) {
        $profile.set(null); // spec §8: "A failed profile load clears the user."
        return result;
      }
      setProfile(result.data);
      return { ok: true, data: result.data };
    })();
    profileRequest = request;
    return request;
  }

  function setProfile(user: User): void {
    $profile.set(user);
    patch({ role: user.role });
    background.sync();
  }

  /**
   * Starts the session of `login`. `known` is the profile the caller already read with this token
   * (signInWithToken proves the token with GET /profile): it is taken as the session's profile,
   * not read a second time.
   */
  async function establish(login: TokenResponse, known?: User): Promise<SessionResult<SignedIn>> {
    patch({ loading: true, error: null });
    persistLogin(storage, login);
    patch({ token: login.accessToken, userId: login.user.id, clientId: login.client.id, role: null });
    $profile.set(null);
    scheduleExpiry();
    if (known) setProfile(known);
    start();
    const profile: SessionResult<User> = known ? { ok: true, data: known } : await loadProfile();
    patch({ loading: false });
    options.bus?.emit('signed-in', { userId: login.user.id, clientId: login.client.id });
    return {
      ok: true,
      data: { userId: login.user.id, clientId: login.client.id, profile: profile.ok ? profile.data : null },
    };
  }

  function fail<T>(error: SessionResult<T> & { ok: false }): SessionResult<T> {
    patch({ loading: false, error: error.error });
    return error;
  }

  function adopt(token: string): void {
    patch({
      token,
      userId: storage.get('userId'),
      clientId: storage.get('clientId'),
      role: null,
      error: null,
    });
    $profile.set(null);
    scheduleExpiry();
    options.bus?.emit('signed-in', { userId: storage.get('userId'), clientId: storage.get('clientId') });
    void loadProfile();
  }

  function tokenResult(result: HttpResult<unknown>): SessionResult<TokenResponse> {
    if (!result.ok) return result;
    if (isTokenResponse(result.data)) return { ok: true, data: result.data };
    return {
      ok: false,
      error: { kind: 'http', status: 200, title: m.genericTitle, message: m.genericMessage },
    };
  }

  // Spec §4: "On load an expired session logs out."
  const expiry = storedExpiry(storage);
  if (getToken() && expiry !== null && expiry <= Date.now()) endSession();
  else scheduleExpiry();

  return {
    $auth,
    $profile,
    $status: state.$status,
    $token: state.$token,
    $notice,
    storage,
    getToken,
    clientType,
    loadProfile,

    async signIn({ username, password, clientType: screen = options.clientType }) {
      const check = validateSignIn({ username, password, requireEmail: screen === 'customer' });
      if (!check.canSubmit) return fail({ ok: false, error: validationError(check.errors, m) });
      patch({ loading: true, error: null });
      const client = CLIENTS[screen];
      const answer = tokenResult(
        await http.post(`/${client.prefix}/token`, {
          form: true,
          body: { grant_type: 'password', username, password },
          headers: { Authorization: `Basic ${btoa(`${client.id}:${client.secret}`)}` },
        }),
      );
      if (!answer.ok) return fail({ ok: false, error: signInError(answer.error, m) });
      return establish(answer.data);
    },

    async forgotPassword(email) {
      const check = validateForgotPassword({ email });
      if (!check.canSubmit) return { ok: false, error: validationError(check.errors, m) };
      const result = await http.post('/c/reset-password', { body: { email } });
      if (!result.ok) return { ok: false, error: forgotPasswordError(result.error, m) };
      return { ok: true, data: result.messages ?? [], messages: result.messages ?? [] };
    },

    async signInWithImpersonationToken(token) {
      const invalid = { kind: 'http', status: 401, title: m.genericTitle, message: m.tokenNotValid } as const;
      if (!token) return fail({ ok: false, error: { ...invalid } });
      patch({ loading: true, error: null });
      // The impersonation token replaces the session's bearer for this one call (the token is consumed).
      const result = await http.get<TokenResponse>('/c/validate-impersonate-token', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const answer = tokenResult(result);
      if (!answer.ok) return fail({ ok: false, error: impersonationError(answer.error, m) });
      return establish(answer.data);
    },

    async signInWithToken({ accessToken, accessTokenExpiresAt, clientType: kind = options.clientType }) {
      const invalid = { kind: 'http', status: 401, title: m.genericTitle, message: m.tokenNotValid } as const;
      if (!accessToken || Number.isNaN(Date.parse(accessTokenExpiresAt)))
        return fail({ ok: false, error: invalid });
      if (accessToken === getToken()) {
        const loaded = state.profile() ? null : await loadProfile();
        // The server no longer knows the token (revoked, expired): the hand-off failed.
        if (loaded && !loaded.ok) return fail({ ok: false, error: invalid });
        const profile = state.profile() ?? (loaded?.ok ? loaded.data : null);
        const ids = { userId: storage.get('userId') ?? '', clientId: storage.get('clientId') ?? '' };
        return { ok: true, data: { ...ids, profile } };
      }
      // A different user's token replaces the current session outright; validating it while the
      // old one is live would let its 401 end the old session through the reauth path.
      if (getToken()) endSession();
      patch({ loading: true, error: null });
      // The profile call proves the token and names its user; the token endpoints would add nothing.
      const result = await http.get<User>('/profile', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      if (!result.ok || typeof result.data?.id !== 'string') return fail({ ok: false, error: invalid });
      return establish(
        {
          accessToken,
          accessTokenExpiresAt,
          user: { id: result.data.id },
          client: { id: CLIENTS[kind].id },
        },
        result.data,
      );
    },

    async signOut({ remote = true } = {}) {
      // Spec §7: "POST /logout (admin clients only)".
      if (remote && clientType() === 'admin' && getToken()) await http.post('/logout');
      if ($notice.value?.kind === 'reauth') $notice.set(null);
      endSession();
    },

    setRedirectPath: (redirectPath) => patch({ redirectPath }),

    handleReauth(message) {
      if (!getToken() || reauthTimer !== undefined) return;
      $notice.set({ kind: 'reauth', title: m.reauthTitle, message: message || m.genericMessage });
      reauthTimer = setTimeout(() => {
        reauthTimer = undefined;
        endSession();
        (options.onReload ?? defaultReload)();
      }, REAUTH_REDIRECT_MS);
    },

    dismissNotice: () => $notice.set(null),

    destroy() {
      destroyed = true;
      cancelExpiry?.();
      clearTimeout(reauthTimer);
      background.stop();
    },
  };
}

function defaultReload(): void {
  (globalThis as { location?: { assign(url: string): void } }).location?.assign('/');
}
