import { expect, test } from '@playwright/test';
import type { OrderListData } from '../../sdk/contract';
import { apiSignIn } from './api';
import { signInAsAdmin } from './helpers';

// Issue 9, the header's quick search against the real server: Ctrl+Q from anywhere on the page,
// a typed term, the server's results as cards, Enter opens one (open-order → the portal's navigate).
// The customer-service officer: no other spec signs them in.

test('Ctrl+Q focuses the search, a term lists the server’s orders, Enter opens the chosen one', async ({
  page,
  request,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const pushState = history.pushState.bind(history);
    const pushed: string[] = [];
    (window as unknown as { pushed: string[] }).pushed = pushed;
    history.pushState = (data, unused, url) => {
      pushed.push(String(url));
      pushState(data, unused, url);
    };
  });
  const cso = await apiSignIn(request, baseURL!, 'cso@demo.test');
  const expected = await cso.get<OrderListData>('/order/search?customSearch=Packaging&limit=10');
  expect(expected.orders.length).toBeGreaterThan(1);

  await signInAsAdmin(page, 'cso@demo.test');
  await expect(page.getByRole('list', { name: 'In Review', exact: true })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search orders' });
  // From inside the board's shadow root, too.
  await page.getByRole('list', { name: 'In Review', exact: true }).locator('[data-card-id]').first().focus();
  await page.keyboard.press('Control+q');
  await expect(search).toBeFocused();
  await page.keyboard.type('Packaging');

  const options = page.getByRole('listbox', { name: 'Orders found' }).getByRole('option');
  await expect(options).toHaveCount(expected.orders.length);
  await expect(options.first()).toContainText(expected.orders[0]!.orderName.slice(0, 32));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pushed: string[] }).pushed))
    .toContain(`/orders/detail/${expected.orders[1]!.id}`);
  // The portal follows it to the order's page.
  await expect(page).toHaveURL(new RegExp(`/orders/detail/${expected.orders[1]!.id}$`));
});
