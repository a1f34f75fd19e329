import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type WebSocket,
} from '@playwright/test';

export { expect };

import { CLIENTS, type TokenResponse } from 'proofdesk/contract';
import { DEMO_PASSWORD } from './helpers';

// The examples run on their own server (scripts/serve-examples.mjs, started by playwright.config)
// at http://localhost:<port>: another origin, even another site, than the API at 127.0.0.1.
export const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4410}`;
export const EXAMPLES_ORIGIN = `http://localhost:${process.env.E2E_EXAMPLES_PORT ?? 4420}`;
export const OWNER = 'owner@demo.test';

export const example = (path: string) => `${EXAMPLES_ORIGIN}/${path}`;

/** A customer token straight from the API, as a reseller's server would get one. */
export async function customerToken(request: APIRequestContext, username = OWNER): Promise<TokenResponse> {
  const { id, secret } = CLIENTS.customer;
  const response = await request.post(`${API_ORIGIN}/api/c/token`, {
    headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` },
    form: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenResponse;
}

/** GET /message/unread-count: what the bell's badge must reflect. */
export async function unreadCount(
  request: APIRequestContext,
  token: Pick<TokenResponse, 'accessToken'>,
): Promise<number> {
  const response = await request.get(`${API_ORIGIN}/api/message/unread-count`, {
    headers: { authorization: `Bearer ${token.accessToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/** Spec: the badge shows the unread count, '9+' above 9. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * One owner token per worker: every sign-in counts against the API's limit of 10 attempts per
 * minute per user, so pages that are not about signing in get this token handed over instead.
 */
export const test = base.extend<object, { ownerToken: TokenResponse }>({
  ownerToken: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      const token = await customerToken(request);
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
});

type Handed = { ok: boolean; message?: string };

/** The documented token hand-off, run in the page: `Proofdesk.ready` → `session.signInWithToken`. */
export async function handOffToken(page: Page, token: TokenResponse): Promise<void> {
  const result = await page.evaluate(async ({ accessToken, accessTokenExpiresAt }): Promise<Handed> => {
    type Instance = {
      session: {
        signInWithToken(input: { accessToken: string; accessTokenExpiresAt: string }): Promise<{
          ok: boolean;
          error?: { message: string };
        }>;
      };
    };
    const ready = (window as unknown as { Proofdesk: { ready: Promise<Instance> } }).Proofdesk.ready;
    const answer = await (await ready).session.signInWithToken({ accessToken, accessTokenExpiresAt });
    return answer.ok ? { ok: true } : { ok: false, message: answer.error?.message ?? '' };
  }, token);
  expect(result).toEqual({ ok: true });
}

/** Signs in through the example page's own form (reseller.js → `pd.session.signIn`). */
export async function signInThroughForm(page: Page, username = OWNER, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('#sign-in-form').getByRole('button', { name: 'Sign in' }).click();
}

/** A page's first widget of that tag, or the given host element itself. */
const hostOf = (scope: Page | Locator, tag: string) => ('goto' in scope ? scope.locator(tag).first() : scope);

/** The widgets' triggers, reached through their open shadow roots (Playwright locators pierce them). */
export const bellTrigger = (scope: Page | Locator) =>
  hostOf(scope, 'proofdesk-bell').getByRole('button', { name: /^Notifications/ });
export const cartTrigger = (scope: Page | Locator) =>
  hostOf(scope, 'proofdesk-cart').getByRole('button', { name: /^Cart/ });

/** The count badges (absent while the count is 0): the cart's in its trigger, the bell's beside it. */
export const cartBadge = (scope: Page | Locator) => hostOf(scope, 'proofdesk-cart').locator('.pd-cart-badge');
export const bellBadge = (scope: Page | Locator) => hostOf(scope, 'proofdesk-bell').locator('.pd-bell-badge');

/** The popover a trigger opens, inside the same shadow root. */
export const popover = (host: Locator) => host.getByRole('dialog');

/**
 * The open bell has loaded: its first notification, or its empty state (another test may have
 * deleted the owner's notifications; these tests are about embedding, not about the list).
 */
export const bellLoaded = (page: Page) => {
  const panel = popover(page.locator('proofdesk-bell').first());
  return panel.getByRole('listitem').first().or(panel.getByText('No notification yet!'));
};

/**
 * Lets running CSS animations and transitions (popover fade-ins, hover colours) finish: those of
 * the document and of every shadow root (`document.getAnimations()` does not look into those).
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot);
    // Endless animations (spinners) never finish; a cancelled one rejects with AbortError: done too.
    const finite = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    return Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The page's WebSockets: all it opened, those the server made ready, those that heard the probe. */
export function watchSockets(page: Page) {
  const opened: WebSocket[] = [];
  const ready: WebSocket[] = [];
  const heardProbe: WebSocket[] = [];
  page.on('websocket', (socket) => {
    opened.push(socket);
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"ready"')) ready.push(socket);
      if (String(payload).includes('"reload-sidebar"')) heardProbe.push(socket);
    });
  });
  return { opened, ready, heardProbe };
}

/**
 * A message to every socket of the signed-in user, sent from the page's instance: saving a filter
 * preset and deleting it again each tell the user's sockets 'reload-sidebar'. A test that counts
 * sockets waits for the one socket to hear both: any other socket the page held for the user would
 * have heard them too, so no fixed wait is needed to give a second socket its chance.
 */
export async function probeUserSockets(page: Page): Promise<void> {
  const result = await page.evaluate(async (): Promise<Handed> => {
    type Answer = { ok: boolean; id?: string; error?: { message: string } };
    type Instance = { http: { request(method: string, path: string, init: object): Promise<Answer> } };
    const { http } = await (window as unknown as { Proofdesk: { ready: Promise<Instance> } }).Proofdesk.ready;
    const saved = await http.request('POST', '/filters', { csrf: 'filter', body: { name: 'Socket probe' } });
    if (!saved.ok || !saved.id) return { ok: false, message: saved.error?.message ?? 'no id' };
    const deleted = await http.request('DELETE', `/filters/${saved.id}`, { csrf: 'filter' });
    return deleted.ok ? { ok: true } : { ok: false, message: deleted.error?.message ?? '' };
  });
  expect(result).toEqual({ ok: true });
}
