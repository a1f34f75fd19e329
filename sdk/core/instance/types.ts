// The seam between the framework-agnostic core and everything built on it (React layer, widgets,
// host apps). Kept in one file so the shape of an instance is readable at a glance.
import type { Emitter } from 'mitt';
import type { ReadableAtom } from 'nanostores';
import type { ClientType } from '../../contract';
import type { NavigateIntent } from '../domain';

export type { ClientType };

export interface ProofdeskOptions {
  /** API base, e.g. 'https://portal.example/api'. */
  baseUrl: string;
  clientType?: ClientType;
  /** Where the session and the spec's local-storage keys live. Defaults to window.localStorage. */
  storage?: Storage;
  /** Prefix for every storage key, so two embeds on one origin do not collide. Default 'proofdesk:'. */
  storagePrefix?: string;
  /** CSP nonce for the `<style>` fallback when constructable stylesheets are unavailable. */
  nonce?: string;
  /** Theme overrides on top of the signed-in account's white-label colours. */
  theme?: import('../theme').ThemeInput;
  /** Default handler for widget intents (the host's router). */
  navigate?: (intent: NavigateIntent) => void;
  /** WebSocket constructor; defaults to globalThis.WebSocket (inject `ws` on Node). */
  WebSocket?: typeof WebSocket;
  /** fetch implementation; defaults to globalThis.fetch, looked up per call. */
  fetch?: typeof fetch;
  /** Source of cross-tab `storage` events; defaults to `window`. */
  environment?: import('../session').SessionEnvironment;
  /** Source of `visibilitychange` (session refresh); defaults to the global document if any. */
  document?: import('../session').VisibilitySource;
  /** Called after a reauth sign-out; defaults to `location.assign('/')`. */
  onReload?: () => void;
  /** Overrides of the session's user-visible strings. */
  messages?: Partial<import('../session').SessionMessages>;
}

export type { Emitter, ReadableAtom };

/**
 * One instance = http client + session + realtime + theme + event bus. Every widget on a page
 * shares one (see `setDefaultProofdesk`). The concrete types come from their folders.
 */
export interface ProofdeskInstance {
  readonly options: Readonly<ResolvedOptions>;
  readonly http: import('../http').HttpClient;
  readonly session: import('../session').Session;
  readonly realtime: import('../realtime').Realtime;
  /** Public event bus: realtime events and widget intents, isolated listeners. */
  readonly events: Emitter<import('../events').ProofdeskEvents>;
  /** The effective theme: the account's white-label colours under the embedder's overrides. */
  readonly $theme: ReadableAtom<import('../theme').ThemeInput>;
  /**
   * Widgets' stores, created on first use and destroyed with the instance (one per slot, shared by
   * every widget of the kind). Hosts reach one through its widget's entry, e.g. `getCartStore(instance)`
   * from `proofdesk/cart`.
   */
  readonly stores: import('./store-slots').InstanceStores;
  /** Announce an intent: emits it on `events` and calls `options.navigate` when given. */
  navigate(intent: NavigateIntent): void;
  /** Destroys every store created on it, stops timers, closes the socket, removes listeners. */
  destroy(): void;
}

export interface ResolvedOptions {
  baseUrl: string;
  clientType: ClientType;
  storage: Storage;
  storagePrefix: string;
  nonce: string | undefined;
  theme: import('../theme').ThemeInput | undefined;
  navigate: ((intent: NavigateIntent) => void) | undefined;
  WebSocket: typeof WebSocket | undefined;
  /** Source of cross-tab `storage` events (stores that follow other tabs listen on it). */
  environment: import('../session').SessionEnvironment | undefined;
}
