import type { ProofdeskInstance } from './types';

/**
 * Kept on a registered symbol, not in module scope: a page that loads two copies of the bundle
 * (script tag plus an npm build) must still agree on one default instance.
 */
const KEY = Symbol.for('proofdesk.default');

interface Registry {
  instance: ProofdeskInstance | undefined;
  listeners: Set<(instance: ProofdeskInstance | undefined) => void>;
}

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  holder[KEY] ??= { instance: undefined, listeners: new Set() };
  return holder[KEY];
}

/** Registers the page-level instance that custom elements use when none is passed to them. */
export function setDefaultProofdesk(instance: ProofdeskInstance | undefined): void {
  const current = registry();
  current.instance = instance;
  for (const listener of [...current.listeners]) {
    try {
      listener(instance);
    } catch (error) {
      console.error(error);
    }
  }
}

export function getDefaultProofdesk(): ProofdeskInstance | undefined {
  return registry().instance;
}

/** Calls `listener` now and whenever the default instance changes (elements may upgrade first). */
export function watchDefaultProofdesk(
  listener: (instance: ProofdeskInstance | undefined) => void,
): () => void {
  const current = registry();
  current.listeners.add(listener);
  listener(current.instance);
  return () => {
    current.listeners.delete(listener);
  };
}
