import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import {
  bellLoaded,
  bellTrigger,
  cartBadge,
  cartTrigger,
  example,
  expect,
  handOffToken,
  popover,
  settleAnimations,
  test,
} from './examples-helpers';

// axe-core inside the widgets (shadow roots included), closed and open, on the reseller page.
// @axe-core/playwright is not a dependency; axe itself is injected from node_modules.
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown; failureSummary?: string }[];
}

/** Serious and critical violations within one widget's host element and its shadow tree. */
async function seriousViolations(page: Page, host: string) {
  await page.addScriptTag({ path: axePath });
  await settleAnimations(page);
  const { violations, shadowChecks } = await page.evaluate(async (selector) => {
    type Result = { violations: AxeViolation[]; passes: AxeViolation[] };
    type Axe = { run(context: unknown, options: unknown): Promise<Result> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run({ include: [selector] }, { resultTypes: ['violations', 'passes'] });
    // A node inside a shadow root has a nested target: [['proofdesk-bell', 'button']].
    const checked = [...result.passes, ...result.violations].flatMap((rule) => rule.nodes);
    return {
      violations: result.violations,
      shadowChecks: checked.filter((node) => Array.isArray((node.target as unknown[])[0])).length,
    };
  }, host);
  // Proof that axe looked inside the shadow root, not just at the empty-looking host element.
  expect(shadowChecks, `axe checked nothing inside ${host}`).toBeGreaterThan(0);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, why: node.failureSummary })),
    }));
}

test('axe finds nothing serious or critical in the bell and the cart, closed and open', async ({
  page,
  ownerToken,
}) => {
  await page.goto(example('reseller.html'));
  await handOffToken(page, ownerToken);
  await page.locator('[data-add-to-cart="prod-logo"]').click();
  await expect(cartBadge(page)).toHaveText('1');
  await expect(bellTrigger(page)).toBeVisible();

  const report: Record<string, unknown> = {
    'bell closed': await seriousViolations(page, 'proofdesk-bell'),
    'cart closed': await seriousViolations(page, 'proofdesk-cart'),
  };

  await bellTrigger(page).click();
  await expect(bellLoaded(page)).toBeVisible();
  report['bell open'] = await seriousViolations(page, 'proofdesk-bell');
  await page.keyboard.press('Escape');

  await cartTrigger(page).click();
  await expect(popover(page.locator('proofdesk-cart')).locator('.pd-cart-subtotal')).toBeVisible();
  report['cart open'] = await seriousViolations(page, 'proofdesk-cart');

  expect(report).toEqual({ 'bell closed': [], 'cart closed': [], 'bell open': [], 'cart open': [] });
});

test('axe finds nothing serious or critical in the signed-out widgets', async ({ page }) => {
  await page.goto(example('reseller.html'));
  await expect(cartTrigger(page)).toBeVisible();
  const closed = await seriousViolations(page, 'proofdesk-cart');
  await cartTrigger(page).click();
  await expect(popover(page.locator('proofdesk-cart'))).toContainText('No product in the cart');
  expect({ closed, open: await seriousViolations(page, 'proofdesk-cart') }).toEqual({ closed: [], open: [] });
});
