// The compare tests' image pair, shared by their server (which draws it) and the browser tests
// (which read the difference back), and the stored shapes' form: plain data, no server code.

/** Where the two spot versions agree and where they differ, in image pixels. */
export const SPOT = {
  width: 400,
  height: 300,
  same: { x: 40, y: 40, width: 100, height: 80 },
  changed: { x: 250, y: 150, width: 100, height: 100 },
} as const;

/** A stored rectangle on `page` (0.2 format, relative to the page), as the server keeps a shape. */
export const SHAPE = (page: number, x: number, y: number) =>
  JSON.stringify({
    className: 'Rect',
    attrs: {
      id: `shape-${page}-${x}`,
      x,
      y,
      width: 0.2,
      height: 0.2,
      version: '0.2',
      group: `page-${page}`,
      stroke: 'red',
      strokeWidth: 5,
    },
    page,
    scale: 1,
  });
