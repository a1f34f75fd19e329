// Cart widget test set-up against the real API server of the global setup. One sign-in per user
// and file: the server limits sign-ins to 10 a minute per user, and widget files run in parallel.
import axe from 'axe-core';
import {
  createMemoryStorage,
  createProofdesk,
  type NavigateIntent,
  type ProofdeskInstance,
  type ProofdeskOptions,
} from 'proofdesk';
import { inject } from 'vitest';
import { onCleanup } from '../support/render';

const PASSWORD = 'proofdesk-demo';
const SESSION_KEYS = ['token', 'userId', 'clientId', 'expirationDate'] as const;
const sessions = new Map<string, Promise<Record<string, string>>>();

/** The stored keys of a session for `username`, signed in once for the whole file. */
function sessionOf(username: string): Promise<Record<string, string>> {
  let pending = sessions.get(username);
  if (!pending) {
    pending = (async () => {
      const storage = createMemoryStorage();
      const seed = createProofdesk({ baseUrl: inject('apiBaseUrl'), storage, storagePrefix: 'seed:' });
      const result = await seed.session.signIn({ username, password: PASSWORD });
      seed.destroy();
      if (!result.ok) throw new Error(`sign-in of ${username} failed: ${result.error.message}`);
      return Object.fromEntries(SESSION_KEYS.map((key) => [key, storage.getItem(`seed:${key}`) ?? '']));
    })();
    sessions.set(username, pending);
  }
  return pending;
}

export interface CartTestInstance {
  instance: ProofdeskInstance;
  storage: Storage;
  prefix: string;
  /** Every intent that reached the instance's default navigation. */
  navigated: NavigateIntent[];
}

let nextPrefix = 1;

/**
 * A real instance on the real server; signed in as `username` (restored from storage, as after a
 * reload) unless null. Each gets its own storage prefix so tests never see each other's carts.
 */
export async function cartInstance(
  username: string | null,
  options: Partial<ProofdeskOptions> = {},
): Promise<CartTestInstance> {
  const storage = options.storage ?? createMemoryStorage();
  const prefix = options.storagePrefix ?? `cart-test-${Date.now()}-${nextPrefix++}:`;
  if (username) {
    for (const [key, value] of Object.entries(await sessionOf(username)))
      storage.setItem(`${prefix}${key}`, value);
  }
  const navigated: NavigateIntent[] = [];
  const instance = createProofdesk({
    baseUrl: inject('apiBaseUrl'),
    navigate: (intent) => navigated.push(intent),
    ...options,
    storage,
    storagePrefix: prefix,
  });
  onCleanup(() => instance.destroy());
  return { instance, storage, prefix, navigated };
}

/** A fetch that holds the first answer to `method …path` until released (the server stays real). */
export function slowFetch(method: string, path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  const slow: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (matches(input, init, method, path) && held++ === 0) await gate;
    return response;
  };
  return { fetch: slow, release: () => release(), held: () => held };
}

/** A fetch whose calls to `method …path` fail like a dropped connection; the rest reach the server. */
export function failingFetch(method: string, path: string): typeof fetch {
  return (input, init) =>
    matches(input, init, method, path)
      ? Promise.reject(new TypeError('Failed to fetch'))
      : fetch(input, init);
}

function matches(input: RequestInfo | URL, init: RequestInit | undefined, method: string, path: string) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return (init?.method ?? 'GET').toUpperCase() === method && new URL(url).pathname.endsWith(path);
}

/** Serious and critical axe violations inside `context`. */
export async function seriousViolations(context: Element): Promise<string[]> {
  const result = await axe.run(context, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits for the popover's fade-in: mid-animation it is translucent and axe measures low contrast. */
export async function settled(element: Element): Promise<void> {
  // Spinners and skeletons loop forever: only the finite ones (the fade) can be waited for.
  const finite = element
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished));
}
