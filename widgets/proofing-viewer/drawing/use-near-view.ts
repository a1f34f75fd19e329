import { type RefObject, useEffect, useState } from 'react';

/** A screen above and below the scroll box's view: a page's layer is drawn a screen ahead. */
const AHEAD = '100% 0px 100% 0px';

/**
 * Whether the element is in or near the view of its scroll box. The observer's root is that box:
 * with the viewport as root, the margin would widen the viewport only, and the box would still
 * clip everything outside its own view. Where IntersectionObserver is missing, always true.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    if (!('IntersectionObserver' in view)) {
      setNear(true);
      return;
    }
    const observer = new view.IntersectionObserver(
      (entries) => setNear(entries.at(-1)?.isIntersecting ?? false),
      { root: scrollBoxOf(element, view), rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

/** The nearest ancestor that scrolls, across shadow roots; null for the document's own scrolling. */
export function scrollBoxOf(element: Element, view: Window): Element | null {
  let node: Node | null = element.parentNode;
  while (node) {
    // A shadow root (node type 11 with a host): carry on from its host.
    if (node.nodeType === 11 && 'host' in node) {
      node = (node as ShadowRoot).host;
      continue;
    }
    if (node.nodeType === 1) {
      const box = node as Element;
      const { overflowX, overflowY } = view.getComputedStyle(box);
      if (
        /auto|scroll/.test(overflowX + overflowY) &&
        box !== element.ownerDocument.documentElement &&
        box !== element.ownerDocument.body
      )
        return box;
    }
    node = node.parentNode;
  }
  return null;
}
