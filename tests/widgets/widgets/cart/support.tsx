// Cart widget test set-up against the real API server of the global setup. One sign-in per user
// and file: the server limits sign-ins to 10 a minute per user, and widget files run in parallel.
import {
  createMemoryStorage,
  createProofdesk,
  type NavigateIntent,
  type ProofdeskInstance,
  type ProofdeskOptions,
} from 'proofdesk';
import { inject } from 'vitest';
import { onCleanup } from '../../support/render';
import { tokenFor } from '../../support/sessions';

/** The stored keys of a session for `username`, from the file's one sign-in. */
async function sessionOf(username: string): Promise<Record<string, string>> {
  const login = await tokenFor(username);
  return {
    token: login.accessToken,
    userId: login.user.id,
    clientId: login.client.id,
    expirationDate: login.accessTokenExpiresAt,
  };
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

export { seriousViolations, settleAnimations as settled } from '../../support/a11y';
