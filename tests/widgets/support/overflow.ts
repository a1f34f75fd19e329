import { expect } from 'vitest';

// Issue 20 "Long words wrap in every place that shows user text": a 300-character word must wrap
// inside its box, not widen the box past its container or scroll it sideways.

export { LONG_WORD } from './long-word';

/**
 * Asserts that `element` shows its content within its own width (nothing sticks out sideways, unless
 * it clips on purpose: a name cut with an ellipsis) and stays inside `container` (its right edge, to
 * the pixel).
 */
export function expectWithin(element: Element, container: Element, what: string) {
  const box = element.getBoundingClientRect();
  const outer = container.getBoundingClientRect();
  const clips = getComputedStyle(element).overflowX !== 'visible';
  const sticksOut = !clips && element.scrollWidth > element.clientWidth + 1;
  expect({ what, sticksOut }).toEqual({ what, sticksOut: false });
  expect({ what, rightOverflow: Math.max(0, Math.round(box.right - outer.right)) }).toEqual({
    what,
    rightOverflow: 0,
  });
}
