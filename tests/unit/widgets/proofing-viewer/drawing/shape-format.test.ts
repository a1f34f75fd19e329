import { describe, expect, it } from 'vitest';
import { INTERNAL_THREADS, PUBLIC_THREADS } from '../../../../../host-demo/server/seed/demo-proofing-content';
import {
  absolutePageTop,
  MARKER_DEFAULTS,
  PAGE_GAP,
  type PageShape,
  readShape,
  toShapeRecord,
} from '../../../../../widgets/proofing-viewer/drawing/shape-format';

// Proofing §3 "Shape version 0.2 means coordinates relative to the page group; older shapes are
// absolute", §9 "Page gap 30 px", §4.6 "Defaults: stroke width 5, pointer 10, radius 10".

const PAGES = [
  { page: 1, width: 600, height: 800 },
  { page: 2, width: 800, height: 600 },
  { page: 3, width: 600, height: 800 },
];

const shape = (overrides: Partial<PageShape>): PageShape => ({
  id: 'shape-1',
  kind: 'rect',
  page: 2,
  color: 'red',
  strokeWidth: 5,
  x: 0,
  y: 0,
  width: 0,
  height: 0,
  radius: 10,
  points: [],
  pointer: 10,
  ...overrides,
});

describe('shape formats', () => {
  it('keeps the spec constants', () => {
    expect(PAGE_GAP).toBe(30);
    expect(MARKER_DEFAULTS).toEqual({ strokeWidth: 5, pointer: 10, radius: 10 });
  });

  it('writes new shapes in 0.2: page fractions, the page group, page and scale', () => {
    const record = toShapeRecord(shape({ x: 200, y: 150, width: 400, height: 60 }), PAGES[1]!);
    expect(record).toEqual({
      className: 'Rect',
      attrs: {
        id: 'shape-1',
        version: '0.2',
        group: 'page-2',
        stroke: 'red',
        strokeWidth: 5,
        x: 0.25,
        y: 0.25,
        width: 0.5,
        height: 0.1,
      },
      page: 2,
      scale: 1,
    });
  });

  it('reads back what it writes, for every kind', () => {
    const shapes = [
      shape({ kind: 'rect', x: 80, y: 40, width: 100, height: 50 }),
      shape({ kind: 'circle', x: 300, y: 200, radius: 24, color: 'blue' }),
      shape({ kind: 'arrow', points: [10, 20, 400, 500], color: 'green' }),
      shape({ kind: 'line', points: [10, 10, 20, 30, 45, 12], color: 'purple' }),
    ];
    for (const drawn of shapes) {
      const read = readShape(JSON.stringify(toShapeRecord(drawn, PAGES[1]!)), PAGES)!;
      // Fractions are kept to 6 decimals: a thousandth of a pixel on any page size.
      const nearly = (value: number) => Math.round(value * 1000) / 1000;
      expect({ ...read, x: nearly(read.x), y: nearly(read.y), width: nearly(read.width) }).toMatchObject({
        ...drawn,
        height: expect.closeTo(drawn.height, 3),
        points: drawn.points.map((value) => expect.closeTo(value, 3)),
      });
    }
  });

  it('reads a 0.2 shape at the same spot of the page whatever the page size', () => {
    const stored = PUBLIC_THREADS[0]!.annotation; // Rect x 0.06, y 0.04, width 0.42, height 0.09
    const read = readShape(stored, PAGES)!;
    expect(read).toMatchObject({ kind: 'rect', page: 1, color: 'red', strokeWidth: 5 });
    expect(read.x).toBeCloseTo(36);
    expect(read.y).toBeCloseTo(32);
    expect(read.width).toBeCloseTo(252);
    expect(read.height).toBeCloseTo(72);
    const arrow = readShape(PUBLIC_THREADS[2]!.annotation, PAGES)!;
    expect(arrow.points.map((v) => Math.round(v))).toEqual([330, 560, 420, 656]);
  });

  it('reads an older absolute shape from stage pixels at its scale to page pixels', () => {
    // The seeded dot: x 320, y 300, radius 10 on page 1 drawn at scale 0.75.
    const dot = readShape(PUBLIC_THREADS[1]!.annotation, PAGES)!;
    expect(dot).toMatchObject({ kind: 'circle', page: 1, color: 'blue' });
    expect(dot.x).toBeCloseTo(320 / 0.75);
    expect(dot.y).toBeCloseTo(400);
    expect(dot.radius).toBeCloseTo(10 / 0.75);
    expect(dot.strokeWidth).toBeCloseTo(5 / 0.75);
    const line = readShape(INTERNAL_THREADS[0]!.annotation, PAGES)!;
    expect(line.points.map((v) => Math.round(v))).toEqual([133, 133, 213, 160, 293, 147]);
  });

  it('takes the pages above and their 30 px gaps off an older shape on a later page', () => {
    // Page 3 at scale 0.5 starts below page 1 (400 px + 30) and page 2 (300 px + 30).
    expect(absolutePageTop(PAGES, 3, 0.5)).toBe(760);
    const stored = {
      className: 'Rect',
      attrs: { id: 'old', x: 50, y: 760 + 100, width: 30, height: 40, stroke: 'pink' },
      page: 3,
      scale: 0.5,
    };
    expect(readShape(stored, PAGES)).toMatchObject({ page: 3, x: 100, y: 200, width: 60, height: 80 });
  });

  it('skips what it cannot draw: bad JSON, unknown classes, pages the file does not have', () => {
    expect(readShape('{not json', PAGES)).toBeNull();
    expect(readShape(null, PAGES)).toBeNull();
    expect(
      readShape(JSON.stringify({ className: 'Text', attrs: { id: 'x' }, page: 1, scale: 1 }), PAGES),
    ).toBeNull();
    const onPage9 = toShapeRecord(shape({ page: 9, width: 10, height: 10 }), PAGES[0]!);
    expect(readShape(onPage9, PAGES)).toBeNull();
  });

  it('clamps what it draws to the page and the format bounds (issue 20: radius 1e12, stroke 1e9)', () => {
    const hostile = (attrs: Record<string, unknown>, className = 'Circle', page = 1) => ({
      className,
      attrs: { id: 'hostile', version: '0.2', group: `page-${page}`, ...attrs },
      page,
      scale: 1,
    });
    // Page 1 is 600 × 800: a dot's radius at most 300 (half the shorter side), its centre on the page.
    expect(readShape(hostile({ x: 0.5, y: 0.5, radius: 1e12, strokeWidth: 1e9 }), PAGES)).toMatchObject({
      radius: 300,
      strokeWidth: 20,
      x: 300,
      y: 400,
    });
    // A centre off the page comes onto it (to its edge, where older dots may sit).
    expect(readShape(hostile({ x: 40, y: -3, radius: 10 }), PAGES)).toMatchObject({
      x: 600,
      y: 0,
      radius: 10,
    });
    // A rectangle ends at the page's edges; a negative or zero stroke is the format's least.
    expect(
      readShape(hostile({ x: -1, y: 0.5, width: 9, height: 1e9, strokeWidth: -5 }, 'Rect'), PAGES),
    ).toMatchObject({ x: 0, y: 400, width: 600, height: 400, strokeWidth: 1 });
    // Arrow points stay on the page; a huge pointer is the format's most.
    expect(
      readShape(hostile({ points: [-5, 0.5, 1e12, 2], pointerLength: 1e9 }, 'Arrow', 2), PAGES),
    ).toMatchObject({ points: [0, 300, 800, 600], pointer: 40 });
    // An older absolute shape is kept to its page too.
    const old = {
      className: 'Circle',
      attrs: { id: 'old', x: 1e12, y: 1e12, radius: 1e12 },
      page: 1,
      scale: 1,
    };
    expect(readShape(old, PAGES)).toMatchObject({ x: 600, y: 800, radius: 300 });
    // What the tools draw is left as it is.
    const drawn = shape({ kind: 'circle', page: 1, x: 150, y: 200, radius: 40 });
    expect(readShape(toShapeRecord(drawn, PAGES[0]!), PAGES)).toMatchObject({ x: 150, y: 200, radius: 40 });
  });
});
