import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { ViewerState } from '../state/viewer-state';
import { PAGE_GAP_PX } from './page-layout';
import type { ZoomAnchor } from './use-scroll-window';
import { DEFAULT_ZOOM, type FitMode, fitZoom, stepZoom, zoomSteps } from './zoom';

/** Wheel travel (pixels of deltaY) per zoom step: a trackpad pinch sends many small events. */
export const WHEEL_STEP_PX = 50;

export interface ZoomControls {
  zoomIn(): void;
  zoomOut(): void;
  /** Ctrl/Cmd+0: back to the default zoom (0.75). */
  reset(): void;
  /** The fit toggle (§4.9): fit to page, then fit to screen, and back. */
  toggleFit(): void;
  /** The fit the toggle applies next. */
  nextFit: FitMode;
}

/**
 * Zoom through the §9 step list: buttons, Ctrl or Cmd with +, − or 0 while focus is in the viewer,
 * and Ctrl/Cmd+wheel over the document around the pointer (the point under it stays put).
 */
export function useZoomControls(
  root: RefObject<HTMLElement | null>,
  scroller: RefObject<HTMLElement | null>,
  state: ViewerState,
  anchor: RefObject<ZoomAnchor | null>,
): ZoomControls {
  const [nextFit, setNextFit] = useState<FitMode>('page');
  const wheel = useRef(0);

  const geometry = useCallback(() => {
    const element = scroller.current;
    const pages = state.$pages.get();
    const page = pages[state.$currentPage.get() - 1] ?? pages[0];
    if (!element || !page) return null;
    const viewport = {
      width: Math.max(1, element.clientWidth - 2 * PAGE_GAP_PX),
      height: Math.max(1, element.clientHeight - 2 * PAGE_GAP_PX),
    };
    return { page, viewport };
  }, [scroller, state]);

  const step = useCallback(
    (direction: 'in' | 'out') => {
      const g = geometry();
      if (!g) return;
      state.$zoom.set(stepZoom(state.$zoom.get(), zoomSteps(g.page, g.viewport), direction));
    },
    [geometry, state],
  );

  const controls: ZoomControls = {
    zoomIn: () => step('in'),
    zoomOut: () => step('out'),
    reset: () => state.$zoom.set(DEFAULT_ZOOM),
    toggleFit: () => {
      const g = geometry();
      if (!g) return;
      state.$zoom.set(fitZoom(g.page, g.viewport, nextFit));
      setNextFit(nextFit === 'page' ? 'screen' : 'page');
    },
    nextFit,
  };
  const latest = useRef(controls);
  latest.current = controls;

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const action = zoomKeyAction(event.key);
      if (!action) return;
      // The browser's own page zoom would scale the whole host page instead.
      event.preventDefault();
      latest.current[action]();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [root]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      wheel.current += event.deltaY;
      if (Math.abs(wheel.current) < WHEEL_STEP_PX) return;
      const direction = wheel.current < 0 ? 'in' : 'out';
      wheel.current = 0;
      const rect = element.getBoundingClientRect();
      anchor.current = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      const before = state.$zoom.get();
      step(direction);
      if (state.$zoom.get() === before) anchor.current = null;
    };
    // Not passive: the page must not scroll (or the browser zoom) while the document zooms.
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [scroller, state, step, anchor]);

  return controls;
}

/** Ctrl/Cmd with '+' (or '=', its unshifted key), '−' or '0'. */
export function zoomKeyAction(key: string): 'zoomIn' | 'zoomOut' | 'reset' | null {
  if (key === '+' || key === '=') return 'zoomIn';
  if (key === '-' || key === '_') return 'zoomOut';
  if (key === '0') return 'reset';
  return null;
}
