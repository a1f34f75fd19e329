import { execFileSync } from 'node:child_process';
import { example, expect, probeUserSockets, signInThroughForm, test, watchSockets } from './examples-helpers';

// examples/react-host: a React app built with esbuild from the npm build (dist/, through
// package.json exports), plus a mount-function bell and a script-tag cart on the same page.

test.beforeAll(() => {
  // Type-checks the host against dist/*.d.ts and bundles it; fails if SDK sources sneak in.
  execFileSync(process.execPath, ['scripts/build-examples.mjs'], { stdio: 'pipe', timeout: 120_000 });
});

test('the React host signs in, and its components, a mounted bell and a script-tag cart share one instance', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const sockets = watchSockets(page);
  await page.goto(example('react-host/'));

  // Harbor, not the demo owner: the owner signs in by password in many specs (10 a minute).
  await signInThroughForm(page, 'harbor@demo.test');
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Hugo');

  // Two bells (React header, mounted in the footer) and two carts (React header, <proofdesk-cart>).
  const bells = page.locator('[data-pd-host], #footer-bell').getByRole('button', { name: /^Notifications/ });
  await expect(bells).toHaveCount(2);
  const carts = page.getByRole('button', { name: /^Cart/ });
  await expect(carts).toHaveCount(2);

  await page.getByRole('button', { name: 'Add Social Media Kit to cart' }).click();
  // The same store behind both: the script-tag cart counts what the React button added.
  await expect(carts.nth(0)).toHaveAccessibleName('Cart, 1 item');
  await expect(carts.nth(1)).toHaveAccessibleName('Cart, 1 item');

  await carts.nth(0).click();
  const panel = page.locator('[data-pd-host]').getByRole('dialog', { name: 'Cart' });
  await expect(panel.getByRole('listitem')).toContainText('1 x $120.00');
  await panel.getByRole('button', { name: 'View Cart' }).click();
  await expect(page.locator('#intent-log li')).toHaveText(['view-cart → /cart/checkout']);
  expect(page.url()).toBe(example('react-host/'));

  // One socket, made ready; a message to the user reaches it and no other.
  await expect.poll(() => sockets.ready.length).toBe(1);
  await probeUserSockets(page);
  await expect.poll(() => sockets.heardProbe.length).toBe(2);
  expect(sockets.opened).toHaveLength(1);
});
