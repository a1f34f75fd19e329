import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ViewerState } from '../state/viewer-state';
import {
  canvasWindow,
  mostVisiblePage,
  PAGE_GAP_PX,
  type PageColumnLayout,
  visibleRange,
} from './page-layout';

/**
 * Follows the column's scroll: the pages that hold a canvas (in view and one ahead), the page most
 * in view into `$currentPage` ('Page x of y' follows the scroll), and `$scrollRequest`s brought
 * into view. On a zoom change the point at the middle of the view stays put, unless the caller
 * anchored another one (Ctrl+wheel: the point under the pointer).
 */
export function useScrollWindow(
  scroller: RefObject<HTMLElement | null>,
  state: ViewerState,
  layout: PageColumnLayout,
  anchor: RefObject<ZoomAnchor | null>,
): number[] {
  const [active, setActive] = useState<number[]>([]);
  const frame = useRef(0);
  const layoutRef = useRef(layout);
  const previous = useRef<PageColumnLayout | null>(null);

  const measure = useCallback(() => {
    frame.current = 0;
    const element = scroller.current;
    if (!element) return;
    const { boxes } = layoutRef.current;
    const range = visibleRange(boxes, element.scrollTop, element.clientHeight);
    const next = canvasWindow(range, boxes.length);
    setActive((current) => (sameList(current, next) ? current : next));
    const page = mostVisiblePage(boxes, element.scrollTop, element.clientHeight);
    if (page !== null && page !== state.$currentPage.get()) state.$currentPage.set(page);
  }, [scroller, state]);

  // Before paint: keep the anchored point where it was across a zoom (no visible jump).
  useLayoutEffect(() => {
    layoutRef.current = layout;
    const element = scroller.current;
    const before = previous.current;
    if (before === layout) return;
    previous.current = layout;
    if (!element || !before || before.boxes.length !== layout.boxes.length) {
      measure();
      return;
    }
    const at = anchor.current ?? { x: element.clientWidth / 2, y: element.clientHeight / 2 };
    anchor.current = null;
    const point = pagePointAt(
      before,
      element.clientWidth,
      element.scrollLeft + at.x,
      element.scrollTop + at.y,
    );
    if (point) {
      const box = layout.boxes[point.page - 1]!;
      element.scrollTop = box.top + point.fy * box.height - at.y;
      element.scrollLeft = columnLeft(layout, element.clientWidth, box) + point.fx * box.width - at.x;
    }
    measure();
  });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(onScroll);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [scroller, measure]);

  // Another part asks for a page (a selected comment, a deep link): its point in the middle of the
  // view, or the page's top under the gap.
  useEffect(
    () =>
      state.$scrollRequest.subscribe((request) => {
        const element = scroller.current;
        const box = request && layoutRef.current.boxes[request.page - 1];
        if (!element || !box) return;
        const { x, y } = request;
        element.scrollTop =
          y === undefined ? box.top - PAGE_GAP_PX : box.top + y * box.height - element.clientHeight / 2;
        if (x !== undefined)
          element.scrollLeft =
            columnLeft(layoutRef.current, element.clientWidth, box) + x * box.width - element.clientWidth / 2;
        measure();
      }),
    [state, scroller, measure],
  );

  return active;
}

/** A point of the view (CSS pixels from its top-left) that stays put across a zoom. */
export interface ZoomAnchor {
  x: number;
  y: number;
}

function sameList(a: readonly number[], b: readonly number[]) {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** A box's left edge in the column: centred while the column is narrower than the view. */
function columnLeft(layout: PageColumnLayout, viewWidth: number, box: { width: number }) {
  const inner = Math.max(layout.width, viewWidth);
  return (inner - box.width) / 2;
}

/** The page under a column point, and the point as fractions of that page (clamped to it). */
function pagePointAt(layout: PageColumnLayout, viewWidth: number, x: number, y: number) {
  const { boxes } = layout;
  if (boxes.length === 0) return null;
  let page = boxes.findIndex((box) => y < box.top + box.height + PAGE_GAP_PX / 2);
  if (page === -1) page = boxes.length - 1;
  const box = boxes[page]!;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  const left = columnLeft(layout, viewWidth, box);
  return { page: page + 1, fx: clamp((x - left) / box.width), fy: clamp((y - box.top) / box.height) };
}
