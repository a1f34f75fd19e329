// Cart test set-up: instances on one memory storage, as two tabs of one browser would share
// localStorage, and a stand-in `window` on which the "other tab's" storage events arrive.
import { createMemoryStorage, type ProofdeskInstance, type SessionEnvironment } from 'proofdesk';
import { createInstance } from '../../support/helpers';

export const PREFIX = 'pd-cart-test:';

export interface Tab {
  instance: ProofdeskInstance;
  /** Delivers a storage event here, the way a browser does after another tab's write. */
  storageEvent(key: string | null, storageArea?: Storage): void;
}

export function createBrowser(baseUrl: string, storage: Storage = createMemoryStorage()) {
  const tabs: ProofdeskInstance[] = [];
  function openTab(options: Parameters<typeof createInstance>[1] = {}): Tab {
    const target = new EventTarget();
    const instance = createInstance(baseUrl, {
      storage,
      storagePrefix: PREFIX,
      environment: target as unknown as SessionEnvironment,
      ...options,
    });
    tabs.push(instance);
    return {
      instance,
      storageEvent(key, storageArea = storage) {
        const newValue = key === null ? null : storage.getItem(key);
        target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea }));
      },
    };
  }
  return {
    storage,
    openTab,
    close: () => {
      for (const tab of tabs.splice(0)) tab.destroy();
    },
  };
}

/** Copies a signed-in session's keys into `storage`, so new instances start signed in without another sign-in. */
export function shareSession(from: Storage, fromPrefix: string, to: Storage): void {
  for (const key of ['token', 'userId', 'clientId', 'expirationDate']) {
    const value = from.getItem(`${fromPrefix}${key}`);
    if (value !== null) to.setItem(`${PREFIX}${key}`, value);
  }
}
