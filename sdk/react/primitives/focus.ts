import type { Ref, RefCallback } from 'react';
import { getActiveElement } from '../../core/dom';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tabbable elements inside `container`, in DOM order, skipping hidden ones. */
export function getFocusableElements(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden],[inert]') && el.getClientRects().length > 0,
  );
}

/** Focuses the first tabbable element inside `container`, else the container itself. */
export function focusFirst(container: HTMLElement): void {
  const [first] = getFocusableElements(container);
  (first ?? container).focus({ preventScroll: true });
}

/** True when the element that really has focus (through shadow roots) is inside `container`. */
export function containsFocus(container: HTMLElement): boolean {
  const active = getActiveElement(container.getRootNode());
  return !!active && (active === container || container.contains(active));
}

/** Calls every ref with the node (React 19 refs may be callbacks or objects). */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
