import type { HttpClient } from 'proofdesk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CsrfStore, createCsrfStore, createHttpClient } from '../../../../../sdk/core/http';
import { createInstance, DEMO_PASSWORD, startServer, type TestServer } from '../../../support/helpers';

let server: TestServer;
let log: string[];
beforeAll(async () => {
  server = await startServer();
  log = server.log;
});
afterAll(() => server.close());

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

function client(token: string | null, extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  const reauths: string[] = [];
  const http = createHttpClient({
    baseUrl: server.baseUrl,
    clientType: 'customer',
    getToken: () => token,
    onReauth: (message) => reauths.push(message),
    ...extra,
  });
  return { http, reauths };
}

async function adminToken(): Promise<string> {
  const instance = createInstance(server.baseUrl, { clientType: 'admin' });
  const result = await instance.session.signIn({ username: 'admin', password: DEMO_PASSWORD });
  if (!result.ok) throw new Error(result.error.message);
  const token = instance.session.getToken()!;
  instance.destroy();
  return token;
}

describe('http client against the reference server', () => {
  it('a bad session token resolves to a reauth error and calls onReauth with the server message', async () => {
    const { http, reauths } = client('not-a-real-token');
    const result = await http.get('/profile');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'reauth', status: 401, title: 'Ooops!', message: SESSION_ENDED },
    });
    expect(reauths).toEqual([SESSION_ENDED]);
  });

  it('does not ask for reauth when no session token was sent (nothing to end)', async () => {
    const { http, reauths } = client(null);
    const result = await http.get('/profile');
    expect(result.ok).toBe(false);
    expect(reauths).toEqual([]);
  });

  it('a validation failure carries the server detail list', async () => {
    const { http } = client(null);
    const result = await http.post('/c/reset-password', { body: { email: 'not-an-email' } });
    if (result.ok) throw new Error('expected failure');
    expect(result.error.kind).toBe('validation');
    expect(result.error.status).toBe(400);
    expect(result.error.message).toBe('Invalid request');
    expect(result.error.messages?.length).toBeGreaterThan(0);
  });

  it('sends query parameters, leaving out null and undefined', async () => {
    const { http } = client(null);
    await http.get('/g/announcements', { query: { page: 2, q: 'a b', skip: undefined, none: null } });
    expect(log).toContain('GET /api/g/announcements?page=2&q=a+b');
  });

  it('a transport failure resolves to the generic network error instead of throwing', async () => {
    const { http } = client(null, {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await http.get('/profile')).toEqual({
      ok: false,
      error: {
        kind: 'network',
        status: 0,
        title: 'Ooops!',
        message: 'Error encountered while processing. Please try again later or contact the product admin.',
      },
    });
  });
});

describe('anti-forgery tokens', () => {
  let token: string;
  let http: HttpClient;
  beforeAll(async () => {
    token = await adminToken();
    http = client(token, { clientType: 'admin' }).http;
  });
  const csrfFetches = () => log.filter((line) => line === 'GET /api/g/csrf/admin:impersonate').length;

  it('fetches a scope token once per session, caches it and sends it as X-CSRF-Token', async () => {
    const before = csrfFetches();
    const first = await http.post<{ token: string }>('/d/impersonate/user-owner', { csrf: 'impersonate' });
    const second = await http.post<{ token: string }>('/d/impersonate/user-staff', { csrf: 'impersonate' });
    expect(first.ok && typeof first.data.token).toBe('string');
    expect(second.ok).toBe(true);
    expect(csrfFetches() - before).toBe(1);
  });

  it('without the header the server refuses with the anti-forgery error', async () => {
    const result = await http.post('/d/impersonate/user-owner');
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'csrf', status: 403, message: 'Invalid or missing anti-forgery token.' },
    });
  });

  it('refetches once and retries when the server rejects a cached token', async () => {
    let stale = true;
    const store: CsrfStore = {
      // Stands in for a token cached before a server restart: the first answer is stale.
      token: (scope) => {
        if (!stale) return real.token(scope);
        stale = false;
        return Promise.resolve({ ok: true, status: 200, data: 'stale-token' });
      },
      invalidate: (scope) => real.invalidate(scope),
    };
    const retrying = client(token, { clientType: 'admin', csrfStore: store }).http;
    const real = createCsrfStore(retrying);
    const posts = () => log.filter((line) => line === 'POST /api/d/impersonate/user-owner').length;
    const before = { posts: posts(), fetches: csrfFetches() };
    const result = await retrying.post('/d/impersonate/user-owner', { csrf: 'impersonate' });
    expect(result.ok).toBe(true);
    expect(posts() - before.posts).toBe(2);
    expect(csrfFetches() - before.fetches).toBe(1);
  });

  it('forgets cached tokens when the session token changes', async () => {
    let current = token;
    const http2 = client(null, { clientType: 'admin', getToken: () => current }).http;
    const first = await http2.csrf.token('impersonate');
    expect(await http2.csrf.token('impersonate')).toEqual(first);
    current = await adminToken();
    const second = await http2.csrf.token('impersonate');
    expect(second.ok && first.ok && second.data !== first.data).toBe(true);
    const used = await http2.post('/d/impersonate/user-owner', { csrf: 'impersonate' });
    expect(used.ok).toBe(true);
  });
});
