import { apiSignIn } from './api';
import {
  API_ORIGIN,
  badgeText,
  bellBadge,
  customerToken,
  example,
  expect,
  test,
  unreadCount,
} from './examples-helpers';

// examples/next-host: a Next.js App Router app built from the packed package (scripts/build-next-host.mjs,
// a step of npm test before this one), served as a static export by the examples server. `next build`
// rendered its pages on the server already; here the browser hydrates them and uses the widgets.

const STAFF = 'staff@demo.test';

test('the Next.js host hydrates without a warning, signs in, and shows the bell, the cart, the board and a PDF', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      problems.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (answer) => {
    if (answer.status() >= 400) problems.push(`${answer.status()} ${answer.url()}`);
  });

  const response = await page.goto(example('next-host/out/'));
  expect(response?.status(), 'build the host first: npm run build:next-host').toBe(200);
  // The server-rendered HTML already holds the page (and the client part's placeholder).
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Northwind on Next.js');
  expect(html).toContain('data-testid="loading"');

  await page.getByLabel('E-mail').fill(STAFF);
  await page.getByLabel('Password', { exact: true }).fill('proofdesk-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Sam');

  // The bell shows the server's unread count.
  const count = await unreadCount(request, await customerToken(request, STAFF));
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  if (count > 0)
    await expect(bellBadge(page.locator('[data-pd-host]').filter({ has: bell }))).toHaveText(
      badgeText(count),
    );

  // The cart counts what the host adds.
  await page.getByRole('button', { name: 'Add Social Media Kit to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // The board's columns.
  await expect(page.getByRole('list', { name: 'In Review' })).toBeVisible({ timeout: 15_000 });

  // The viewer opens a PDF (a Northwind brochure), page 1 painted by pdf.js.
  const staff = await apiSignIn(request, API_ORIGIN, STAFF, 'customer');
  // Earlier specs approve orders: look in every column (the viewer opens a brochure in any).
  let file: { order: string; attachment: string } | undefined;
  for (const progress of ['in-review', 'approved', 'in-progress', 'gr-revision']) {
    const { orders } = await staff.get<{ orders: { id: string }[] }>(
      `/order?orderProgress=${progress}&limit=50`,
    );
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
    if (file) break;
  }
  expect(file, 'a Northwind order with the seeded brochure').toBeDefined();
  await page.goto(`${example('next-host/out/')}?order=${file?.order}&attachment=${file?.attachment}`);
  await expect(page.getByRole('heading', { name: /^Brochure\.pdf/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('canvas[data-painted]').first()).toBeVisible({ timeout: 15_000 });

  expect(problems).toEqual([]);
});

test('the Next.js host loads the script-tag build through next/script, pinned by its integrity hash', async ({
  page,
}) => {
  await page.goto(example('next-host/out/script-tag/'));
  const loader = page.locator('script[src$="/proofdesk.js"]');
  await expect(loader).toHaveAttribute('integrity', /^sha384-/);
  await expect(loader).toHaveAttribute('src', /\/embed\/\d+\.\d+\.\d+[^/]*\/proofdesk\.js$/);
  // The elements upgraded (the loader ran, so the browser accepted its hash) and render their triggers.
  await expect(page.locator('proofdesk-cart').getByRole('button', { name: /^Cart/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('proofdesk-bell').getByRole('button', { name: /^Notifications/ })).toBeVisible();
});
