import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

// Acting as another user straight through the API, the way a second person (or another tab)
// would: real tokens, real anti-forgery tokens, real routes.

const CLIENTS = {
  customer: { prefix: 'c', basic: btoa('proofdesk-customer:proofdesk-customer-secret'), scope: 'customer' },
  admin: { prefix: 'd', basic: btoa('proofdesk-admin:proofdesk-admin-secret'), scope: 'admin' },
} as const;

export interface ApiUser {
  token: string;
  post(path: string, form: Record<string, string>, csrfName: string): Promise<unknown>;
  delete(path: string, csrfName: string): Promise<unknown>;
  get<T>(path: string): Promise<T>;
}

// One password sign-in per user, client and server in a worker: the server allows 10 a minute per
// user, and specs in a row ask for the same people. Each caller still gets its own request context.
const tokens = new Map<string, string>();

async function tokenOf(
  request: APIRequestContext,
  api: string,
  username: string,
  client: keyof typeof CLIENTS,
): Promise<string> {
  const key = `${api} ${client} ${username}`;
  const known = tokens.get(key);
  if (known) return known;
  const { prefix, basic } = CLIENTS[client];
  const signIn = await request.post(`${api}/${prefix}/token`, {
    headers: { authorization: `Basic ${basic}` },
    form: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), `API sign-in of ${username}: ${signIn.status()}`).toBe(true);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  tokens.set(key, accessToken);
  return accessToken;
}

export async function apiSignIn(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  client: keyof typeof CLIENTS = 'admin',
): Promise<ApiUser> {
  const { scope } = CLIENTS[client];
  const api = `${baseURL}/api`;
  const token = await tokenOf(request, api, username, client);
  const auth = { authorization: `Bearer ${token}` };
  const csrfHeaders = async (csrfName: string) => {
    const csrf = await request.get(`${api}/g/csrf/${scope}:${csrfName}`, { headers: auth });
    const { data } = (await csrf.json()) as { data: { token: string } };
    return { ...auth, 'x-csrf-token': data.token };
  };
  return {
    token,
    async post(path, form, csrfName) {
      const response = await request.post(`${api}${path}`, { headers: await csrfHeaders(csrfName), form });
      expect(response.status()).toBeLessThan(300);
      return response.json();
    },
    async delete(path, csrfName) {
      const response = await request.delete(`${api}${path}`, { headers: await csrfHeaders(csrfName) });
      expect(response.status()).toBeLessThan(300);
      return response.json();
    },
    async get(path) {
      const response = await request.get(`${api}${path}`, { headers: auth });
      return ((await response.json()) as { data: never }).data;
    },
  };
}

/** The internal thread of a seeded order: an operator's comment there notifies its manager only. */
export function internalCommentPath(orderId: string): string {
  const attachment = `${orderId}-internalReview-layout-draft-png`;
  const version = `${attachment}-v1`;
  return `/order/${orderId}/attachment/${attachment}/version/${version}/annotation/${version}-topic-1/comment`;
}
