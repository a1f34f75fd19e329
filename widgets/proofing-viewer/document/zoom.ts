import type { PageGeometry } from '../state/viewer-state';

// Zoom (proofing §4.9, §9): "Steps move through a scale list between a minimum and a maximum; fit to
// page or screen toggles." "Default zoom 0.75. Portrait zoom steps: heights 0.75 and 1; widths 1,
// 1.25, 1.5. Landscape: widths 0.5, 0.75, 1; heights 1, 1.25, 1.5." Our reading (the spec shows no
// more): a step 'height h' is the scale at which the page is h viewports tall, 'width w' the scale at
// which it is w viewports wide; the steps sorted by scale are the list, its ends the minimum and
// maximum. Pure: the keys, the wheel and the buttons all go through these.

import { DEFAULT_ZOOM } from '../state/viewer-state';

export { DEFAULT_ZOOM };

export const ZOOM_STEPS = {
  portrait: { heights: [0.75, 1], widths: [1, 1.25, 1.5] },
  landscape: { widths: [0.5, 0.75, 1], heights: [1, 1.25, 1.5] },
} as const;

/** The room the pages are shown in, gaps left out, in CSS pixels. */
export interface ZoomViewport {
  width: number;
  height: number;
}

/** Spec §3 orientations: a square page zooms like a portrait one. */
export function orientationOf(page: Pick<PageGeometry, 'width' | 'height'>): 'portrait' | 'landscape' {
  return page.width > page.height ? 'landscape' : 'portrait';
}

/** The scales of the page's step list in this viewport, ascending, without repeats. */
export function zoomSteps(page: Pick<PageGeometry, 'width' | 'height'>, viewport: ZoomViewport): number[] {
  const steps = ZOOM_STEPS[orientationOf(page)];
  const scales = [
    ...steps.heights.map((h) => (h * viewport.height) / page.height),
    ...steps.widths.map((w) => (w * viewport.width) / page.width),
  ].filter((scale) => Number.isFinite(scale) && scale > 0);
  const sorted = [...new Set(scales.map((scale) => Math.round(scale * 10_000) / 10_000))];
  return sorted.sort((a, b) => a - b);
}

/**
 * The next step above (`in`) or below (`out`) the current scale; at the maximum or minimum the
 * scale stays (the list's ends are the limits).
 */
export function stepZoom(current: number, steps: readonly number[], direction: 'in' | 'out'): number {
  const epsilon = 1e-3;
  if (direction === 'in') return steps.find((step) => step > current + epsilon) ?? current;
  return [...steps].reverse().find((step) => step < current - epsilon) ?? current;
}

export type FitMode = 'page' | 'screen';

/** Fit to page: the whole page in view. Fit to screen: the page as wide as the view. */
export function fitZoom(page: Pick<PageGeometry, 'width' | 'height'>, viewport: ZoomViewport, mode: FitMode) {
  const byWidth = viewport.width / page.width;
  return mode === 'screen' ? byWidth : Math.min(byWidth, viewport.height / page.height);
}

/**
 * The zoom a viewer opens at, and goes back to with Ctrl/Cmd+0 (§9 "Default zoom 0.75"). On a
 * narrow viewer (a phone: `narrow`, use-narrow.ts) a page wider at 0.75 than the view opens as wide
 * as the view instead, so it is not cut off at the first look; elsewhere the spec's 0.75. The steps
 * stay the spec's.
 */
export function openingZoom(
  page: Pick<PageGeometry, 'width' | 'height'>,
  viewport: ZoomViewport,
  narrow: boolean,
) {
  return narrow ? Math.min(DEFAULT_ZOOM, fitZoom(page, viewport, 'screen')) : DEFAULT_ZOOM;
}

/** Two scales within this fraction of each other are the same fit (sub-pixel rounding). */
const SAME_SCALE = 1e-3;
export const sameScale = (a: number, b: number) => Math.abs(a - b) <= SAME_SCALE * Math.max(a, b);

/**
 * What the fit toggle offers at `zoom` (issue 21: it toggled its label but not the zoom when the fit
 * was already the zoom). The fit the zoom is not at: screen when the zoom is at page fit, else page.
 * `changes` is false only when both fits are the zoom already (a page as wide, for its height, as
 * the view or wider): the toggle then has nothing to do, and names the fit it is at.
 */
export function fitToggle(
  zoom: number,
  page: Pick<PageGeometry, 'width' | 'height'>,
  viewport: ZoomViewport,
): { mode: FitMode; scale: number; changes: boolean } {
  const pageScale = fitZoom(page, viewport, 'page');
  const screenScale = fitZoom(page, viewport, 'screen');
  if (!sameScale(zoom, pageScale)) return { mode: 'page', scale: pageScale, changes: true };
  if (sameScale(zoom, screenScale)) return { mode: 'page', scale: pageScale, changes: false };
  return { mode: 'screen', scale: screenScale, changes: true };
}
