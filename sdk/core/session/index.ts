export type { User } from '../../contract';
export { type CrossTabAction, crossTabAction, type StorageEventLike } from './cross-tab';
export { defaultEnvironment, type SessionEnvironment, type VisibilitySource } from './environment';
export { forgotPasswordError, impersonationError, signInError } from './errors';
export { defaultSessionMessages, type SessionMessages } from './messages';
export { createSession, REAUTH_REDIRECT_MS, type SessionOptions } from './session';
export {
  createMemoryStorage,
  createPrefixedStorage,
  DEFAULT_STORAGE_PREFIX,
  type PrefixedStorage,
  STORAGE_KEYS,
  type StorageKey,
} from './storage';
export type {
  AuthState,
  Notice,
  Session,
  SessionResult,
  SessionStatus,
  SignedIn,
  SignInCredentials,
  SignOutOptions,
  TokenHandOff,
} from './types';
