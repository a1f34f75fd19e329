import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { onCleanup } from '../../support/render';
import { renderBoard, signedIn } from './support';

// Issue 21: the list view's columns were cut off on the right with no hint. In the portal's main
// column at 1440 px (1,112 px), the table either fits or shows that it scrolls: a shadow on the
// side with more, a scrollbar kept in the window, and the table a keyboard stop that arrows scroll.

const shadow = (frame: HTMLElement, side: '::before' | '::after') =>
  Number(getComputedStyle(frame, side).opacity);

describe('List view: a table wider than its place shows that it scrolls', () => {
  it('at 1440 px: edge shadow, a visible scrollbar in the window, keyboard scrolling to the last column', async () => {
    await page.viewport(1440, 900);
    onCleanup(() => void page.viewport(1280, 900));
    const staff = await signedIn('staff@demo.test');
    const { root, container } = renderBoard(staff, { view: 'list' });
    container.style.width = '1112px';
    await expect.poll(() => root.querySelectorAll('tbody tr').length, { timeout: 5000 }).toBeGreaterThan(0);
    const scroller = root.querySelector<HTMLElement>('.pd-list-scroll')!;
    const frame = scroller.parentElement!;
    const operator = [...root.querySelectorAll<HTMLElement>('th')].find(
      (th) => th.textContent === 'Operator',
    )!;
    const box = () => scroller.getBoundingClientRect();
    // Eleven columns do not fit 1,112 px: cut off on the right, the end's shadow shows, not the start's.
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    expect(operator.getBoundingClientRect().right).toBeGreaterThan(box().right);
    await expect.poll(() => [shadow(frame, '::before'), shadow(frame, '::after')]).toEqual([0, 1]);
    // A scrollbar in sight: the track stays at the window's bottom while the rows run on below.
    const track = frame.querySelector<HTMLElement>('.pd-scroll-track')!;
    const trackBox = track.getBoundingClientRect();
    expect(trackBox.height).toBeGreaterThanOrEqual(8);
    expect(trackBox.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(trackBox.top).toBeGreaterThan(0);
    // Keyboard: the table's frame is a named tab stop; arrows scroll it to the last column.
    const region = within(root as unknown as HTMLElement).getByShadowRole('region', { name: 'Orders' });
    expect(region).toBe(scroller);
    expect(scroller.tabIndex).toBe(0);
    scroller.focus();
    await userEvent.keyboard('{ArrowRight}'.repeat(40));
    await expect.poll(() => operator.getBoundingClientRect().right).toBeLessThanOrEqual(box().right + 1);
    await expect.poll(() => [shadow(frame, '::before'), shadow(frame, '::after')]).toEqual([1, 0]);
  });
});
