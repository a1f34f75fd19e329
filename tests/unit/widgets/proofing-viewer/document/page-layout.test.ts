import { describe, expect, it } from 'vitest';
import {
  BOX_MARGIN_PAGES,
  boxWindow,
  canvasWindow,
  layoutPages,
  maxCanvases,
  mostVisiblePage,
  PAGE_GAP_PX,
  visibleRange,
} from '../../../../../widgets/proofing-viewer/document/page-layout';

const pages = (count: number, width = 800, height = 1000) =>
  Array.from({ length: count }, (_, i) => ({ page: i + 1, width, height }));

describe('page layout', () => {
  it('puts pages 30 px apart (proofing §9 "Page gap 30 px"), scaled by the zoom', () => {
    expect(PAGE_GAP_PX).toBe(30);
    const layout = layoutPages(pages(3), 0.5);
    expect(layout.boxes.map((box) => box.top)).toEqual([30, 560, 1090]);
    expect(layout.boxes[0]).toMatchObject({ width: 400, height: 500 });
    expect(layout.height).toBe(1620);
    expect(layout.width).toBe(460);
  });

  it('finds the pages in view and the one most in view', () => {
    const { boxes } = layoutPages(pages(10), 1);
    expect(visibleRange(boxes, 0, 500)).toEqual({ first: 1, last: 1 });
    expect(visibleRange(boxes, 1000, 500)).toEqual({ first: 1, last: 2 });
    expect(visibleRange(boxes, 20_000, 500)).toBeNull();
    expect(mostVisiblePage(boxes, 1000, 500)).toBe(2);
    expect(mostVisiblePage(boxes, 700, 500)).toBe(1);
  });

  it('gives canvases to the pages in view and one ahead, at most max(6, 2×visible+1)', () => {
    expect(maxCanvases(1)).toBe(6);
    expect(maxCanvases(4)).toBe(9);
    expect(canvasWindow({ first: 3, last: 4 }, 10)).toEqual([3, 4, 5]);
    expect(canvasWindow({ first: 9, last: 10 }, 10)).toEqual([9, 10]);
    expect(canvasWindow(null, 10)).toEqual([]);
    // Many tiny pages in view: never more than 2×visible+1.
    const window = canvasWindow({ first: 1, last: 20 }, 500);
    expect(window.length).toBeLessThanOrEqual(maxCanvases(20));
    expect(window).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });
});

describe('boxWindow', () => {
  it('keeps the canvas window and BOX_MARGIN_PAGES either side, within the file', () => {
    expect(boxWindow([100, 101, 102], 500)).toEqual({
      first: 100 - BOX_MARGIN_PAGES,
      last: 102 + BOX_MARGIN_PAGES,
    });
    expect(boxWindow([1, 2], 500)).toEqual({ first: 1, last: 2 + BOX_MARGIN_PAGES });
    expect(boxWindow([499, 500], 500)).toEqual({ first: 499 - BOX_MARGIN_PAGES, last: 500 });
    expect(boxWindow([1], 3)).toEqual({ first: 1, last: 3 });
  });

  it('shows the first pages before the first measure, and nothing for an empty file', () => {
    expect(boxWindow([], 500)).toEqual({ first: 1, last: 1 + BOX_MARGIN_PAGES });
    const empty = boxWindow([], 0);
    expect(empty.last).toBeLessThan(empty.first);
  });
});
