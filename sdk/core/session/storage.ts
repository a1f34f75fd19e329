/** The spec's local-storage keys (dashboard §3), each stored under the instance's prefix. */
export const STORAGE_KEYS = [
  'token',
  'clientId',
  'expirationDate',
  'userId',
  'theme',
  'view',
  'cart',
  'selectedFilter',
  'selectedArchivedFilter',
  'subscription-leave-modal',
  'isFullScreen',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

export const DEFAULT_STORAGE_PREFIX = 'proofdesk:';

/** Storage scoped to one prefix, so two embeds on one origin do not read each other's keys. */
export interface PrefixedStorage {
  readonly prefix: string;
  readonly storage: Storage;
  /** The full key, e.g. 'proofdesk:token'. */
  keyOf(name: StorageKey | (string & {})): string;
  get(name: StorageKey | (string & {})): string | null;
  set(name: StorageKey | (string & {}), value: string): void;
  remove(name: StorageKey | (string & {})): void;
  /** Removes every key under the prefix (the spec's logout "clears local storage"). */
  clear(): void;
}

export function createPrefixedStorage(storage: Storage, prefix = DEFAULT_STORAGE_PREFIX): PrefixedStorage {
  const keyOf = (name: string) => `${prefix}${name}`;
  // Storage access throws in some browsers (Safari private mode quota, storage disabled by policy):
  // losing persistence must not break sign-in, so failures degrade to "not stored".
  const attempt = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    prefix,
    storage,
    keyOf,
    get: (name) => attempt(() => storage.getItem(keyOf(name)), null),
    set: (name, value) => attempt(() => storage.setItem(keyOf(name), value), undefined),
    remove: (name) => attempt(() => storage.removeItem(keyOf(name)), undefined),
    clear() {
      attempt(() => {
        const keys: string[] = [];
        for (let i = 0; i < storage.length; i += 1) {
          const key = storage.key(i);
          if (key?.startsWith(prefix)) keys.push(key);
        }
        for (const key of keys) storage.removeItem(key);
      }, undefined);
    },
  };
}

/** An in-memory `Storage` for hosts without localStorage (server rendering, tests, sandboxed frames). */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}
