import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  API_ORIGIN,
  badgeText,
  bellBadge,
  cartBadge,
  cartTrigger,
  example,
  expect,
  handOffToken,
  popover,
  signInThroughForm,
  test,
  unreadCount,
} from './examples-helpers';

// examples/reseller.html, served by scripts/serve-examples.mjs from http://localhost:<port>: the
// reseller's own site, on another origin (and site) than the API it embeds Proofdesk from.

/** What the page's intent panel logged (reseller.js cancels every intent and lists it). */
const loggedIntents = (page: Page) =>
  page.locator('#intent-log li').evaluateAll((items) =>
    items.map((item) => ({
      type: (item as HTMLElement).dataset.intent,
      path: (item as HTMLElement).dataset.path,
    })),
  );

/** Records the flags of every `proofdesk:*` event that reaches `document`, after listeners ran. */
async function recordIntentEvents(page: Page) {
  await page.evaluate(() => {
    const seen: object[] = [];
    (window as unknown as { seenIntents: object[] }).seenIntents = seen;
    for (const type of ['view-cart', 'checkout']) {
      // Bubble phase on window: runs after reseller.js's document listener.
      window.addEventListener(`proofdesk:${type}`, (event) => {
        seen.push({
          type: event.type,
          bubbles: event.bubbles,
          composed: event.composed,
          cancelable: event.cancelable,
          defaultPrevented: event.defaultPrevented,
          from: (event.target as Element).localName,
        });
      });
    }
  });
}

test('a wrong password shows the spec error text in the page own form', async ({ page }) => {
  await page.goto(example('reseller.html'));
  // A user that does not exist: same answer as a wrong password, and it spares the owner's
  // sign-in rate limit.
  await signInThroughForm(page, 'nobody@demo.test', 'not-the-password');
  const error = page.locator('#sign-in-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Incorrect username or password.');
  await expect(error).toContainText(
    'The email and password you entered did not match our records. Please double-check and try again.',
  );
});

test('a sign-in sent while the SDK still loads waits for it; the page never submits itself', async ({
  page,
}) => {
  // Hold the loader's chunks back, so the click lands before Proofdesk is ready.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${API_ORIGIN}/embed/**`, async (route) => {
    if (!route.request().url().endsWith('/embed/proofdesk.js')) await held;
    await route.continue();
  });
  await page.goto(example('reseller.html'), { waitUntil: 'domcontentloaded' });
  const url = page.url();
  await signInThroughForm(page, 'nobody@demo.test', 'not-the-password');
  expect(await page.locator('html').getAttribute('data-proofdesk-ready')).toBeNull();
  release();
  await expect(page.locator('#sign-in-error')).toContainText('Incorrect username or password.');
  // Still the same page: no browser submit put the password in the URL.
  expect(page.url()).toBe(url);
  await page.unroute(`${API_ORIGIN}/embed/**`);
});

test('signed in through the page form, the bell counts, the page buttons fill the cart, View Cart is an intent', async ({
  page,
  request,
  ownerToken,
}) => {
  await page.goto(example('reseller.html'));
  // Really cross-origin: the page is not on the API's origin, the loader is.
  const { pageOrigin, loader } = await page.evaluate(() => ({
    pageOrigin: location.origin,
    loader: document.querySelector<HTMLScriptElement>('script[src$="/embed/proofdesk.js"]')?.src,
  }));
  expect(pageOrigin).not.toBe(API_ORIGIN);
  expect(loader).toBe(`${API_ORIGIN}/embed/proofdesk.js`);

  await signInThroughForm(page);
  await expect(page.locator('#account-name')).toHaveText('Hi, Olivia');
  await expect(page.locator('#sign-in-panel')).toBeHidden();

  const unread = await unreadCount(request, ownerToken);
  if (unread > 0) await expect(bellBadge(page)).toHaveText(badgeText(unread));
  else await expect(bellBadge(page)).toHaveCount(0);

  // The site's own "Add to cart" buttons, twice the logo, once the flyer.
  const card = (name: string) => page.locator('.product', { hasText: name });
  await card('Logo Design').getByRole('button', { name: 'Add to cart' }).click();
  await card('Logo Design').getByRole('button', { name: 'Add to cart' }).click();
  await card('Flyer Design').getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBadge(page)).toHaveText('3');
  await expect(cartTrigger(page)).toHaveAccessibleName('Cart, 3 items');

  await cartTrigger(page).click();
  const panel = popover(page.locator('proofdesk-cart'));
  const lines = panel.getByRole('list', { name: 'Items in the cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Logo Design');
  await expect(lines.nth(0)).toContainText('2 x $249.00');
  await expect(lines.nth(1)).toContainText('Flyer Design');
  await expect(lines.nth(1)).toContainText('1 x $79.00');
  await expect(panel.locator('.pd-cart-subtotal')).toContainText('$577.00');

  await recordIntentEvents(page);
  const before = page.url();
  await panel.getByRole('button', { name: 'View Cart' }).click();
  await expect.poll(() => loggedIntents(page)).toEqual([{ type: 'view-cart', path: '/cart/checkout' }]);
  expect(await page.evaluate(() => (window as unknown as { seenIntents: object[] }).seenIntents)).toEqual([
    {
      type: 'proofdesk:view-cart',
      bubbles: true,
      composed: true,
      cancelable: true,
      defaultPrevented: true,
      from: 'proofdesk-cart',
    },
  ]);
  // Cancelled, so nothing navigated.
  expect(page.url()).toBe(before);

  // Signing out through the page's own button brings its form back and empties the bell.
  await page.locator('#sign-out').click();
  await expect(page.locator('#sign-in-panel')).toBeVisible();
  await expect(bellBadge(page)).toHaveCount(0);
});

test('checkout from the reseller page creates an invoice and announces it', async ({ page, ownerToken }) => {
  await page.goto(example('reseller.html'));
  await handOffToken(page, ownerToken);
  await page
    .locator('.product', { hasText: 'Business Card Design' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(cartBadge(page)).toHaveText('1');

  await recordIntentEvents(page);
  await cartTrigger(page).click();
  const panel = popover(page.locator('proofdesk-cart'));
  await expect(panel.locator('.pd-cart-subtotal')).toContainText('$49.50');
  await panel.getByRole('button', { name: 'Checkout' }).click();

  await expect.poll(async () => (await loggedIntents(page))[0]?.type).toBe('checkout');
  const path = (await loggedIntents(page))[0]?.path ?? '';
  const invoiceId = /^\/checkout\/process\/invoice\/([^/?#]+)$/.exec(path)?.[1];
  expect(invoiceId, path).toMatch(/^inv-[0-9a-f-]{36}$/);
  const [seen] = await page.evaluate(() => (window as unknown as { seenIntents: object[] }).seenIntents);
  expect(seen).toMatchObject({ type: 'proofdesk:checkout', composed: true, defaultPrevented: true });
  // The bought items left the cart.
  await expect(cartBadge(page)).toHaveCount(0);

  // No API lists invoices yet, so read the server's database (read-only) to see it was written.
  const db = new Database(join(process.env.E2E_DATA_DIR as string, 'proofdesk.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const invoice = db
      .prepare('SELECT user_id, status, subtotal_cents FROM invoices WHERE id = ?')
      .get(decodeURIComponent(invoiceId as string));
    const lines = db
      .prepare('SELECT product_id, qty, unit_price_cents FROM invoice_lines WHERE invoice_id = ?')
      .all(decodeURIComponent(invoiceId as string));
    expect(invoice).toEqual({ user_id: 'user-owner', status: 'unpaid', subtotal_cents: 4950 });
    expect(lines).toEqual([{ product_id: 'prod-business-card', qty: 1, unit_price_cents: 4950 }]);
  } finally {
    db.close();
  }
});

test('a token the page already holds signs the user in (token-handoff.html)', async ({
  page,
  request,
  ownerToken,
}) => {
  await page.goto(example('token-handoff.html'));
  await page
    .getByLabel('Token answer (JSON)')
    .fill('{"accessToken":"not-a-token","accessTokenExpiresAt":"2099-01-01T00:00:00.000Z"}');
  await page.getByRole('button', { name: 'Hand over' }).click();
  await expect(page.locator('#handoff-status')).toHaveText('Ooops! Token is not valid');
  await expect(page.locator('#handoff-user')).toHaveText('Nobody is signed in.');

  await page.getByLabel('Token answer (JSON)').fill(JSON.stringify(ownerToken));
  await page.getByRole('button', { name: 'Hand over' }).click();
  await expect(page.locator('#handoff-status')).toHaveText('Signed in.');
  await expect(page.locator('#handoff-user')).toHaveText('Signed in as owner@demo.test.');
  const unread = await unreadCount(request, ownerToken);
  if (unread > 0) await expect(bellBadge(page)).toHaveText(badgeText(unread));
  // The page's curl line names the API it talks to.
  await expect(page.locator('#curl-command')).toContainText(`${API_ORIGIN}/api/c/token`);
});
