import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { settleAnimations } from './examples-helpers';
import { signInAsAdmin } from './helpers';

// Issue 9: axe-core finds nothing serious or critical on the portal's board, its list view and the
// header's quick search with results open (shadow roots included). The production manager: a
// non-client user (view toggles, no create button) no other spec signs in.
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown; failureSummary?: string }[];
}

/** Serious and critical violations within `selector` and the shadow tree of its widget. */
async function seriousViolations(page: Page, selector: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  await settleAnimations(page);
  const { violations, shadowChecks } = await page.evaluate(async (include) => {
    type Result = { violations: AxeViolation[]; passes: AxeViolation[] };
    type Axe = { run(context: unknown, options: unknown): Promise<Result> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run({ include: [include] }, { resultTypes: ['violations', 'passes'] });
    const checked = [...result.passes, ...result.violations].flatMap((rule) => rule.nodes);
    return {
      violations: result.violations,
      shadowChecks: checked.filter((node) => Array.isArray((node.target as unknown[])[0])).length,
    };
  }, selector);
  // Proof that axe looked inside the shadow root, not just at the host element.
  expect(shadowChecks, `axe checked nothing inside ${selector}`).toBeGreaterThan(0);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, why: node.failureSummary })),
    }));
}

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
