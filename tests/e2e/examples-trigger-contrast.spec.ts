import type { Locator } from '@playwright/test';
import { example, expect, test } from './examples-helpers';

// Issue 8: on examples/one-instance.html the dark-mode bell sits on the page's light panel, and its
// near-white icon measured 1.1:1. A header trigger now picks a colour that reads on the host's
// background by itself; the examples set no trigger-color.

/** The contrast of the trigger's icon against what the page paints behind it, measured in the page. */
function iconContrast(trigger: Locator) {
  return trigger.evaluate((button) => {
    const rgb = (css: string) => {
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = rgb(css).map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The first painted background from the trigger's host element up (the panel, the header).
    let node: Element | null = (button.getRootNode() as ShadowRoot).host;
    let background = 'rgb(255, 255, 255)';
    for (; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if ((rgb(color)[3] ?? 0) > 0) {
        background = color;
        break;
      }
    }
    const [hi, lo] = [luminance(getComputedStyle(button).color), luminance(background)].sort((a, b) => b - a);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  });
}

test('the dark-mode bell on the light panel and the header bell both read (≥ 4.5:1)', async ({ page }) => {
  await page.goto(example('one-instance.html'));
  for (const id of ['#sidebar-bell', '#header-bell']) {
    const trigger = page.locator(id).getByRole('button', { name: /^Notifications/ });
    await expect(trigger).toBeVisible();
    await expect.poll(() => iconContrast(trigger), { message: id }).toBeGreaterThanOrEqual(4.5);
  }
});
