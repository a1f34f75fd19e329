import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signInAsCustomer } from './helpers';

// Issue 10 in the portal: the owner saves a preset, the board narrows to it, a reload keeps it (and
// the query string names it), selecting it again clears it, deleting it asks first; a shared link
// with a filter narrows the board; the archive lists archived orders; axe finds nothing serious.
// One owner sign-in (the owner's sign-ins are rationed across the suite).

const sidebar = (page: Page) => page.locator('.app-sidebar');

/** The count a board column shows (the server's total for the filter). */
const columnCount = (page: Page, column: string) =>
  page.locator(`.app-board [data-column="${column}"] [data-testid="column-count"] [aria-hidden="true"]`);

test('the owner saves a preset, the board narrows to it and keeps it on reload, reselecting clears it, delete asks first', async ({
  page,
}) => {
  await signInAsCustomer(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(columnCount(page, 'new-order')).not.toHaveText('0');
  const name = `E2E review ${Date.now() % 100000}`;

  // The form: In Review only, saved under a name.
  await sidebar(page).getByRole('button', { name: 'Advance Filter' }).click();
  await sidebar(page).getByRole('checkbox', { name: 'In Review' }).check();
  await sidebar(page)
    .getByRole('textbox', { name: /Preset Name/ })
    .fill(name);
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preset filter has been successfully saved')).toBeVisible();

  // Selecting it narrows the board to in-review orders, and the query string says so.
  const preset = sidebar(page).getByRole('button', { name: `Apply preset ${name}` });
  await preset.click();
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]orderProgress=in-review/);
  await expect(columnCount(page, 'new-order')).toHaveText('0');
  await expect(columnCount(page, 'approved')).toHaveText('0');
  await expect(columnCount(page, 'in-review')).not.toHaveText('0');

  // A reload keeps it.
  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: `Apply preset ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/[?&]orderProgress=in-review/);
  await expect(columnCount(page, 'new-order')).toHaveText('0');
  await expect(columnCount(page, 'in-review')).not.toHaveText('0');
  expect(await seriousViolations(page, '.app-sidebar')).toEqual([]);

  // Selecting it again clears it.
  await sidebar(page)
    .getByRole('button', { name: `Apply preset ${name}` })
    .click();
  await expect(sidebar(page).getByRole('button', { name: `Apply preset ${name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page).not.toHaveURL(/orderProgress=/);
  await expect(columnCount(page, 'new-order')).not.toHaveText('0');

  // Deleting asks first; No keeps it, Yes deletes it on the server.
  await sidebar(page)
    .getByRole('button', { name: `Delete preset ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this preset?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(sidebar(page).getByRole('button', { name: `Apply preset ${name}` })).toBeVisible();
  await sidebar(page)
    .getByRole('button', { name: `Delete preset ${name}` })
    .click();
  await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Filter preset deleted successfully')).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: `Apply preset ${name}` })).toHaveCount(0);
  const presets = await page.evaluate(async () => {
    const token = localStorage.getItem('proofdesk:token');
    const response = await fetch('/api/filters', { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { data: { name: string }[] };
  });
  expect(presets.data.map((preset) => preset.name)).not.toContain(name);

  // A shared link with a filter narrows the board on arrival.
  await page.goto('/?orderProgress=approved');
  await expect(columnCount(page, 'approved')).not.toHaveText('0');
  await expect(columnCount(page, 'in-review')).toHaveText('0');
  await expect(page).toHaveURL(/[?&]orderProgress=approved/);

  // The archive: archived orders beside the Archive Order Filter.
  await page.getByRole('navigation', { name: 'Order views' }).getByRole('link', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/\/archived-order/);
  await expect(sidebar(page).getByText('Archive Order Filter')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody tr').first()).toBeVisible();
  expect(await seriousViolations(page, '.app-board-screen')).toEqual([]);
});
