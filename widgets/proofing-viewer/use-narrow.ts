import { type RefObject, useLayoutEffect, useState } from 'react';

/** At or below this width (CSS px) the viewer stacks the comment panel under the document. */
export const NARROW_VIEWER_PX = 640;

/**
 * Whether the viewer's own box is narrow (a phone, a host's narrow column): measured on the viewer,
 * not the window, since a host may give it any part of the page. A container query would need
 * `container-type` on an element whose width may come from its content (a host element in a flex
 * row), which then collapses to zero.
 */
export function useNarrow(element: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => setNarrow(target.getBoundingClientRect().width <= NARROW_VIEWER_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return narrow;
}
