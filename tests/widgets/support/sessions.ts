import {
  type ClientType,
  createMemoryStorage,
  createProofdesk,
  type ProofdeskInstance,
  type ProofdeskOptions,
} from 'proofdesk';
import { CLIENTS, type TokenResponse } from 'proofdesk/contract';
import { expect, inject } from 'vitest';
import { onCleanup } from './render';

// The server allows 10 password sign-ins a minute per user, and widget test files run in parallel:
// each user signs in once per file and server, and every test reuses that token (as a second tab
// would).

const CUSTOMERS = /^(owner|staff|reseller|harbor|summit)@/;
const tokens = new Map<string, Promise<TokenResponse & { clientType: ClientType }>>();

/**
 * The token of one real sign-in of `username` (admin client for internal users), cached per file.
 * `baseUrl` defaults to the shared test server; the board's tests have their own.
 */
export function tokenFor(username: string, baseUrl: string = inject('apiBaseUrl')) {
  const key = `${baseUrl} ${username}`;
  let pending = tokens.get(key);
  if (!pending) {
    const clientType: ClientType = CUSTOMERS.exec(username) ? 'customer' : 'admin';
    const client = CLIENTS[clientType];
    pending = fetch(`${baseUrl}/${client.prefix}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${client.id}:${client.secret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'password', username, password: 'proofdesk-demo' }),
    }).then(async (response) => {
      // A 429 here means too many sign-ins: say so rather than fail later as 'Token is not valid'.
      if (!response.ok)
        throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
      return { ...((await response.json()) as TokenResponse), clientType };
    });
    tokens.set(key, pending);
  }
  return pending;
}

/**
 * A real instance signed in as `username` (through the file's one sign-in) to `options.baseUrl`,
 * default the shared test server; destroyed after the test.
 */
export async function signedInInstance(
  username: string,
  options: Partial<ProofdeskOptions> = {},
): Promise<ProofdeskInstance> {
  const baseUrl = options.baseUrl ?? inject('apiBaseUrl');
  const { accessToken, accessTokenExpiresAt, clientType } = await tokenFor(username, baseUrl);
  const instance = createProofdesk({ storage: createMemoryStorage(), clientType, ...options, baseUrl });
  onCleanup(() => instance.destroy());
  const result = await instance.session.signInWithToken({ accessToken, accessTokenExpiresAt, clientType });
  expect(result.ok ? 'signed in' : result.error).toBe('signed in');
  return instance;
}
