import { describe, expect, it } from 'vitest';
import type { PageShape } from '../../../../../widgets/proofing-viewer/drawing/shape-format';
import {
  serves,
  shapeBounds,
  WINDOW_MARGIN,
  windowAround,
} from '../../../../../widgets/proofing-viewer/drawing/view-window';

// The drawing layer's window (view-window.ts): the part of a page its canvases cover.

const page = { width: 1860, height: 2631 };

describe('drawing window', () => {
  it('covers the view and a margin, in whole pixels, on the page, its size set by the view alone', () => {
    const window = windowAround({ left: 0, top: 800.4, width: 1860, height: 1080 }, page);
    expect(window.top).toBe(Math.floor(800.4 - WINDOW_MARGIN));
    expect(window.width % 64).toBe(0);
    expect(window.height).toBeGreaterThanOrEqual(1080 + 2 * WINDOW_MARGIN);
    // At the page's end it stops there; on a page smaller than the view it starts at the corner.
    expect(windowAround({ left: 0, top: 2000, width: 1860, height: 1080 }, page).top).toBe(
      page.height - window.height,
    );
    const small = windowAround(
      { left: -600, top: -30, width: 1860, height: 1080 },
      { width: 620, height: 877 },
    );
    expect([small.left, small.top, small.width, small.height]).toEqual([
      window.left,
      0,
      window.width,
      window.height,
    ]);
  });

  it('serves a view until the view comes within the slack of its edge, the page ends aside', () => {
    const window = { left: 0, top: 544, width: 1920, height: 1600 };
    expect(serves(window, { left: 0, top: 800, width: 1860, height: 1080 }, page, 64)).toBe(true);
    expect(serves(window, { left: 0, top: 1030, width: 1860, height: 1080 }, page, 64)).toBe(false);
    // Past the page's bottom there is nothing to draw: the window at the page's end serves.
    expect(
      serves(
        { left: 0, top: 1031, width: 1920, height: 1600 },
        { left: 0, top: 1551, width: 1860, height: 1080 },
        page,
        64,
      ),
    ).toBe(true);
  });

  it('bounds a shape with its stroke, arrow head, glow and hit stroke', () => {
    const base: PageShape = {
      id: 's',
      kind: 'rect',
      page: 1,
      color: 'red',
      strokeWidth: 5,
      x: 100,
      y: 50,
      width: -40,
      height: 30,
      radius: 10,
      points: [],
      pointer: 10,
    };
    // A rectangle drawn leftwards: its box still starts at its left edge; padded by 6 + 12.
    expect(shapeBounds(base)).toEqual({ left: 42, top: 32, width: 76, height: 66 });
    expect(shapeBounds({ ...base, kind: 'arrow', points: [0, 0, 10, 20] })).toEqual({
      left: -28,
      top: -28,
      width: 66,
      height: 76,
    });
    // A line without points is bounded at its anchor, not at infinity.
    expect(Number.isFinite(shapeBounds({ ...base, kind: 'line' }).width)).toBe(true);
  });
});
