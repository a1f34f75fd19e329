import { atom, computed } from 'nanostores';
import type { TokenResponse, User } from '../../contract';
import type { PrefixedStorage } from './storage';
import type { AuthState, Notice, SessionStatus } from './types';

export function emptyAuth(redirectPath: string | null = null): AuthState {
  return { token: null, userId: null, clientId: null, role: null, error: null, loading: false, redirectPath };
}

export function createSessionState(storage: PrefixedStorage) {
  const $auth = atom<AuthState>({
    ...emptyAuth(),
    token: storage.get('token'),
    userId: storage.get('userId'),
    clientId: storage.get('clientId'),
  });
  const $profile = atom<User | null>(null);
  const $notice = atom<Notice | null>(null);
  const $status = computed(
    $auth,
    (auth): SessionStatus => (auth.loading ? 'signing-in' : auth.token ? 'signed-in' : 'signed-out'),
  );
  // A computed only notifies when the value changes, so the socket reconnects on a new token only.
  const $token = computed($auth, (auth) => auth.token);
  // Internal reads use `.value`: nanostores' `get()` on an unobserved atom briefly mounts it, which
  // would fire the session's lazy start (and a profile request) on every internal peek.
  const auth = () => $auth.value as AuthState;
  const profile = () => $profile.value ?? null;
  const patch = (changes: Partial<AuthState>) => $auth.set({ ...auth(), ...changes });
  return { $auth, $profile, $notice, $status, $token, auth, profile, patch };
}

export type SessionState = ReturnType<typeof createSessionState>;

/** Writes a login the way other tabs expect it: the token last, since they react to that key. */
export function persistLogin(storage: PrefixedStorage, login: TokenResponse): void {
  storage.set('clientId', login.client.id);
  storage.set('userId', login.user.id);
  storage.set('expirationDate', login.accessTokenExpiresAt);
  storage.set('token', login.accessToken);
}

export function isTokenResponse(value: unknown): value is TokenResponse {
  const v = value as TokenResponse | null;
  return (
    typeof v?.accessToken === 'string' &&
    typeof v.accessTokenExpiresAt === 'string' &&
    typeof v.user?.id === 'string' &&
    typeof v.client?.id === 'string'
  );
}

/** Expiry as epoch ms, or null when unknown (a stored session without a date is kept). */
export function storedExpiry(storage: PrefixedStorage): number | null {
  const at = Date.parse(storage.get('expirationDate') ?? '');
  return Number.isNaN(at) ? null : at;
}
