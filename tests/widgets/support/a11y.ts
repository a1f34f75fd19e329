import axe from 'axe-core';

/**
 * Serious and critical axe violations inside `context` (shadow roots included), measured once its
 * animations have settled (a button mid colour transition has too little contrast).
 */
export async function seriousViolations(context: Element): Promise<string[]> {
  await settleAnimations(context);
  const result = await axe.run(context, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits for the fade-ins and colour transitions under `element`, in its shadow roots too: mid-way a
 * panel is translucent, or a button between two colours, and axe (rightly) measures too little
 * contrast. Endless animations (spinners) are skipped, and a cancelled one (its element replaced,
 * e.g. the spinner by the list) rejects with AbortError: that counts as done.
 */
export async function settleAnimations(element: Element): Promise<void> {
  const finite = animationsUnder(element).filter(
    (animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
  );
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * `getAnimations({ subtree: true })` stops at shadow boundaries (a host's call misses everything
 * its widget animates), so each shadow root under `element` is asked as well.
 */
function animationsUnder(element: Element): Animation[] {
  const found = element.getAnimations({ subtree: true });
  const roots: ShadowRoot[] = [];
  const collectRoots = (scope: Element | ShadowRoot) => {
    const elements =
      scope instanceof Element ? [scope, ...scope.querySelectorAll('*')] : scope.querySelectorAll('*');
    for (const candidate of elements) {
      if (!candidate.shadowRoot) continue;
      roots.push(candidate.shadowRoot);
      collectRoots(candidate.shadowRoot);
    }
  };
  collectRoots(element);
  for (const root of roots) found.push(...root.getAnimations());
  return found;
}

export interface ContrastReport {
  /** Elements below WCAG AA (4.5:1, large text 3:1), with axe's measured ratio. */
  violations: string[];
  /** The lowest ratio axe measured on any text it checked (passes and failures), or null. */
  lowest: number | null;
  /** Where that lowest ratio was measured (axe's selector). */
  lowestAt: string;
  /** How many text elements axe measured. */
  checked: number;
}

interface ContrastData {
  contrastRatio?: number;
}

/**
 * axe-core's colour-contrast rule alone, inside `context` (shadow roots included): what fails, and
 * the lowest ratio it measured, once animations have settled. Text axe cannot measure (over an
 * image, say) is neither.
 */
export async function contrastReport(context: Element): Promise<ContrastReport> {
  await settleAnimations(context);
  const result = await axe.run(context, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    resultTypes: ['violations', 'passes'],
  });
  const violations: string[] = [];
  let lowest: number | null = null;
  let lowestAt = '';
  let checked = 0;
  for (const group of [result.passes, result.violations]) {
    for (const rule of group) {
      for (const node of rule.nodes) {
        const ratio = (node.any[0]?.data as ContrastData | undefined)?.contrastRatio;
        if (typeof ratio === 'number' && ratio > 0) {
          checked += 1;
          if (lowest === null || ratio < lowest) {
            lowest = ratio;
            lowestAt = node.target.join(' ');
          }
        }
        if (group === result.violations) violations.push(`${node.target.join(' ')}: ${ratio}:1`);
      }
    }
  }
  return { violations, lowest, lowestAt, checked };
}
