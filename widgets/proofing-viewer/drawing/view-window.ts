import type { PageShape } from './shape-format';

// The part of a page the drawing layer draws (its "window"): what the scroll box shows of the page
// and a margin around it, never the whole page. A page-sized canvas at zoom 2 holds 8.7 million
// pixels (four times that on a retina screen); the shapes bench measured a redraw of one at
// hundreds of ms and, without a GPU, a copy of every canvas at each frame of a pan. Pure: the
// stage, the benchmark and the unit tests share it.

/** A rectangle; what it measures (page pixels, or CSS pixels at a zoom) is said where it is used. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * How far past the view the window reaches on each side (CSS pixels): a pan redraws once per this
 * much travel, not at every frame.
 */
export const WINDOW_MARGIN = 256;

/** The window is redrawn before the view comes closer than this to its edge (a fast frame's travel). */
export const WINDOW_SLACK = 64;

/** The overlap of two boxes (width or height 0 when they do not overlap). */
export function overlap(a: Box, b: Box): Box {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** Window sizes are rounded up to this step, so a small change of the view keeps the canvases. */
const SIZE_STEP = 64;

/**
 * The window to draw around `visible` (both CSS pixels of the page box at one zoom) on a page of
 * `page` CSS pixels: the view and `margin` around it, in whole pixels (a canvas at a fractional
 * offset would be resampled, blurred). Its size follows the view only, not the zoom: resizing a
 * canvas costs more than drawing it, so a zoom keeps it; what lies past the page is never drawn.
 */
export function windowAround(
  visible: Box,
  page: { width: number; height: number },
  margin = WINDOW_MARGIN,
): Box {
  const width = roundUp(Math.ceil(visible.width) + 2 * margin);
  const height = roundUp(Math.ceil(visible.height) + 2 * margin);
  const left = clamp(Math.floor(visible.left - margin), 0, Math.max(0, Math.ceil(page.width) - width));
  const top = clamp(Math.floor(visible.top - margin), 0, Math.max(0, Math.ceil(page.height) - height));
  return { left, top, width, height };
}

const roundUp = (value: number) => Math.ceil(value / SIZE_STEP) * SIZE_STEP;

/**
 * Whether `window` still serves `visible` (both in page pixels): it holds the view and `slack` around
 * it, as far as the page reaches.
 */
export function serves(
  window: Box,
  visible: Box,
  page: { width: number; height: number },
  slack: number,
): boolean {
  const wanted = overlap(
    {
      left: visible.left - slack,
      top: visible.top - slack,
      width: visible.width + 2 * slack,
      height: visible.height + 2 * slack,
    },
    { left: 0, top: 0, width: page.width, height: page.height },
  );
  const epsilon = 0.5;
  return (
    wanted.left >= window.left - epsilon &&
    wanted.top >= window.top - epsilon &&
    wanted.left + wanted.width <= window.left + window.width + epsilon &&
    wanted.top + wanted.height <= window.top + window.height + epsilon
  );
}

/** Beyond its outline a shape paints its stroke, an arrow head, the selection glow and its hit stroke. */
const GLOW = 12;
const MIN_HIT_STROKE = 12;

/** What a shape can paint or be hit on, in page pixels. */
export function shapeBounds(shape: PageShape): Box {
  let left: number;
  let top: number;
  let right: number;
  let bottom: number;
  if (shape.kind === 'rect') {
    left = Math.min(shape.x, shape.x + shape.width);
    right = Math.max(shape.x, shape.x + shape.width);
    top = Math.min(shape.y, shape.y + shape.height);
    bottom = Math.max(shape.y, shape.y + shape.height);
  } else if (shape.kind === 'circle') {
    left = shape.x - shape.radius;
    right = shape.x + shape.radius;
    top = shape.y - shape.radius;
    bottom = shape.y + shape.radius;
  } else if (shape.points.length >= 2) {
    const xs = shape.points.filter((_, index) => index % 2 === 0);
    const ys = shape.points.filter((_, index) => index % 2 === 1);
    left = Math.min(...xs);
    right = Math.max(...xs);
    top = Math.min(...ys);
    bottom = Math.max(...ys);
  } else {
    // No points to draw: nothing paints, the bounds are its anchor.
    left = right = shape.x;
    top = bottom = shape.y;
  }
  const pad =
    Math.max(shape.strokeWidth, MIN_HIT_STROKE) / 2 + (shape.kind === 'arrow' ? shape.pointer : 0) + GLOW;
  return { left: left - pad, top: top - pad, width: right - left + 2 * pad, height: bottom - top + 2 * pad };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
