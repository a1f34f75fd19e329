import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { settleAnimations } from './examples-helpers';

// axe-core inside the widgets (shadow roots included). @axe-core/playwright is not a dependency;
// axe itself is injected from node_modules, once per page: evaluated through the devtools protocol,
// not added as a <script>, which the portal's policy (script-src with a nonce) would refuse.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown; failureSummary?: string }[];
}

/**
 * Serious and critical violations within `selector` (a widget's host element, or a part of the page)
 * and the shadow trees inside it, after animations have settled. Fails when axe checked nothing
 * inside a shadow root: an empty-looking host element is not a pass. `{ shadow: false }` for a page
 * of plain elements (the sign-in screens), where there is no shadow root to check.
 */
export async function seriousViolations(page: Page, selector: string, { shadow = true } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await settleAnimations(page);
  const { violations, shadowChecks } = await page.evaluate(async (include) => {
    type Result = { violations: AxeViolation[]; passes: AxeViolation[] };
    type Axe = { run(context: unknown, options: unknown): Promise<Result> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run({ include: [include] }, { resultTypes: ['violations', 'passes'] });
    // A node inside a shadow root has a nested target: [['proofdesk-bell', 'button']].
    const checked = [...result.passes, ...result.violations].flatMap((rule) => rule.nodes);
    return {
      violations: result.violations,
      shadowChecks: checked.filter((node) => Array.isArray((node.target as unknown[])[0])).length,
    };
  }, selector);
  if (shadow) expect(shadowChecks, `axe checked nothing inside ${selector}`).toBeGreaterThan(0);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, why: node.failureSummary })),
    }));
}
