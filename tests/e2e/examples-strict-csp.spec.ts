import { apiSignIn } from './api';
import {
  API_ORIGIN,
  bellLoaded,
  bellTrigger,
  cartBadge,
  cartTrigger,
  example,
  expect,
  popover,
  settleAnimations,
  signInThroughForm,
  test,
} from './examples-helpers';

// examples/strict-csp.html, served with a nonce-based policy and no 'unsafe-inline'. The page's
// csp-watch.js (first script in <head>) lists every `securitypolicyviolation` in #csp-violations.

test('the strict-CSP page raises no violation while signing in and opening both widgets', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  const response = await page.goto(example('strict-csp.html'));
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
  expect(policy).toContain(`style-src 'nonce-${nonce}'`);
  expect(policy).toContain(`connect-src ${API_ORIGIN} ${API_ORIGIN.replace('http', 'ws')}`);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  // The loader is the versioned release, pinned by its integrity hash (the browser refuses it if
  // the served file differs, and nothing below would work), and carries this response's nonce
  // (the style fallback reuses it).
  const loader = await page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>('script[src$="/proofdesk.js"]');
    return {
      src: script?.src,
      integrity: script?.integrity,
      crossOrigin: script?.crossOrigin,
      nonce: script?.nonce,
    };
  });
  expect(loader.src).toMatch(/\/embed\/\d+\.\d+\.\d+[^/]*\/proofdesk\.js$/);
  expect(loader.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  expect(loader.crossOrigin).toBe('anonymous');
  expect(loader.nonce).toBe(nonce);

  // Harbor, not the demo owner: the owner signs in by password in many specs (10 a minute).
  await signInThroughForm(page, 'harbor@demo.test');
  await expect(page.locator('#account-name')).toHaveText('Hi, Hugo');
  await page.locator('[data-add-to-cart="prod-social-kit"]').click();
  await expect(cartBadge(page)).toHaveText('1');

  await bellTrigger(page).click();
  const bellPanel = popover(page.locator('proofdesk-bell'));
  await expect(bellLoaded(page)).toBeVisible();
  await settleAnimations(page);
  await page.keyboard.press('Escape');
  await expect(bellPanel).toBeHidden();

  await cartTrigger(page).click();
  const cartPanel = popover(page.locator('proofdesk-cart'));
  await expect(cartPanel.getByRole('listitem')).toContainText('1 x $120.00');
  await settleAnimations(page);

  const violations = page.locator('#csp-violations');
  await expect(page.locator('#csp-summary')).toHaveText('None so far.');
  expect(await violations.getAttribute('data-count')).toBe('0');
  expect(consoleErrors).toEqual([]);

  // The watcher is live: an un-nonced <style> is refused and shows up in the list.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await expect(violations).toHaveAttribute('data-count', '1');
  await expect(violations).toContainText('style-src-elem');
});

test('the strict-CSP page hosts the proofing viewer on a PDF without a violation', async ({
  page,
  request,
}) => {
  // The Northwind brochure seeded on the first on-hold order, which no spec moves (the others approve
  // the in-review brochures), looked up as its staff user.
  const staff = await apiSignIn(request, API_ORIGIN, 'staff@demo.test', 'customer');
  let file: { order: string; attachment: string } | undefined;
  const { orders } = await staff.get<{ orders: { id: string }[] }>('/order?orderProgress=on-hold&limit=50');
  for (const { id } of orders ?? []) {
    const attachment = `${id}-customerReview-brochure-pdf`;
    const list = await staff.get<{ versions?: unknown[] } | undefined>(
      `/order/${id}/attachment/${attachment}/versions`,
    );
    if (list?.versions?.length) {
      file = { order: id, attachment };
      break;
    }
  }
  expect(file, 'a Northwind order with the seeded brochure').toBeDefined();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Refused to/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.goto(`${example('strict-csp.html')}?order=${file!.order}&attachment=${file!.attachment}`);
  await signInThroughForm(page, 'staff@demo.test');
  const viewer = page.locator('proofdesk-viewer');
  await expect(viewer.getByRole('heading', { name: /^Brochure\.pdf/ })).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByText('Page 1 of 3')).toBeVisible({ timeout: 15_000 });
  // pdf.js painted page 1 (its worker ran under worker-src), and the drawing layer's toolbox is there
  // (the chrome's lazy chunk loaded; an on-hold order is not read-only).
  await expect(viewer.locator('canvas[data-painted]').first()).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByRole('button', { name: 'Rectangle' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#csp-summary')).toHaveText('None so far.');
  expect(consoleErrors).toEqual([]);
});
