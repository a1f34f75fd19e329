import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signInAsAdmin } from './helpers';

// Issue 9: axe-core finds nothing serious or critical on the portal's board, its list view and the
// header's quick search with results open (shadow roots included). The production manager: a
// non-client user (view toggles, no create button) no other spec signs in.

test('axe finds nothing serious on the board, the list view and quick search', async ({ page }) => {
  await signInAsAdmin(page, 'production@demo.test');
  await expect(
    page.getByRole('list', { name: 'Cancelled', exact: true }).locator('[data-card-id]').first(),
  ).toBeVisible();
  // A non-client user without the create-order right: the toggles, no create button.
  await expect(page.getByRole('navigation', { name: 'Order views' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Create New/ })).toHaveCount(0);
  expect(await seriousViolations(page, '.app-board')).toEqual([]);

  // The keyboard menu open on a card.
  const card = page.getByRole('list', { name: 'In Progress', exact: true }).locator('[data-card-id]').first();
  await card.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page, '.app-board')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'List View' }).click();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page, '.app-board')).toEqual([]);

  const search = page.getByRole('combobox', { name: 'Search orders' });
  await search.fill('Brand');
  await expect(page.getByRole('listbox', { name: 'Orders found' }).getByRole('option').first()).toBeVisible();
  expect(await seriousViolations(page, '.app-quick-search')).toEqual([]);
});
