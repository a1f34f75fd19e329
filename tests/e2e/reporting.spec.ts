import { readFileSync } from 'node:fs';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signInAsAdmin, signInAsCustomer } from './helpers';

// Issue 26 "Reporting": a manager reaches order reporting from the profile menu; the filters live
// in the URL and survive a reload; each table holds exactly the figures the server sent (which the
// chart plots: models.ts builds both), and its CSV download is that table; the operator report
// filters by operator; axe light and dark, 390×844 without sideways scrolling. The owner gets
// order reporting only, an empty period says so, a failing call shows 'Ooops!'.

const DAY = 24 * 60 * 60 * 1000;
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10);

/** The table's cells as text, row by row (header row first). */
async function tableCells(table: Locator): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** The downloaded CSV's cells (no quoted commas in these tables), BOM dropped. */
function csvCells(download: string): string[][] {
  return download
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, unknown];
  return readFileSync((await download.path())!, 'utf8');
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

test('manager: order and operator reporting, filters in the URL, tables match the data, CSV, axe light and dark, phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, 'manager@demo.test');
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Reporting', exact: true })
    .click();
  await expect(page).toHaveURL(/\/reporting\/order/);
  const report = page.getByTestId('order-report');
  await expect(report.getByRole('heading', { name: 'Order Reporting', level: 1 })).toBeVisible();

  // Filters in the URL: a bookmark's period and granularity, kept through a reload.
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/reporting/orders') && r.url().includes('granularity=week') && r.ok(),
  );
  await page.goto(`/reporting/order?from=${monthAgo}&to=${today}&granularity=week`);
  const data = (await (await answer).json()).data as {
    statuses: string[];
    buckets: { start: string; byStatus: Record<string, number>; created: number }[];
  };
  const statusTable = report.getByTestId('status-table').locator('table');
  await expect(statusTable).toBeVisible();
  await page.reload();
  await expect(report.getByTestId('report-from')).toHaveValue(monthAgo);
  await expect(report.getByTestId('report-to')).toHaveValue(today);
  await expect(report.getByTestId('report-granularity')).toHaveValue('week');
  await expect(report.getByTestId('status-chart').locator('canvas').first()).toBeVisible();

  // The table is the server's figures, bucket by bucket.
  const cells = await tableCells(statusTable);
  expect(cells.slice(1)).toEqual(
    data.buckets.map((bucket) => [
      bucket.start,
      ...data.statuses.map((status) => String(bucket.byStatus[status])),
      String(bucket.created),
    ]),
  );
  // Its CSV is the table.
  const csv = await downloaded(page, () =>
    report.getByRole('button', { name: 'Download CSV: Orders placed, by status today' }).click(),
  );
  expect(csvCells(csv)).toEqual(cells);
  const times = report.getByTestId('times-table').locator('table');
  const timesCsv = await downloaded(page, () =>
    report.getByTestId('times-table').getByRole('button', { name: /CSV/ }).click(),
  );
  expect(csvCells(timesCsv)).toEqual(
    (await tableCells(times)).map((row) => row.map((cell) => (cell === '–' ? '' : cell))),
  );

  // A service filter lands in the URL and survives a reload.
  await report.getByTestId('report-service').selectOption({ label: 'Logo Design' });
  await expect(page).toHaveURL(/service=svc-logo/);
  await page.reload();
  await expect(report.getByTestId('report-service')).toHaveValue('svc-logo');
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);

  // Operator reporting: the period travels, the operator filter is its own.
  await report
    .getByRole('navigation', { name: 'Reports' })
    .getByRole('link', { name: 'Operator reporting' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/reporting/operator\\?from=${monthAgo}&to=${today}&granularity=week`),
  );
  const operators = page.getByTestId('operator-report');
  const workload = operators.getByTestId('workload-table').locator('table');
  await expect(workload).toBeVisible();
  await operators.getByTestId('report-operator').selectOption({ label: 'Omar Ortiz' });
  await expect(page).toHaveURL(/operator=user-operator/);
  await page.reload();
  await expect(operators.getByTestId('report-operator')).toHaveValue('user-operator');
  const workloadCells = await tableCells(workload);
  expect(workloadCells.slice(1).map((row) => row[0])).toEqual(['Omar Ortiz']);
  const workloadCsv = await downloaded(page, () =>
    operators.getByTestId('workload-table').getByRole('button', { name: /CSV/ }).click(),
  );
  expect(csvCells(workloadCsv)).toEqual(workloadCells);
  await expect(operators.getByTestId('working-chart').locator('canvas').first()).toBeVisible();

  // Dark, then the phone: axe, and nothing scrolls sideways.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.getByTestId('app-root')).toHaveAttribute('data-theme', 'dark');
  await expect(workload).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reporting/order?from=${monthAgo}&to=${today}&granularity=week`);
  await expect(statusTable).toBeVisible();
  await noHorizontalScroll(page);
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);
  await page.evaluate(() => localStorage.removeItem('theme'));
});

test('owner: order reporting only, the empty period, and a failing call', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsCustomer(page, 'owner@demo.test');
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Reporting', exact: true })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Order Reporting' }).click();
  const report = page.getByTestId('order-report');
  await expect(report.getByTestId('status-table')).toBeVisible();
  await expect(report.getByRole('navigation', { name: 'Reports' })).toHaveCount(0);

  await page.goto('/reporting/order?from=2020-01-01&to=2020-01-31');
  await expect(report.getByRole('heading', { name: 'No orders in this period' })).toBeVisible();

  await page.route('**/api/reporting/orders?**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/reporting/order?from=2020-02-01&to=2020-02-29');
  await expect(report.getByRole('alert')).toContainText('Ooops!');
  await page.unroute('**/api/reporting/orders?**');

  await page.goto('/reporting/operator');
  await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
  await expect(page.getByText('Only managers see operator reporting.')).toBeVisible();
});
