import { type KeyboardEvent, type RefObject, useEffect } from 'react';
import { getActiveElement } from '../../core/dom';
import { focusFirst, getFocusableElements } from './focus';

/**
 * Moves focus into `container` while `active`, keeps Tab and Shift+Tab cycling inside it, and gives
 * focus back to whatever had it before (found through shadow roots) when deactivated.
 * Returns the keydown handler to put on the container.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const node = container.current;
    if (!active || !node) return;
    const previous = getActiveElement(node);
    if (initialFocus?.current) initialFocus.current.focus({ preventScroll: true });
    else focusFirst(node);
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, [active, container, initialFocus]);

  return (event) => {
    const node = container.current;
    if (event.key !== 'Tab' || !node) return;
    const items = getFocusableElements(node);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      node.focus({ preventScroll: true });
      return;
    }
    const current = getActiveElement(node.getRootNode());
    if (event.shiftKey && (current === first || current === node || !node.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !node.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };
}
