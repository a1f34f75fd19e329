import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { getActiveElement } from '../core/dom';

export interface FocusAfterRemovalOptions {
  /** Each item's focus target inside the list, in list order (a CSS selector), e.g. its remove button. */
  itemSelector: string;
  /** Where focus goes when no item is left: the list's empty state, else its container. */
  fallback(): HTMLElement | null | undefined;
}

export interface FocusAfterRemoval<T extends HTMLElement> {
  /** Put on the list element (`<ul>`); the items' targets are looked up inside it. */
  listRef: RefObject<T | null>;
  /**
   * Call as an item goes away (`item`: its index in the list as rendered now, or its target
   * element), or as a control that has focus goes away (`node`: a mark-read button, Load More;
   * default: the item's own target). Once `node` has left the page and focus went with it, focus
   * moves to the item now at that index (the next one, since the list closed up), else the last one
   * (the previous), else `fallback()`.
   */
  willRemove(item: number | Element, node?: Element | null): void;
}

interface Pending {
  index: number;
  node: Element | null;
}

/**
 * One rule for every list whose items can be removed (cart lines, notifications): focus is never
 * lost to `<body>`. Removing the focused node makes the browser drop focus to the document, which
 * would send a keyboard or screen-reader user back to the top of the page.
 */
export function useFocusAfterRemoval<T extends HTMLElement = HTMLElement>({
  itemSelector,
  fallback,
}: FocusAfterRemovalOptions): FocusAfterRemoval<T> {
  const listRef = useRef<T | null>(null);
  const pending = useRef<Pending | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  const targets = useCallback(
    () => [...(listRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])],
    [itemSelector],
  );

  // After every render: the removal may land later than the call (an optimistic store update, a
  // server answer), so wait until the node has really gone.
  useLayoutEffect(() => {
    const waiting = pending.current;
    if (!waiting || waiting.node?.isConnected) return;
    pending.current = null;
    if (!focusWasLost(waiting.node)) return;
    const items = targets();
    const next = items[Math.min(waiting.index, items.length - 1)] ?? fallbackRef.current();
    next?.focus({ preventScroll: false });
  });

  const willRemove = useCallback(
    (item: number | Element, node?: Element | null) => {
      const items = targets();
      // An element: its position among the targets (lines without one, e.g. placeholders, skipped).
      const index = typeof item === 'number' ? item : items.indexOf(item as HTMLElement);
      const removed = node ?? items[index] ?? (typeof item === 'number' ? null : item);
      pending.current = { index: Math.max(0, index), node: removed };
    },
    [targets],
  );

  return { listRef, willRemove };
}

/**
 * Focus went with the removed node: nothing (or the page's body) has it now. A user who moved on
 * meanwhile (clicked elsewhere, tabbed away) keeps their focus.
 */
function focusWasLost(removed: Element | null): boolean {
  if (!removed) return true;
  const doc = removed.ownerDocument;
  const active = getActiveElement(doc);
  return !active || active === doc.body || !active.isConnected;
}
