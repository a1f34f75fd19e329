import { expect, type Page, test } from '@playwright/test';
import { apiSignIn, internalCommentPath } from './api';
import { signInAsAdmin, signInAsCustomer } from './helpers';

// The portal header shows the same bell and cart resellers embed, against the real server.
// creative@demo.test manages order-4 and is used by no other spec, so this file owns that inbox.

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function emptyInbox(page: Page) {
  // Delete All through the widget itself, then reload: the server's state, not the widget's.
  await bell(page).click();
  const deleteAll = page.getByRole('button', { name: 'Delete All' });
  if (await deleteAll.isEnabled()) {
    await deleteAll.click();
    const confirm = page.getByRole('button', { name: /^(Yes|Continue|Delete)$/ });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
  }
  await expect(page.getByText('No notification yet!')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('twelve notifications pushed by the server show 9+ without a reload; mark-all and delete-all persist', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsAdmin(page, 'creative@demo.test');
  await expect(bell(page)).toBeVisible();
  await emptyInbox(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  const operator = await apiSignIn(request, baseURL!, 'operator@demo.test');
  for (let i = 1; i <= 12; i += 1) {
    await operator.post(internalCommentPath('order-4'), { message: `Pushed note ${i}` }, 'card-annotation');
  }
  await expect(bell(page)).toContainText('9+');
  await expect(bell(page)).toHaveAccessibleName(/12 unread/);
  expect(navigations).toBe(0);

  await bell(page).click();
  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(bell(page)).not.toContainText('9+');
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await emptyInbox(page);
  await page.reload();
  await bell(page).click();
  await expect(page.getByText('No notification yet!')).toBeVisible();
});

test('a refused mutation rolls back and says why', async ({ page, request, baseURL }) => {
  await signInAsAdmin(page, 'creative@demo.test');
  await emptyInbox(page);
  const operator = await apiSignIn(request, baseURL!, 'operator@demo.test');
  await operator.post(
    internalCommentPath('order-4'),
    { message: 'Please check the bleed' },
    'card-annotation',
  );
  await expect(bell(page)).toContainText('1');

  // The network refuses the write: the count and the list must come back as they were.
  await page.route('**/api/message/read', (route) => route.abort('failed'));
  await bell(page).click();
  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(page.getByText('Ooops!')).toBeVisible();
  await expect(bell(page)).toContainText('1');
  await expect(page.getByText(/Please check the bleed/)).toBeVisible();
});

test('checkout from the header cart creates an invoice and follows the intent', async ({ page }) => {
  // The reseller is an owner too; the direct owner is signed in by many other specs (rate limit).
  await signInAsCustomer(page, 'reseller@demo.test');
  const cart = page.getByRole('button', { name: /^Cart/ });
  await expect(cart).toBeVisible();
  // The host's own "Add to cart" button: the page default instance is the portal's.
  await page.evaluate(() => {
    const registry = (globalThis as Record<symbol, { instance: { cart: { add(item: object): void } } }>)[
      Symbol.for('proofdesk.default')
    ];
    registry?.instance.cart.add({ id: 'prod-logo', type: 'product' });
  });
  await expect(cart).toHaveAccessibleName(/1/);
  await cart.click();
  await expect(page.getByText(/1 x/)).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/process\/invoice\/inv-[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});
