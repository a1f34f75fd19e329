import { expect, test } from '@playwright/test';

// The script-tag loader: one <script>, configuration from its attributes, the core loaded lazily.
// The blank page is the portal's fixture, served under the portal's policy: like any host under a
// strict CSP, the tests give the loader's <script> the page's nonce.
test('the loader creates the page default instance and signs in against the API beside it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/isolation.html?widget=0');
  const result = await page.evaluate(async (origin) => {
    const script = document.createElement('script');
    script.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce;
    script.type = 'module';
    script.src = `${origin}/embed/proofdesk.js`;
    script.dataset.storagePrefix = 'embed-test:';
    const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
    document.head.append(script);
    await loaded;
    type Instance = {
      options: { baseUrl: string; storagePrefix: string };
      session: { signIn(input: { username: string; password: string }): Promise<{ ok: boolean }> };
    };
    const instance = await (globalThis as unknown as { Proofdesk: { ready: Promise<Instance> } }).Proofdesk
      .ready;
    const signedIn = await instance.session.signIn({
      username: 'harbor@demo.test',
      password: 'proofdesk-demo',
    });
    return {
      baseUrl: instance.options.baseUrl,
      prefix: instance.options.storagePrefix,
      signedIn: signedIn.ok,
      token: localStorage.getItem('embed-test:token') !== null,
    };
  }, baseURL);
  expect(result).toEqual({ baseUrl: `${baseURL}/api`, prefix: 'embed-test:', signedIn: true, token: true });
});

// "loads each widget's chunk only when its element appears; React, the core and the theme sit in
// one shared chunk".
test('each widget element loads its own chunk only when it first appears, over one shared chunk', async ({
  page,
  baseURL,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const file = /\/embed\/chunks\/([^/]+)\.js$/.exec(request.url())?.[1];
    const name = ['notification-bell', 'cart', 'shared', 'floating-ui'].find((known) =>
      file?.startsWith(`${known}-`),
    );
    if (name) chunks.push(name);
  });
  // A fake clock (it runs on by itself, and can be sent ahead), so "nothing is fetched later" is
  // checked without waiting for that later.
  await page.clock.install();
  await page.goto('/isolation.html?widget=0');
  await page.evaluate(async (origin) => {
    const script = document.createElement('script');
    script.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce;
    script.type = 'module';
    script.src = `${origin}/embed/proofdesk.js`;
    const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
    document.head.append(script);
    await loaded;
  }, baseURL);
  // Defined at once, nothing fetched until an element is used: not at once, nor by a timer or an
  // idle callback the loader left (the clock is sent a minute ahead). A marker request the page sends
  // after that is seen after any chunk request made before it.
  expect(
    await page.evaluate(() => [
      !!customElements.get('proofdesk-bell'),
      !!customElements.get('proofdesk-cart'),
    ]),
  ).toEqual([true, true]);
  await page.clock.runFor(60_000);
  const marker = page.waitForRequest((request) => request.url().endsWith('?marker'));
  await page.evaluate(() => fetch('/isolation.html?marker').then((response) => response.text()));
  await marker;
  expect(chunks).toEqual([]);

  await page.evaluate(() => document.body.append(document.createElement('proofdesk-bell')));
  await expect(page.locator('proofdesk-bell').getByRole('button', { name: /notifications/i })).toBeVisible();
  expect(chunks.sort()).toEqual(['notification-bell', 'shared']);

  await page.evaluate(() => document.body.append(document.createElement('proofdesk-cart')));
  await expect(page.locator('proofdesk-cart').getByRole('button', { name: /cart/i })).toBeVisible();
  expect(chunks.sort()).toEqual(['cart', 'notification-bell', 'shared']);
});

test('a widget element takes theme attributes and re-themes when they change', async ({ page, baseURL }) => {
  await page.goto('/isolation.html?widget=0');
  await page.evaluate(async (origin) => {
    const script = document.createElement('script');
    script.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce;
    script.type = 'module';
    script.src = `${origin}/embed/proofdesk.js`;
    document.head.append(script);
    const cart = document.createElement('proofdesk-cart');
    cart.setAttribute('primary-color', '#ff0000');
    document.body.append(cart);
  }, baseURL);
  const cart = page.locator('proofdesk-cart');
  await expect(cart.getByRole('button', { name: /cart/i })).toBeVisible();
  const primary = () =>
    cart.evaluate((el) => getComputedStyle(el).getPropertyValue('--pd-color-primary').trim());
  await expect.poll(primary).toBe('#ff0000');
  await cart.evaluate((el) => el.setAttribute('primary-color', '#00aa00'));
  await expect.poll(primary).toBe('#00aa00');
  // A dark header's light icon, without changing the popover's text colour.
  const trigger = cart.getByRole('button', { name: /cart/i });
  await cart.evaluate((el) => el.setAttribute('trigger-color', 'rgb(255, 255, 255)'));
  await expect.poll(() => trigger.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
});

// The loader as built from the widget manifest: attributes by kind, and a property the page set
// before the script ran (the element was a plain HTMLElement then).
test('a widget element takes its props from attributes and from properties set before the loader ran', async ({
  page,
  baseURL,
}) => {
  await page.goto('/isolation.html?widget=0');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.evaluate(async (origin) => {
    const cart = document.createElement('proofdesk-cart') as HTMLElement & { messages?: unknown };
    cart.messages = { title: 'Early basket' };
    document.body.append(cart);
    const bell = document.createElement('proofdesk-bell');
    bell.setAttribute('messages', '{"title":"Alerts"}');
    document.body.append(bell);
    const script = document.createElement('script');
    script.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce;
    script.type = 'module';
    script.src = `${origin}/embed/proofdesk.js`;
    document.head.append(script);
  }, baseURL);
  await expect(page.locator('proofdesk-cart').getByRole('button', { name: 'Early basket' })).toBeVisible();
  const bell = page.locator('proofdesk-bell');
  await expect(bell.getByRole('button', { name: 'Alerts' })).toBeVisible();

  await bell.evaluate((el) => el.setAttribute('messages', '{"title":"Inbox"}'));
  await expect(bell.getByRole('button', { name: 'Inbox' })).toBeVisible();
  await bell.evaluate((el) => el.setAttribute('messages', '{not json'));
  await expect(bell.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  expect(warnings).toContain(
    'proofdesk: <proofdesk-bell messages="{not json"> is not valid JSON; the attribute is ignored',
  );
});
