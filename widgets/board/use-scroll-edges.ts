import { type RefObject, useEffect, useState } from 'react';

/** Where a sideways scroller has more to show. */
export interface ScrollEdges {
  /** Wider than its box: it scrolls sideways. */
  overflows: boolean;
  /** More content before the visible part (the left in a left-to-right page). */
  start: boolean;
  /** More content after it. */
  end: boolean;
}

const NONE: ScrollEdges = { overflows: false, start: false, end: false };

function edgesOf(el: HTMLElement): ScrollEdges {
  // Math.abs: in a right-to-left page scrollLeft runs from 0 to negative values.
  const offset = Math.abs(el.scrollLeft);
  const room = el.scrollWidth - el.clientWidth;
  if (room <= 1) return NONE;
  return { overflows: true, start: offset > 1, end: offset < room - 1 };
}

const same = (a: ScrollEdges, b: ScrollEdges) =>
  a.overflows === b.overflows && a.start === b.start && a.end === b.end;

/** The nearest element between `target` and `scroller` that can still scroll vertically by `dy`. */
function scrollsVertically(target: EventTarget | null, scroller: HTMLElement, dy: number): boolean {
  for (let el = target as HTMLElement | null; el && el !== scroller; el = el.parentElement) {
    if (el.scrollHeight <= el.clientHeight + 1) continue;
    const overflow = getComputedStyle(el).overflowY;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    if (dy > 0 ? el.scrollTop + el.clientHeight < el.scrollHeight - 1 : el.scrollTop > 0) return true;
  }
  return false;
}

/**
 * Follows a sideways scroller's edges (on scroll, and when it or its children change size), so the
 * view can show edge shadows where there is more and make the scroller a keyboard stop only while
 * it scrolls. With `wheel`, an up/down wheel over a part that does not itself scroll vertically
 * (a column header, the gaps) scrolls sideways while there is room that way, as on a board; at the
 * ends it is left to the page.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, options: { wheel?: boolean } = {}) {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const { wheel = false } = options;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const next = edgesOf(el);
      setEdges((current) => (same(current, next) ? current : next));
    };
    // The first read waits for the next frame, where the layout is due anyway: read now, it would
    // force a layout of the whole board as it mounts, in the middle of the columns' first requests.
    const first = requestAnimationFrame(update);
    const resize = new ResizeObserver(update);
    resize.observe(el);
    for (const child of el.children) resize.observe(child);
    // Children come and go (the list's rows): observe the new ones too.
    const mutations = new MutationObserver(() => {
      for (const child of el.children) resize.observe(child);
      update();
    });
    mutations.observe(el, { childList: true });
    el.addEventListener('scroll', update, { passive: true });
    const onWheel = (event: WheelEvent) => {
      if (event.shiftKey || event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const { start, end, overflows } = edgesOf(el);
      if (!overflows || (event.deltaY > 0 ? !end : !start)) return;
      if (scrollsVertically(event.target, el, event.deltaY)) return;
      event.preventDefault();
      const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : 1;
      const forwards = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
      el.scrollBy({ left: event.deltaY * lines * forwards });
    };
    if (wheel) el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      cancelAnimationFrame(first);
      resize.disconnect();
      mutations.disconnect();
      el.removeEventListener('scroll', update);
      el.removeEventListener('wheel', onWheel);
    };
  }, [ref, wheel]);
  return edges;
}
