import { expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { expectSignedInShell, signInAsCustomer } from './helpers';

// Issue 20 item 7: the portal is served with its own strict policy (host-demo/server/portal-page.ts)
// and must run under it without a single violation; other sites may not frame it.

/** Every violation the page reports, through its `securitypolicyviolation` events and the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  // A binding, not a page script: it is no script the policy could refuse, and it outlives reloads.
  await page.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('the portal runs under its own policy without a violation', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // Two sign-ins, two viewer documents.
  test.setTimeout(60_000);
  // Staff: reads Northwind's files; the owner's sign-ins are rationed across the suite (10 a minute).
  const staff = await apiSignIn(request, baseURL!, 'staff@demo.test', 'customer');
  const { orders } = await staff.get<{ orders: { id: string }[] }>('/order?orderProgress=in-review&limit=50');
  let orderId: string | undefined;
  for (const { id } of orders) {
    const list = await staff.get<{ versions?: unknown[] } | undefined>(
      `/order/${id}/attachment/${id}-customerReview-brochure-pdf/versions`,
    );
    if (list?.versions?.length) {
      orderId = id;
      break;
    }
  }
  expect(orderId, 'an in-review order with the seeded brochure').toBeDefined();
  const violations = await watchViolations(page);

  const first = await page.goto('/signin');
  const policy = first?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(first?.headers()['x-content-type-options']).toBe('nosniff');
  // The page's scripts carry this response's nonce, and the portal's instance was handed it.
  expect(
    await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module]')?.nonce),
  ).toBe(nonce);

  // The board.
  await signInAsCustomer(page, 'staff@demo.test');
  await expectSignedInShell(page, 'Sam');
  await expect(page.getByRole('list', { name: 'In Review', exact: true })).toBeVisible();

  // The bell.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('dialog');
  await expect(bell.getByRole('listitem').first().or(bell.getByText('No notification yet!'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toBeHidden();

  // The order's page, then the viewer on the PDF brochure and on the PNG poster.
  await page.goto(`/orders/detail/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Attachments' })).toBeVisible();
  await page.goto(`/orders/detail/${orderId}/attachments/${orderId}-customerReview-brochure-pdf`);
  await expect(page.getByText('Page 1 of 3')).toBeVisible({ timeout: 15_000 });
  // pdf.js painted page 1: its worker ran under worker-src.
  await expect(page.locator('canvas[data-painted]').first()).toBeVisible({ timeout: 15_000 });
  await page.goto(`/orders/detail/${orderId}/attachments/${orderId}-customerReview-poster-png`);
  await expect(page.getByRole('img', { name: 'Poster.png' }).first()).toBeVisible({ timeout: 15_000 });

  expect(violations).toEqual([]);
  // The watcher is live: an un-nonced <style> is refused and reported.
  await page.evaluate(() => document.head.append(document.createElement('style')));
  await expect.poll(() => violations.join('\n')).toContain('style-src-elem');

  // The cart (staff buys nothing): the reseller, whom the header-widgets spec signs in too.
  const buyer = await (await browser.newContext()).newPage();
  const buyerViolations = await watchViolations(buyer);
  await signInAsCustomer(buyer, 'reseller@demo.test');
  await buyer.getByRole('button', { name: /^Cart/ }).click();
  await expect(buyer.getByRole('dialog')).toBeVisible();
  expect(buyerViolations).toEqual([]);
});

/** Frames the portal's sign-in page into the page at `parent` (an examples page: no policy of its own). */
async function framePortal(page: Page, parent: string, portal: string) {
  await page.goto(parent);
  await page.evaluate(async (src) => {
    const frame = document.createElement('iframe');
    frame.title = 'portal';
    frame.src = src;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
  }, `${portal}/signin`);
  return page.frameLocator('iframe[title="portal"]');
}

test('another site cannot frame the portal; its own origin can', async ({ page, baseURL }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });
  // The examples server is another origin; the reference server serves the same pages on its own.
  const elsewhere = `http://localhost:${process.env.E2E_EXAMPLES_PORT ?? 4420}/index.html`;
  const blocked = await framePortal(page, elsewhere, baseURL!);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await expect(blocked.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  refused.length = 0;
  const allowed = await framePortal(page, `${baseURL}/examples/index.html`, baseURL!);
  await expect(allowed.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(refused).toEqual([]);
});
