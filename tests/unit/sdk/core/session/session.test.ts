import { createMemoryStorage, type ProofdeskEvents, type ProofdeskInstance } from 'proofdesk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  afterEarlierRequests,
  createInstance,
  DEMO_PASSWORD,
  startServer,
  type TestServer,
  waitFor,
} from '../../../support/helpers';

let server: TestServer;
const instances: ProofdeskInstance[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy();
});

function make(options: Parameters<typeof createInstance>[1] = {}) {
  const instance = createInstance(server.baseUrl, options);
  instances.push(instance);
  const events: Array<keyof ProofdeskEvents> = [];
  instance.events.on('*', (type) => events.push(type));
  return { instance, session: instance.session, events };
}
const count = (line: string) => server.log.filter((entry) => entry === line).length;

describe('sign-in', () => {
  it("stores the spec's keys under the prefix, loads the profile and announces 'signed-in'", async () => {
    const storage = createMemoryStorage({ 'host:unrelated': 'x' });
    const { session, events } = make({ storage, storagePrefix: 'pd-test:' });
    const statuses: string[] = [];
    session.$status.subscribe((status) => statuses.push(status));
    const result = await session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
    expect(result.ok && result.data.profile?.emailAddress).toBe('owner@demo.test');
    expect(storage.getItem('pd-test:token')).toBe(session.getToken());
    expect(storage.getItem('pd-test:userId')).toBe('user-owner');
    expect(storage.getItem('pd-test:clientId')).toBe('proofdesk-customer');
    expect(Date.parse(storage.getItem('pd-test:expirationDate') ?? '')).toBeGreaterThan(Date.now());
    expect(session.$auth.get()).toMatchObject({
      userId: 'user-owner',
      clientId: 'proofdesk-customer',
      role: 'owner',
      error: null,
      loading: false,
    });
    expect(statuses).toEqual(['signed-out', 'signing-in', 'signed-in']);
    expect(events).toContain('signed-in');
  });

  it('invalid_grant shows the exact spec texts and keeps the error in the auth state', async () => {
    const { session } = make();
    const result = await session.signIn({ username: 'owner@demo.test', password: 'wrong-password' });
    expect(result).toMatchObject({
      ok: false,
      error: {
        title: 'Incorrect username or password.',
        message:
          'The email and password you entered did not match our records. Please double-check and try again.',
      },
    });
    expect(session.$auth.get().error?.title).toBe('Incorrect username or password.');
    expect(session.$status.get()).toBe('signed-out');
  });

  it('blocks submit when a field is empty: nothing is sent', async () => {
    const { session } = make();
    const before = count('POST /api/c/token');
    const result = await session.signIn({ username: 'owner@demo.test', password: '' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('validation');
    expect(!result.ok && result.error.fields?.password).toBeTruthy();
    expect(count('POST /api/c/token')).toBe(before);
  });

  it('signs admins in on /d/token with a plain username', async () => {
    const { session } = make({ clientType: 'admin' });
    const result = await session.signIn({ username: 'admin', password: DEMO_PASSWORD });
    expect(result.ok).toBe(true);
    expect(session.$auth.get()).toMatchObject({ clientId: 'proofdesk-admin', role: 'admin' });
    expect(session.clientType()).toBe('admin');
  });

  it('one instance serves both screens: the stored client id decides the client afterwards', async () => {
    const { instance, session } = make();
    expect(session.clientType()).toBe('customer');
    const result = await session.signIn({
      username: 'manager@demo.test',
      password: DEMO_PASSWORD,
      clientType: 'admin',
    });
    expect(result.ok).toBe(true);
    expect(session.clientType()).toBe('admin');
    expect(instance.http.clientPath('/token')).toBe('/d/token');
  });

  it('a customer cannot sign in on the admin client (invalid_grant)', async () => {
    const { session } = make({ clientType: 'admin' });
    const result = await session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
    expect(!result.ok && result.error.title).toBe('Incorrect username or password.');
  });

  it('other errors show the server name and message: rate limiting (429)', async () => {
    const { session } = make();
    let last: Awaited<ReturnType<typeof session.signIn>> | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = await session.signIn({ username: 'nobody-rate@demo.test', password: 'wrong-password' });
    }
    expect(last).toMatchObject({
      ok: false,
      error: {
        status: 429,
        title: 'too_many_requests',
        message: 'Too many sign-in attempts. Please wait a minute and try again.',
      },
    });
  });

  it('a transport failure during sign-in shows the generic error', async () => {
    const { session } = make({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    const result = await session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', title: 'Ooops!' } });
  });
});

describe('profile and sign-out', () => {
  it('a failed profile load clears the user', async () => {
    const { session } = make();
    await session.signIn({ username: 'staff@demo.test', password: DEMO_PASSWORD });
    expect(session.$profile.get()?.role).toBe('staff');
    // The session is revoked server-side (e.g. signed out elsewhere).
    await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${session.getToken()}` },
    });
    const result = await session.loadProfile();
    expect(result.ok).toBe(false);
    expect(session.$profile.get()).toBeNull();
    // …and the reauth flag of that answer shows the server's message.
    expect(session.$notice.get()).toEqual({
      kind: 'reauth',
      title: 'Ooops!',
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it('admin sign-out calls POST /logout, clears every prefixed key and announces it', async () => {
    const storage = createMemoryStorage({ 'elsewhere:token': 'keep' });
    const { session, events } = make({ clientType: 'admin', storage });
    await session.signIn({ username: 'operator@demo.test', password: DEMO_PASSWORD });
    session.storage.set('cart', '[]');
    session.storage.set('isFullScreen', 'true');
    const token = session.getToken();
    const before = count('POST /api/logout');
    await session.signOut();
    expect(count('POST /api/logout')).toBe(before + 1);
    expect(storage.length).toBe(1);
    expect(storage.getItem('elsewhere:token')).toBe('keep');
    expect(session.$auth.get()).toMatchObject({ token: null, role: null, userId: null });
    expect(session.$profile.get()).toBeNull();
    expect(events).toContain('signed-out');
    const reuse = await server.app.inject({
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reuse.statusCode).toBe(401);
  });

  it('customer sign-out does not call the server (spec: POST /logout is for admin clients only)', async () => {
    const { session } = make();
    await session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
    const before = count('POST /api/logout');
    await session.signOut();
    expect(count('POST /api/logout')).toBe(before);
    expect(session.$status.get()).toBe('signed-out');
  });

  it('keeps the redirect path across sign-out', () => {
    const { session } = make();
    session.setRedirectPath('/orders/detail/42');
    expect(session.$auth.get().redirectPath).toBe('/orders/detail/42');
  });
});

describe('restored sessions', () => {
  it('loads the profile lazily, with the first subscriber', async () => {
    const first = make();
    await first.session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
    const before = count('GET /api/profile');
    const { session } = make({ storage: first.instance.options.storage });
    expect(session.getToken()).toBe(first.session.getToken());
    await afterEarlierRequests(server);
    expect(count('GET /api/profile')).toBe(before);
    const unsubscribe = session.$profile.listen(() => {});
    await waitFor(() => session.$profile.get() !== null);
    expect(session.$auth.get().role).toBe('owner');
    unsubscribe();
  });

  it('an already expired stored session is signed out on creation', () => {
    const storage = createMemoryStorage({
      'proofdesk:token': 'old',
      'proofdesk:userId': 'user-owner',
      'proofdesk:expirationDate': new Date(Date.now() - 1000).toISOString(),
      'proofdesk:cart': '[]',
    });
    const { session } = make({ storage });
    expect(session.$status.get()).toBe('signed-out');
    expect(storage.length).toBe(0);
  });
});

describe('forgot password', () => {
  it('returns the server messages for a known e-mail', async () => {
    const { session } = make();
    expect(await session.forgotPassword('owner@demo.test')).toEqual({
      ok: true,
      data: ['We have sent a password reset link to your e-mail.'],
      messages: ['We have sent a password reset link to your e-mail.'],
    });
  });

  it("shows 'Not Found' with the first server message for an unknown e-mail", async () => {
    const { session } = make();
    const result = await session.forgotPassword('nobody@demo.test');
    expect(result).toMatchObject({
      ok: false,
      error: { title: 'Not Found', message: 'We could not find an account with that e-mail address.' },
    });
  });

  it('sends nothing for an invalid e-mail; a network failure is generic', async () => {
    const before = count('POST /api/c/reset-password');
    const { session } = make();
    expect((await session.forgotPassword('not-an-email')).ok).toBe(false);
    expect(count('POST /api/c/reset-password')).toBe(before);
    const offline = make({ fetch: () => Promise.reject(new TypeError('offline')) }).session;
    expect(await offline.forgotPassword('owner@demo.test')).toMatchObject({
      ok: false,
      error: {
        title: 'Ooops!',
        message: 'Error encountered while processing. Please try again later or contact the product admin.',
      },
    });
  });
});

describe('impersonation', () => {
  it('a valid one-time token stores the session; reusing it says the token is not valid', async () => {
    const admin = make({ clientType: 'admin' }).session;
    await admin.signIn({ username: 'cso@demo.test', password: DEMO_PASSWORD });
    const issued = await createInstanceHttp(admin.getToken()!).post<{ token: string }>(
      '/d/impersonate/user-owner',
      {
        csrf: 'impersonate',
      },
    );
    if (!issued.ok) throw new Error(issued.error.message);
    const { session, instance } = make();
    const result = await session.signInWithImpersonationToken(issued.data.token);
    expect(result.ok).toBe(true);
    expect(session.$auth.get()).toMatchObject({
      userId: 'user-owner',
      clientId: 'proofdesk-customer',
      role: 'owner',
    });
    expect(instance.options.storage.getItem('proofdesk:token')).toBe(session.getToken());

    const again = make().session;
    expect(await again.signInWithImpersonationToken(issued.data.token)).toMatchObject({
      ok: false,
      error: { message: 'Token is not valid' },
    });
    expect(await again.signInWithImpersonationToken(null)).toMatchObject({
      ok: false,
      error: { message: 'Token is not valid' },
    });
  });
});

describe('token hand-off', () => {
  it("adopts a token the host page already holds, replacing another user's session", async () => {
    const issuer = make().session;
    const issued = await issuer.signIn({ username: 'staff@demo.test', password: DEMO_PASSWORD });
    if (!issued.ok) throw new Error(issued.error.message);
    const handOff = {
      accessToken: issuer.getToken()!,
      accessTokenExpiresAt: issuer.storage.get('expirationDate')!,
    };

    const { session, events } = make();
    await session.signIn({ username: 'owner@demo.test', password: DEMO_PASSWORD });
    const profileReads = count('GET /api/profile');
    const result = await session.signInWithToken(handOff);
    // The profile that proved the token is the session's: not read a second time (issue 22).
    expect(count('GET /api/profile')).toBe(profileReads + 1);
    expect(result).toMatchObject({ ok: true, data: { userId: 'user-staff' } });
    expect(result.ok && result.data.profile?.emailAddress).toBe('staff@demo.test');
    expect(session.getToken()).toBe(handOff.accessToken);
    expect(session.$auth.get()).toMatchObject({
      userId: 'user-staff',
      clientId: 'proofdesk-customer',
      role: 'staff',
    });
    expect(session.$profile.get()?.emailAddress).toBe('staff@demo.test');
    expect(events.filter((e) => e === 'signed-out')).toHaveLength(1);

    // Handing over the token already in use changes nothing.
    expect(await session.signInWithToken(handOff)).toMatchObject({
      ok: true,
      data: { userId: 'user-staff' },
    });
    expect(events.filter((e) => e === 'signed-in')).toHaveLength(2);
  });

  it('refuses the token already in use once the server has revoked it', async () => {
    const storage = createMemoryStorage();
    const first = make({ storage }).session;
    await first.signIn({ username: 'staff@demo.test', password: DEMO_PASSWORD });
    const handOff = {
      accessToken: first.getToken()!,
      accessTokenExpiresAt: first.storage.get('expirationDate')!,
    };
    // A second page restores the same session from storage, without a profile yet.
    const { session } = make({ storage });
    expect(session.getToken()).toBe(handOff.accessToken);
    await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${handOff.accessToken}` },
    });
    expect(await session.signInWithToken(handOff)).toMatchObject({
      ok: false,
      error: { message: 'Token is not valid' },
    });
  });

  it("refuses a token the server does not know, or one without an expiry, with 'Token is not valid'", async () => {
    const { session } = make();
    const future = new Date(Date.now() + 60_000).toISOString();
    for (const handOff of [
      { accessToken: 'not-a-real-token', accessTokenExpiresAt: future },
      { accessToken: '', accessTokenExpiresAt: future },
      { accessToken: 'x', accessTokenExpiresAt: 'tomorrow-ish' },
    ]) {
      expect(await session.signInWithToken(handOff)).toMatchObject({
        ok: false,
        error: { message: 'Token is not valid' },
      });
    }
    expect(session.getToken()).toBeNull();
    expect(session.$status.get()).toBe('signed-out');
  });
});

describe('cross-tab', () => {
  it('adopts a token written by another tab and signs out, without the server, when it is removed', async () => {
    const storage = createMemoryStorage();
    const window = new EventTarget();
    const environment = window as unknown as NonNullable<Parameters<typeof createInstance>[1]>['environment'];
    const tabA = make({ clientType: 'admin', storage });
    const tabB = make({ clientType: 'admin', storage, environment });
    const stop = tabB.session.$auth.listen(() => {}); // starts tab B's listeners
    const storageEvent = (key: string, newValue: string | null) =>
      window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, storageArea: storage }));

    await tabA.session.signIn({ username: 'admin', password: DEMO_PASSWORD });
    storageEvent('proofdesk:token', tabA.session.getToken());
    expect(tabB.session.getToken()).toBe(tabA.session.getToken());
    await waitFor(() => tabB.session.$profile.get()?.role === 'admin');
    expect(tabB.events).toContain('signed-in');

    const before = count('POST /api/logout');
    await tabA.session.signOut();
    storageEvent('proofdesk:token', null);
    expect(tabB.session.$status.get()).toBe('signed-out');
    expect(tabB.events).toContain('signed-out');
    expect(count('POST /api/logout')).toBe(before + 1);
    stop();
  });
});

function createInstanceHttp(token: string) {
  const { instance } = make({
    clientType: 'admin',
    storage: createMemoryStorage({
      'proofdesk:token': token,
      'proofdesk:clientId': 'proofdesk-admin',
    }),
  });
  return instance.http;
}
