import {
  brochureQuery,
  checkHostViewer,
  checkHostWidgets,
  signInToHost,
  watchProblems,
} from './consumer-hosts';
import { example, expect, test } from './examples-helpers';

// examples/next-host: a Next.js App Router app built from the packed package
// (scripts/build-consumer-hosts.mjs, a step of npm test before this one), served as a static export
// by the examples server. `next build` rendered its pages on the server already; here the browser
// hydrates them and uses the widgets.

test('the Next.js host hydrates without a warning, signs in, and shows the bell, the cart, the board and a PDF', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);

  const response = await page.goto(example('next-host/out/'));
  expect(response?.status(), 'build the host first: npm run build:consumer-hosts').toBe(200);
  // The server-rendered HTML already holds the page (and the client part's placeholder).
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Northwind on Next.js');
  expect(html).toContain('data-testid="loading"');

  const token = await signInToHost(page, 'staff@demo.test', 'Hi, Sam');
  await checkHostWidgets(page, request, token);
  // The viewer opens a PDF (a Northwind brochure), page 1 painted by pdf.js.
  await checkHostViewer(page, example(`next-host/out/${await brochureQuery(request, token)}`));

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
