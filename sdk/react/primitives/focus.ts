import { type ReactElement, type Ref, type RefCallback, version } from 'react';
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
/**
 * The ref a caller put on a React element: among its props under React 19, on the element itself
 * under React 18 (reading `element.ref` under 19 warns, so it is read only on 18).
 */
export function elementRef<T>(element: ReactElement<{ ref?: Ref<T> }>): Ref<T> | undefined {
  if ('ref' in element.props) return element.props.ref;
  if (!version.startsWith('18.')) return undefined;
  return (element as unknown as { ref?: Ref<T> | null }).ref ?? undefined;
}

export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
