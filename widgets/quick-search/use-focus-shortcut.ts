import { type RefObject, useEffect } from 'react';
import { getDocument } from '../../sdk/core/dom';

/** Ctrl+Q (dashboard §9 "Shortcuts: Ctrl+Q and Escape"): `KeyQ` too, so other layouts work. */
export function isFocusShortcut(event: KeyboardEvent): boolean {
  const q = event.key === 'q' || event.key === 'Q' || event.code === 'KeyQ';
  return q && event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey;
}

/**
 * "Ctrl+Q focuses the box" from anywhere on the page: one keydown listener on the document the box
 * lives in (resolved from the node: the widget may sit in an iframe), removed on unmount. Keyboard
 * events are composed, so a key pressed inside another widget's shadow root reaches it too.
 */
export function useFocusShortcut(input: RefObject<HTMLInputElement | null>, enabled: boolean): void {
  useEffect(() => {
    const node = input.current;
    if (!enabled || !node) return;
    const doc = getDocument(node);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFocusShortcut(event)) return;
      // The browser's own Ctrl+Q (quit, on some systems) must not win over the page's shortcut.
      event.preventDefault();
      node.focus();
      node.select();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [input, enabled]);
}
