import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { seriousViolations } from '../../../support/a11y';
import { until } from '../support';
import { SPOT } from './compare-spot';
import { compareFixtures, openCompare, openOnCompareServer, sides } from './compare-support';

// Issue 13 "Compare versions": the overlay with its opacity slider, and the difference view that
// makes changed pixels stand out (read back from its canvas).

describe('Compare versions: overlay and difference', () => {
  it('stacks the right version over the left one at the slider’s opacity', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.spot.id,
    });
    const dialog = await openCompare(opened);
    const inDialog = within(dialog);
    expect(inDialog.queryByShadowRole('slider', { name: 'Overlay opacity' })).toBeNull();
    await userEvent.click(inDialog.getByShadowRole('button', { name: 'Overlay' }));
    expect(inDialog.getByShadowRole('button', { name: 'Overlay' }).getAttribute('aria-pressed')).toBe('true');
    const slider = inDialog.getByShadowRole('slider', { name: 'Overlay opacity' }) as HTMLInputElement;
    const [left, right] = sides(opened.shadowRoot) as [HTMLElement, HTMLElement];
    expect(right.style.opacity).toBe('0.5');
    // Stacked: both in the same place, the left one under the right one and out of reach.
    expect(right.getBoundingClientRect().toJSON()).toEqual(left.getBoundingClientRect().toJSON());
    expect(left.inert).toBe(true);
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider.value).toBe('48');
    expect(right.style.opacity).toBe('0.48');
    await userEvent.keyboard('{End}');
    expect(right.style.opacity).toBe('1');
    await userEvent.click(inDialog.getByShadowRole('button', { name: 'Side by side' }));
    expect(right.style.opacity).toBe('');
    expect(left.inert).toBe(false);
    expect(right.getBoundingClientRect().left).toBeGreaterThan(left.getBoundingClientRect().right - 1);
  });

  it('shows the difference: unchanged areas black, the changed spot bright', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.spot.id,
    });
    const dialog = await openCompare(opened);
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'Difference' }));
    const [, right] = sides(opened.shadowRoot) as [HTMLElement, HTMLElement];
    let canvas: HTMLCanvasElement | null = null;
    await until(() => {
      canvas = right.querySelector<HTMLCanvasElement>('.pd-compare-difference');
      expect(canvas?.width).toBeGreaterThan(0);
    });
    const diff = canvas as unknown as HTMLCanvasElement;
    const scale = diff.width / SPOT.width;
    const context = diff.getContext('2d')!;
    const pixel = (x: number, y: number) => [
      ...context.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data,
    ];
    const centre = (area: { x: number; y: number; width: number; height: number }) =>
      [area.x + area.width / 2, area.y + area.height / 2] as const;
    // Identical: the blue square and the white paper are black in the difference.
    for (const [x, y] of [centre(SPOT.same), [10, 10], [380, 20]] as const) {
      const [r, g, b] = pixel(x, y);
      expect(Math.max(r!, g!, b!), `at ${x},${y}`).toBeLessThan(8);
    }
    // Changed: white became red, so green and blue differ by ~225 levels: bright.
    const [r, g, b, a] = pixel(...centre(SPOT.changed));
    expect(Math.max(r!, g!, b!)).toBeGreaterThan(200);
    expect(a).toBe(255);
    expect(await seriousViolations(opened.host)).toEqual([]);
    // Leaving the mode takes the difference away.
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'Side by side' }));
    await until(() => expect(right.querySelector('.pd-compare-difference')).toBeNull());
  });

  it('shows the difference of PDF pages: only the changed line and the page count stand out', async () => {
    const fx = compareFixtures();
    const opened = await openOnCompareServer('staff@demo.test', {
      orderId: fx.orderId,
      attachmentId: fx.pages.id,
    });
    const dialog = await openCompare(opened);
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'Difference' }));
    const [, right] = sides(opened.shadowRoot) as [HTMLElement, HTMLElement];
    /** Bright pixels of a page's difference between two heights (fractions of the page, from the top). */
    const bright = (page: number, from: number, to: number) => {
      const canvas = right.querySelector<HTMLCanvasElement>(`[data-page="${page}"] .pd-compare-difference`);
      if (!canvas?.width) throw new Error(`no difference on page ${page} yet`);
      const top = Math.round(canvas.height * from);
      const height = Math.round(canvas.height * to) - top;
      const data = canvas.getContext('2d')!.getImageData(0, top, canvas.width, height).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) > 64) count += 1;
      return count;
    };
    // Page 1 is the same but for its footer ('Page 1 of 3' became 'Page 1 of 4', 40 pt from the bottom).
    await until(() => expect(bright(1, 0.9, 1)).toBeGreaterThan(0));
    expect(bright(1, 0, 0.9)).toBe(0);
    // Page 2's line under the title was rewritten (72 pt from the top, then 22 pt down).
    await until(() => expect(bright(2, 0.08, 0.15)).toBeGreaterThan(50));
    expect(bright(2, 0.15, 0.9)).toBe(0);
  }, 30_000);
});
