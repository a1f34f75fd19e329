import type { ReadableAtom } from 'nanostores';
import type { ClientType, Role, User } from '../../contract';
import type { ProofdeskError } from '../http';
import type { PrefixedStorage } from './storage';

/** Spec §3 "Auth state: token, userId, clientId, role, error, loading, redirect path". */
export interface AuthState {
  token: string | null;
  userId: string | null;
  clientId: string | null;
  /** Known once the profile has loaded. */
  role: Role | null;
  error: ProofdeskError | null;
  loading: boolean;
  redirectPath: string | null;
}

export type SessionStatus = 'signed-out' | 'signing-in' | 'signed-in';

/** A message the UI should show now (a toast); `reauth` ones precede an automatic sign-out. */
export interface Notice {
  kind: 'reauth' | 'error' | 'success' | 'info';
  title: string;
  message: string;
}

export interface SignInCredentials {
  username: string;
  password: string;
  /** Which sign-in screen: customer (POST /c/token, e-mail) or admin (POST /d/token). Defaults to the instance's. */
  clientType?: ClientType;
}

export interface TokenHandOff {
  accessToken: string;
  /** ISO time the token expires, as the token endpoints answer it; the session ends then. */
  accessTokenExpiresAt: string;
  /** The client the token was issued to; defaults to the instance's. */
  clientType?: ClientType;
}

export type SessionResult<T> =
  | { ok: true; data: T; messages?: string[] }
  | { ok: false; error: ProofdeskError };

export interface SignedIn {
  userId: string;
  clientId: string;
  /** null when the profile could not be loaded right after sign-in (the session stands). */
  profile: User | null;
}

export interface SignOutOptions {
  /** Tell the server (POST /logout, admin clients only). Default true. */
  remote?: boolean;
}

export interface Session {
  readonly $auth: ReadableAtom<AuthState>;
  readonly $profile: ReadableAtom<User | null>;
  readonly $status: ReadableAtom<SessionStatus>;
  readonly $token: ReadableAtom<string | null>;
  readonly $notice: ReadableAtom<Notice | null>;
  /** The prefixed storage holding the spec's keys (cart, view, theme, filters live here too). */
  readonly storage: PrefixedStorage;
  getToken(): string | null;
  /**
   * The client of the current session, from the stored client id (spec §7: the /c or /d prefix
   * depends "on the stored client id"); the instance's `clientType` while signed out.
   */
  clientType(): ClientType;
  signIn(credentials: SignInCredentials): Promise<SessionResult<SignedIn>>;
  /** Returns the server's success messages. */
  forgotPassword(email: string): Promise<SessionResult<string[]>>;
  signInWithImpersonationToken(token: string | null | undefined): Promise<SessionResult<SignedIn>>;
  /**
   * Token hand-off: a page that already holds an access token (its own server signed the user in)
   * gives it to the SDK instead of asking for a password. The token is checked with GET /profile.
   */
  signInWithToken(handOff: TokenHandOff): Promise<SessionResult<SignedIn>>;
  loadProfile(): Promise<SessionResult<User>>;
  signOut(options?: SignOutOptions): Promise<void>;
  setRedirectPath(path: string | null): void;
  /** Show the server's message, sign out after REAUTH_REDIRECT_MS, then reload. */
  handleReauth(message: string): void;
  dismissNotice(): void;
  destroy(): void;
}
