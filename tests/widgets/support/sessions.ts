import type { ClientType } from 'proofdesk';
import { CLIENTS, type TokenResponse } from 'proofdesk/contract';
import { inject } from 'vitest';

// The server allows 10 password sign-ins a minute per user, and widget test files run in parallel:
// each user signs in once per file, and every test reuses that token (as a second tab would).

const CUSTOMERS = /^(owner|staff|reseller|harbor|summit)@/;
const tokens = new Map<string, Promise<TokenResponse & { clientType: ClientType }>>();

/** The token of one real sign-in of `username` (admin client for internal users), cached per file. */
export function tokenFor(username: string, password = 'proofdesk-demo') {
  let pending = tokens.get(username);
  if (!pending) {
    const clientType: ClientType = CUSTOMERS.exec(username) ? 'customer' : 'admin';
    const client = CLIENTS[clientType];
    pending = fetch(`${inject('apiBaseUrl')}/${client.prefix}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${client.id}:${client.secret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'password', username, password }),
    }).then(async (response) => {
      // A 429 here means too many sign-ins: say so rather than fail later as 'Token is not valid'.
      if (!response.ok)
        throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
      return { ...((await response.json()) as TokenResponse), clientType };
    });
    tokens.set(username, pending);
  }
  return pending;
}
