import { useStore } from '@nanostores/react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { givesZoom, type ViewerState } from '../state/viewer-state';
import { NARROW_VIEWER_PX } from '../use-narrow';
import { PAGE_GAP_PX } from './page-layout';
import type { ZoomAnchor } from './use-scroll-window';
import {
  DEFAULT_ZOOM,
  type FitMode,
  fitToggle,
  fitZoom,
  openingZoom,
  sameScale,
  stepZoom,
  type ZoomViewport,
  zoomSteps,
} from './zoom';

/** Wheel travel (pixels of deltaY) per zoom step: a trackpad pinch sends many small events. */
export const WHEEL_STEP_PX = 50;

export interface ZoomControls {
  zoomIn(): void;
  zoomOut(): void;
  /** Ctrl/Cmd+0: back to the opening zoom (0.75; on a narrow viewer at most the page's width). */
  reset(): void;
  /** The fit toggle (§4.9): fit to page, then fit to screen, and back. */
  toggleFit(): void;
  /** The fit the toggle applies next; `changes` false when the zoom is both fits already. */
  fit: { mode: FitMode; changes: boolean };
}

/** The room the pages are shown in: the scroller's inside (no scrollbars), the page gaps left out. */
const viewportOf = (element: HTMLElement): ZoomViewport => ({
  width: Math.max(1, element.clientWidth - 2 * PAGE_GAP_PX),
  height: Math.max(1, element.clientHeight - 2 * PAGE_GAP_PX),
});

const sameViewport = (a: ZoomViewport | null, b: ZoomViewport | null) =>
  a !== null && b !== null && a.width === b.width && a.height === b.height;

/**
 * A fit the user chose, or the opening zoom (`openingZoom`), kept while the zoom is still the one it
 * set (no manual zoom since).
 */
interface KeptFit {
  mode: FitMode | 'opening';
  scale: number;
  /** The view it is fitted to, and the one it was fitted to before (null at the click). */
  at: ZoomViewport;
  from: ZoomViewport | null;
}

/** At most a scrollbar's width (classic scrollbars are 15–17 px; overlay ones take none). */
const SCROLLBAR_PX = 24;

/**
 * A view that differs from `other` by a scrollbar only: the fit itself brought it in or took it out.
 */
const byScrollbar = (view: ZoomViewport, other: ZoomViewport | null) =>
  other !== null &&
  ((view.height === other.height && Math.abs(view.width - other.width) <= SCROLLBAR_PX) ||
    (view.width === other.width && Math.abs(view.height - other.height) <= SCROLLBAR_PX));

/**
 * Zoom through the §9 step list: buttons, Ctrl or Cmd with +, − or 0 while focus is in the viewer,
 * and Ctrl/Cmd+wheel over the document around the pointer (the point under it stays put). A chosen
 * fit follows the view's size (a resized window or host column, a scrollbar coming or going, a PDF
 * page's own size arriving) until the user zooms otherwise.
 */
export function useZoomControls(
  root: RefObject<HTMLElement | null>,
  scroller: RefObject<HTMLElement | null>,
  state: ViewerState,
  anchor: RefObject<ZoomAnchor | null>,
): ZoomControls {
  const wheel = useRef(0);
  const kept = useRef<KeptFit | null>(null);
  const zoom = useStore(state.$zoom);
  const pages = useStore(state.$pages);
  const currentPage = useStore(state.$currentPage);
  const page = pages[currentPage - 1] ?? pages[0];
  const [viewport, setViewport] = useState<ZoomViewport | null>(null);
  // The opening zoom is set once the page and the view are known, for a viewer still at the default.
  const opened = useRef(givesZoom(state));

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const next = viewportOf(element);
      setViewport((previous) => (sameViewport(previous, next) ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller]);

  // The kept fit, fitted again to a new view or page size.
  const pageWidth = page?.width;
  const pageHeight = page?.height;
  useEffect(() => {
    if (!viewport || !pageWidth || !pageHeight) return;
    if (!opened.current) {
      opened.current = true;
      if (!sameScale(state.$zoom.get(), DEFAULT_ZOOM)) return;
      const scale = openingZoom({ width: pageWidth, height: pageHeight }, viewport, isNarrow(root.current));
      kept.current = { mode: 'opening', scale, at: viewport, from: null };
      if (!sameScale(scale, DEFAULT_ZOOM)) state.$zoom.set(scale);
      return;
    }
    const fit = kept.current;
    if (!fit) return;
    if (!sameScale(state.$zoom.get(), fit.scale)) {
      kept.current = null;
      return;
    }
    // A fit that brings a scrollbar in narrows the view; fitted again it may take the scrollbar out,
    // and so on for ever. Back at the view it came from by a scrollbar, it stays as it is.
    if (sameViewport(viewport, fit.from) && byScrollbar(viewport, fit.at)) return;
    const shown = { width: pageWidth, height: pageHeight };
    const scale =
      fit.mode === 'opening'
        ? openingZoom(shown, viewport, isNarrow(root.current))
        : fitZoom(shown, viewport, fit.mode);
    kept.current = { mode: fit.mode, scale, at: viewport, from: fit.at };
    if (!sameScale(scale, fit.scale)) state.$zoom.set(scale);
  }, [viewport, pageWidth, pageHeight, state, root]);

  const geometry = useCallback(() => {
    const element = scroller.current;
    const all = state.$pages.get();
    const shown = all[state.$currentPage.get() - 1] ?? all[0];
    if (!element || !shown) return null;
    return { page: shown, viewport: viewportOf(element) };
  }, [scroller, state]);

  const step = useCallback(
    (direction: 'in' | 'out') => {
      const g = geometry();
      if (!g) return;
      state.$zoom.set(stepZoom(state.$zoom.get(), zoomSteps(g.page, g.viewport), direction));
    },
    [geometry, state],
  );

  const toggle = page && viewport ? fitToggle(zoom, page, viewport) : null;
  const controls: ZoomControls = {
    zoomIn: () => step('in'),
    zoomOut: () => step('out'),
    reset: () => {
      const g = geometry();
      if (!g) {
        state.$zoom.set(DEFAULT_ZOOM);
        return;
      }
      const scale = openingZoom(g.page, g.viewport, isNarrow(root.current));
      kept.current = { mode: 'opening', scale, at: g.viewport, from: null };
      state.$zoom.set(scale);
    },
    toggleFit: () => {
      const g = geometry();
      if (!g) return;
      const next = fitToggle(state.$zoom.get(), g.page, g.viewport);
      if (!next.changes) return;
      kept.current = { mode: next.mode, scale: next.scale, at: g.viewport, from: null };
      state.$zoom.set(next.scale);
    },
    fit: { mode: toggle?.mode ?? 'page', changes: toggle?.changes ?? true },
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

/** The viewer's own box is narrow (use-narrow.ts): a phone, a host's narrow column. */
const isNarrow = (element: HTMLElement | null) =>
  element !== null && element.getBoundingClientRect().width <= NARROW_VIEWER_PX;

/** Ctrl/Cmd with '+' (or '=', its unshifted key), '−' or '0'. */
export function zoomKeyAction(key: string): 'zoomIn' | 'zoomOut' | 'reset' | null {
  if (key === '+' || key === '=') return 'zoomIn';
  if (key === '-' || key === '_') return 'zoomOut';
  if (key === '0') return 'reset';
  return null;
}
