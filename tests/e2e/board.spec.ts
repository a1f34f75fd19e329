import { expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { moveOrder, orderProgress, topOfColumn } from './board-api';
import { signInAsAdmin, signInAsCustomer } from './helpers';

// Issue 9: the portal's home is the order board, against the real server. Staff stands in for the
// owner (in review → approved is in the customer side's drag row; the owner's sign-ins are
// rationed), and the manager watches while the operator moves an order.

/** The board's list (role list) of a column, found by its title. */
const column = (page: Page, title: string) => page.getByRole('list', { name: title, exact: true });
const cardOf = (page: Page, id: string) => page.locator(`[data-card-id="${id}"]`);

test('staff moves an in-review order to Approved with the keyboard Move menu, and the server has it', async ({
  page,
  request,
  baseURL,
}) => {
  const staff = await apiSignIn(request, baseURL!, 'staff@demo.test', 'customer');
  const order = await topOfColumn(staff, 'in-review');
  await signInAsCustomer(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/$/);

  const card = column(page, 'In Review').locator(`[data-card-id="${order.id}"]`);
  await expect(card).toBeVisible();
  await card.focus();
  await page.keyboard.press('Tab');
  const moveButton = page.getByRole('button', { name: `Move ${order.orderName} to…` }).first();
  await expect(moveButton).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Move ${order.orderName} to` });
  await expect(menu).toBeVisible();
  // Only the role's targets: staff may take an in-review order to Approved, never to In Progress.
  await expect(menu.getByRole('menuitem', { name: 'Approved' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'In Progress' })).toHaveCount(0);
  for (let step = 0; step < 10; step += 1) {
    if (await menu.getByRole('menuitem', { name: 'Approved' }).evaluate((item) => item.matches(':focus')))
      break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(menu.getByRole('menuitem', { name: 'Approved' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(column(page, 'Approved').locator(`[data-card-id="${order.id}"]`)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${order.orderName} to Approved` }),
  ).toHaveCount(1);
  await expect(cardOf(page, order.id)).toBeFocused();
  await expect.poll(() => orderProgress(staff, order.id)).toBe('approved');
  // After a reload the board is the server's: In Review no longer holds it.
  await page.reload();
  await expect(column(page, 'In Review').locator('[data-card-id]').first()).toBeVisible();
  await expect(column(page, 'In Review').locator(`[data-card-id="${order.id}"]`)).toHaveCount(0);
});

test("an operator's move shows on the manager's board without a reload", async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await apiSignIn(request, baseURL!, 'operator@demo.test');
  const order = await topOfColumn(operator, 'in-review');
  const first = await topOfColumn(operator, 'in-progress,gr-revision');
  await signInAsAdmin(page, 'manager@demo.test');
  await expect(column(page, 'In Review').locator(`[data-card-id="${order.id}"]`)).toBeVisible();

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  // In front of In Progress's first card, so it lands where the virtualized column shows cards.
  await moveOrder(request, baseURL!, operator, order.id, { progress: 'in-progress', before: first.id });

  await expect(column(page, 'In Progress').locator(`[data-card-id="${order.id}"]`)).toBeVisible();
  await expect(column(page, 'In Review').locator(`[data-card-id="${order.id}"]`)).toHaveCount(0);
  expect(navigations).toBe(0);
});
