import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps `--pd-board-height` on `ref`'s element equal to its height in pixels. The board sizes its
 * columns by that variable, inside its own shadow root where a percentage would resolve against an
 * auto-height wrapper; the element itself gets its height from the page's flex layout.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const apply = () => element.style.setProperty('--pd-board-height', `${element.clientHeight}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
