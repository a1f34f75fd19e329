import type { StorageEventLike } from './cross-tab';

/** Where `storage` events arrive: `window` in a browser; any EventTarget in tests. */
export interface SessionEnvironment {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/** The document whose visibility drives the internal roles' refresh. */
export interface VisibilitySource {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export function defaultEnvironment(): SessionEnvironment | undefined {
  const candidate = (globalThis as { window?: unknown }).window as SessionEnvironment | undefined;
  return typeof candidate?.addEventListener === 'function' ? candidate : undefined;
}

export function defaultVisibilitySource(): VisibilitySource | undefined {
  const candidate = (globalThis as { document?: unknown }).document as VisibilitySource | undefined;
  return typeof candidate?.addEventListener === 'function' ? candidate : undefined;
}
