import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSignIn, internalCommentPath } from './api';
import { signInAsAdmin, signInAsCustomer } from './helpers';

// The portal header shows the same bell and cart resellers embed, against the real server.
// creative@demo.test manages order-4 and is used by no other spec, so this file owns that inbox.

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The inbox emptied by the user's other session (another tab), then the page reloaded. */
async function emptyInbox(page: Page, request: APIRequestContext, baseURL: string) {
  // The page's own sign-in first: a reload while its request is in flight would abort it.
  await expect(bell(page)).toBeVisible();
  const otherTab = await apiSignIn(request, baseURL, 'creative@demo.test');
  await otherTab.delete('/message', 'profile');
  await page.reload();
  return otherTab;
}

test('twelve notifications pushed by the server show 9+ without a reload; mark-all and delete-all persist', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsAdmin(page, 'creative@demo.test');
  await emptyInbox(page, request, baseURL!);
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
  // The list changes at once (optimistic); the reload waits for the server's answer, as a reload
  // while the request is in flight would abort it.
  const markedRead = page.waitForResponse((response) => response.url().endsWith('/api/message/read'));
  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(bell(page)).not.toContainText('9+');
  expect((await markedRead).ok()).toBe(true);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await bell(page).click();
  await page.getByRole('button', { name: 'Delete All' }).click();
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().endsWith('/api/message'),
  );
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No notification yet!')).toBeVisible();
  expect((await deleted).ok()).toBe(true);
  await page.reload();
  await bell(page).click();
  await expect(page.getByText('No notification yet!')).toBeVisible();
});

test('a mutation the server refuses shows its message and ends as the server has it', async ({
  page,
  request,
  baseURL,
}) => {
  // The page hears no realtime events (the injected failure), so it cannot learn that another tab
  // deleted the notification: its mark-as-read reaches the server, which refuses it for real (404).
  let dropEvents = false;
  await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!(dropEvents && String(message).includes('"type":"event"'))) socket.send(message);
    });
  });
  await signInAsAdmin(page, 'creative@demo.test');
  const otherTab = await emptyInbox(page, request, baseURL!);
  const operator = await apiSignIn(request, baseURL!, 'operator@demo.test');
  await operator.post(
    internalCommentPath('order-4'),
    { message: 'Please check the bleed' },
    'card-annotation',
  );
  await expect(bell(page)).toContainText('1');
  await bell(page).click();
  const item = page.getByRole('button', { name: /^Mark as read:/ });
  await expect(item).toBeVisible();

  dropEvents = true;
  const [stale] = await otherTab.get<Array<{ id: string }>>('/message/group/order-order-4');
  await otherTab.delete(`/message/${stale!.id}`, 'profile');

  await item.click();
  await expect(page.getByText('Notification not found.')).toBeVisible();
  // Rolled back, then reconciled with the server, which no longer has it: nothing is left unread.
  await expect(page.getByText('No notification yet!')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('a write the network drops rolls back to what the server still holds', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsAdmin(page, 'creative@demo.test');
  await emptyInbox(page, request, baseURL!);
  const operator = await apiSignIn(request, baseURL!, 'operator@demo.test');
  await operator.post(internalCommentPath('order-4'), { message: 'Mind the margins' }, 'card-annotation');
  await expect(bell(page)).toContainText('1');

  await page.route('**/api/message/read', (route) => route.abort('failed'));
  await bell(page).click();
  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(page.getByText('Error encountered while processing.', { exact: false })).toBeVisible();
  await expect(bell(page)).toContainText('1');
  await expect(page.getByRole('button', { name: /^Mark as read:/ })).toBeVisible();
});

test('checkout from the header cart creates an invoice and follows the intent', async ({ page }) => {
  // The reseller is an owner too; the direct owner is signed in by many other specs (rate limit).
  await signInAsCustomer(page, 'reseller@demo.test');
  const cart = page.getByRole('button', { name: /^Cart/ });
  await expect(cart).toBeVisible();
  // The host's own "Add to cart" button: the page default instance is the portal's.
  await page.evaluate(() => {
    type Cart = { add(item: object): void };
    const registry = (globalThis as Record<symbol, { instance: { stores: { find(key: string): unknown } } }>)[
      Symbol.for('proofdesk.default')
    ];
    // The header's cart widget created the cart store; the page reaches the same one by its key.
    (registry?.instance.stores.find('cart') as Cart | undefined)?.add({ id: 'prod-logo', type: 'product' });
  });
  await expect(cart).toHaveAccessibleName(/1/);
  await cart.click();
  await expect(page.getByText(/1 x/)).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/process\/invoice\/inv-[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});
