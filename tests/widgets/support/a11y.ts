import axe from 'axe-core';

/** Serious and critical axe violations inside `context` (shadow roots included). */
export async function seriousViolations(context: Element): Promise<string[]> {
  const result = await axe.run(context, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits for the fade-ins under `element`: mid-animation a panel is translucent and axe (rightly)
 * measures too little contrast. Endless animations (spinners) are skipped, and a cancelled one (its
 * element replaced, e.g. the spinner by the list) rejects with AbortError: that counts as done.
 */
export async function settleAnimations(element: Element): Promise<void> {
  const finite = element
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
