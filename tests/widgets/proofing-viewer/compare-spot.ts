// The compare tests' image pair, shared by their server (which draws it) and the browser tests
// (which read the difference back): plain numbers, no server code.

/** Where the two spot versions agree and where they differ, in image pixels. */
export const SPOT = {
  width: 400,
  height: 300,
  same: { x: 40, y: 40, width: 100, height: 80 },
  changed: { x: 250, y: 150, width: 100, height: 100 },
} as const;
