import { type RefObject, useEffect } from 'react';
import type { ViewerState } from '../state/viewer-state';
import { followScroll } from './scroll-sync';

type Pair<T> = readonly [T, T];

/**
 * Zoom, pan and page in step between the two sides. The zoom is one value for both (either side's
 * change is copied to the other). The scroll follows the side the user last touched (pointer,
 * wheel, key or focus on it): only that side's scroll events move the other, so the copy never
 * echoes back. After the other side's layout changes (a zoom, a page's real size) it is put back
 * in step once the frame has settled.
 */
export function useCompareSync(states: Pair<ViewerState>, containers: Pair<RefObject<HTMLElement | null>>) {
  useEffect(() => {
    const [a, b] = states;
    const elements = containers.map((ref) => ref.current);
    if (!elements[0] || !elements[1]) return;
    let leader = 1;
    let frame = 0;
    const scrollerOf = (side: number) =>
      elements[side]?.querySelector<HTMLElement>('.pd-viewer-scroll') ?? null;
    const follow = () => {
      frame = 0;
      const from = scrollerOf(leader);
      const to = scrollerOf(1 - leader);
      if (!from || !to) return;
      const lead = states[leader]!;
      const other = states[1 - leader]!;
      const next = followScroll(
        {
          pages: lead.$pages.get(),
          zoom: lead.$zoom.get(),
          scrollTop: from.scrollTop,
          scrollLeft: from.scrollLeft,
        },
        { pages: other.$pages.get(), zoom: other.$zoom.get() },
      );
      to.scrollTop = next.top;
      to.scrollLeft = next.left;
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(follow);
    };
    const cleanups: (() => void)[] = [
      a.$zoom.listen((zoom) => b.$zoom.get() !== zoom && b.$zoom.set(zoom)),
      b.$zoom.listen((zoom) => a.$zoom.get() !== zoom && a.$zoom.set(zoom)),
      ...states.flatMap((state) => [state.$zoom.listen(later), state.$pages.listen(later)]),
    ];
    elements.forEach((element, side) => {
      if (!element) return;
      const lead = () => {
        leader = side;
      };
      // Scroll events do not bubble; a capturing listener on the side still hears its column's.
      const onScroll = (event: Event) => {
        if (side === leader && (event.target as HTMLElement).classList?.contains('pd-viewer-scroll'))
          follow();
      };
      const events = ['pointerdown', 'pointerover', 'wheel', 'keydown', 'focusin'] as const;
      for (const name of events) element.addEventListener(name, lead, { passive: true });
      element.addEventListener('scroll', onScroll, { capture: true, passive: true });
      cleanups.push(() => {
        for (const name of events) element.removeEventListener(name, lead);
        element.removeEventListener('scroll', onScroll, { capture: true });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      for (const cleanup of cleanups) cleanup();
    };
  }, [states, containers]);
}
