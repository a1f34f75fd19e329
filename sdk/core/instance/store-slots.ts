import type { ProofdeskInstance } from './types';

/**
 * A widget's store, as a slot on the instance: created by `create` the first time anyone asks
 * for it (`instance.stores.get(slot)`), one per instance, destroyed with the instance. The code
 * lives with whoever defines the slot (a widget's chunk), so the core carries none of it.
 */
export interface StoreSlot<T> {
  /** Unique per store kind ('cart', 'notifications'); two copies of a bundle agree by key. */
  readonly key: string;
  create(instance: ProofdeskInstance): T;
}

/** What a store may offer the instance: a `destroy` method runs when the instance is destroyed. */
export interface DisposableStore {
  destroy?(): void;
}

/** The stores created on one instance. */
export interface InstanceStores {
  /** The slot's store for this instance, created on first use. */
  get<T>(slot: StoreSlot<T>): T;
  /** Whether the slot's store was created (nothing is created by asking). */
  has(slot: StoreSlot<unknown>): boolean;
  /**
   * A store already created, by its slot's key, for code that cannot import the slot (a test in
   * the browser, a debugging console). Pages use their widget's accessor (`getCartStore`) instead.
   */
  find(key: string): unknown;
}

/** `defineStoreSlot('cart', (instance) => createCartStore(...))`, once, at a widget's module level. */
/* @__NO_SIDE_EFFECTS__ */
export function defineStoreSlot<T extends object>(
  key: string,
  create: (instance: ProofdeskInstance) => T,
): StoreSlot<T> {
  return { key, create };
}

/** The instance's slot registry; `destroy` destroys every store created, newest first. */
export function createInstanceStores(instance: () => ProofdeskInstance): InstanceStores & {
  destroy(): void;
} {
  const created = new Map<string, unknown>();
  return {
    get<T>(slot: StoreSlot<T>): T {
      if (created.has(slot.key)) return created.get(slot.key) as T;
      const store = slot.create(instance());
      created.set(slot.key, store);
      return store;
    },
    has: (slot) => created.has(slot.key),
    find: (key) => created.get(key),
    destroy() {
      const stores = [...created.values()].reverse();
      created.clear();
      for (const store of stores) {
        try {
          (store as DisposableStore).destroy?.();
        } catch (error) {
          // One failing store must not keep the others (or the socket) alive.
          console.error(error);
        }
      }
    },
  };
}
