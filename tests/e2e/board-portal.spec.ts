import { expect, test } from '@playwright/test';
import { signInAsCustomer } from './helpers';

// Issue 9, the portal around the board: its header (quick search, Board View / List View, Create
// New Order), its routes (/, /order-list, /old-kanban) and a phone. Staff, not the owner: the
// owner's sign-ins are rationed.

test('the header, the board and list routes, /old-kanban, an opened card, and a phone', async ({ page }) => {
  // What the portal's navigate is asked for.
  await page.addInitScript(() => {
    const pushState = history.pushState.bind(history);
    const pushed: string[] = [];
    (window as unknown as { pushed: string[] }).pushed = pushed;
    history.pushState = (data, unused, url) => {
      pushed.push(String(url));
      pushState(data, unused, url);
    };
  });
  await signInAsCustomer(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/$/);

  const views = page.getByRole('navigation', { name: 'Order views' });
  await expect(views.getByRole('link', { name: 'Board View' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'Search orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Order' })).toHaveAttribute('href', '/orders/new');
  await expect(page.getByRole('list', { name: 'In Review', exact: true })).toBeVisible();

  await views.getByRole('link', { name: 'List View' }).click();
  await expect(page).toHaveURL(/\/order-list$/);
  await expect(views.getByRole('link', { name: 'List View' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search orders' })).toBeVisible();
  await views.getByRole('link', { name: 'Board View' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('list', { name: 'In Review', exact: true })).toBeVisible();

  await page.goto('/old-kanban');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('list', { name: 'New Order', exact: true })).toBeVisible();

  // Clicking a card announces open-order: the portal navigates to its page.
  const card = page.getByRole('list', { name: 'In Review', exact: true }).locator('[data-card-id]').first();
  const id = await card.getAttribute('data-card-id');
  await card.locator('.pd-order-card-name').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pushed: string[] }).pushed))
    .toContain(`/orders/detail/${id}`);
  await expect(page).toHaveURL(new RegExp(`/orders/detail/${id}$`));

  // Elsewhere (a screen that is not the board) there is no quick search or view toggle.
  await page.goto('/billing/invoices');
  await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search orders' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Order views' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create New Order' })).toBeVisible();

  // A phone: the page never scrolls sideways; the board's columns do, inside the board.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'New Order', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const scroller = page.locator('.app-board').locator('.pd-board');
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(page.getByRole('list', { name: 'Cancelled', exact: true })).toBeInViewport();
  for (const name of ['Search orders']) {
    const box = (await page.getByRole('combobox', { name }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const profile = (await page.getByRole('button', { name: 'Profile menu' }).boundingBox())!;
  expect(profile.x + profile.width).toBeLessThanOrEqual(390);
});
