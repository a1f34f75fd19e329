import { describe, expect, it } from 'vitest';
import {
  dragShape,
  isDrawn,
  KIND_OF_TOOL,
  startShape,
} from '../../../../../widgets/proofing-viewer/drawing/draw-gesture';

// Proofing §4.6: "Press starts a shape; drag resizes it"; "Drawing is valid only inside a page
// area; shapes keep to page bounds"; "Defaults: stroke width 5, pointer 10, radius 10".

const PAGE = { page: 1, width: 400, height: 300 };

describe('drawing gestures', () => {
  it('maps the marker tools to shapes; the pointer draws nothing', () => {
    expect(KIND_OF_TOOL).toEqual({
      pointer: null,
      arrow: 'arrow',
      dot: 'circle',
      rectangle: 'rect',
      line: 'line',
    });
    expect(startShape('pointer', 'red', { x: 10, y: 10 }, PAGE)).toBeNull();
  });

  it('starts only inside the page, with the default stroke, pointer and radius', () => {
    expect(startShape('rectangle', 'red', { x: -1, y: 10 }, PAGE)).toBeNull();
    expect(startShape('rectangle', 'red', { x: 10, y: 301 }, PAGE)).toBeNull();
    const dot = startShape('dot', 'blue', { x: 50, y: 60 }, PAGE)!;
    expect(dot).toMatchObject({ kind: 'circle', x: 50, y: 60, radius: 10, strokeWidth: 5, color: 'blue' });
    expect(startShape('arrow', 'green', { x: 5, y: 5 }, PAGE)).toMatchObject({ pointer: 10, strokeWidth: 5 });
  });

  it('resizes a rectangle with the drag, in any direction, stopping at the page edge', () => {
    const from = { x: 100, y: 100 };
    const rect = startShape('rectangle', 'red', from, PAGE)!;
    expect(dragShape(rect, from, { x: 160, y: 140 }, PAGE)).toMatchObject({
      x: 100,
      y: 100,
      width: 60,
      height: 40,
    });
    expect(dragShape(rect, from, { x: 40, y: 20 }, PAGE)).toMatchObject({
      x: 40,
      y: 20,
      width: 60,
      height: 80,
    });
    expect(dragShape(rect, from, { x: 900, y: -50 }, PAGE)).toMatchObject({
      x: 100,
      y: 0,
      width: 300,
      height: 100,
    });
  });

  it('grows a dot from its centre and keeps the whole circle on the page', () => {
    const from = { x: 100, y: 100 };
    const dot = startShape('dot', 'red', from, PAGE)!;
    expect(dragShape(dot, from, { x: 130, y: 140 }, PAGE).radius).toBe(50);
    // The nearest edge is 100 px away.
    expect(dragShape(dot, from, { x: 400, y: 100 }, PAGE).radius).toBe(100);
    // Pressed on the edge: the centre comes in so the default radius fits.
    expect(startShape('dot', 'red', { x: 0, y: 300 }, PAGE)).toMatchObject({ x: 10, y: 290, radius: 10 });
  });

  it('points an arrow from the press to the pointer, and a free line follows the pointer', () => {
    const from = { x: 10, y: 10 };
    const arrow = startShape('arrow', 'red', from, PAGE)!;
    expect(dragShape(arrow, from, { x: 500, y: 200 }, PAGE).points).toEqual([10, 10, 400, 200]);
    let line = startShape('line', 'red', from, PAGE)!;
    for (const to of [
      { x: 20, y: 15 },
      { x: 20.5, y: 15 },
      { x: 40, y: -10 },
    ])
      line = dragShape(line, from, to, PAGE);
    expect(line.points).toEqual([10, 10, 20, 15, 40, 0]);
  });

  it('keeps a dot from a plain click but drops a rectangle, arrow or line that was not dragged', () => {
    const at = { x: 50, y: 50 };
    expect(isDrawn(startShape('dot', 'red', at, PAGE)!)).toBe(true);
    expect(isDrawn(dragShape(startShape('rectangle', 'red', at, PAGE)!, at, { x: 51, y: 51 }, PAGE))).toBe(
      false,
    );
    expect(isDrawn(dragShape(startShape('arrow', 'red', at, PAGE)!, at, { x: 51, y: 52 }, PAGE))).toBe(false);
    expect(isDrawn(dragShape(startShape('rectangle', 'red', at, PAGE)!, at, { x: 50, y: 60 }, PAGE))).toBe(
      true,
    );
    expect(isDrawn(dragShape(startShape('line', 'red', at, PAGE)!, at, { x: 70, y: 50 }, PAGE))).toBe(true);
  });
});
