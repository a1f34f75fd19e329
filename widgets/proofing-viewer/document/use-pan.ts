import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ViewerState } from '../state/viewer-state';

/**
 * Pan (issue 11: "pan by drag with the pointer tool or space"): a drag on the document scrolls it.
 * With the pointer tool a press that the drawing layer handled itself (a shape under it: it calls
 * `preventDefault()` or stops the event) does not pan. While space is held any tool pans, and the
 * press never reaches the drawing layer. Returns whether space is held (for the grab cursor).
 */
export function usePan(
  root: RefObject<HTMLElement | null>,
  scroller: RefObject<HTMLElement | null>,
  state: ViewerState,
): { spaceHeld: boolean; panning: boolean } {
  const [spaceHeld, setSpaceHeld] = useState(false);
  const [panning, setPanning] = useState(false);
  const space = useRef(false);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const typing = (event: KeyboardEvent) => {
      const target = event.composedPath()[0];
      return (
        target instanceof HTMLElement &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName))
      );
    };
    const onDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || typing(event)) return;
      // Space would scroll the column a screen down instead.
      event.preventDefault();
      space.current = true;
      setSpaceHeld(true);
    };
    const onUp = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      space.current = false;
      setSpaceHeld(false);
    };
    const onBlur = () => {
      space.current = false;
      setSpaceHeld(false);
    };
    element.addEventListener('keydown', onDown);
    element.addEventListener('keyup', onUp);
    element.addEventListener('focusout', onBlur);
    return () => {
      element.removeEventListener('keydown', onDown);
      element.removeEventListener('keyup', onUp);
      element.removeEventListener('focusout', onBlur);
    };
  }, [root]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // A press on the column's own scrollbar drags the scrollbar, not the page.
    const onScrollbar = (event: PointerEvent) =>
      event.target === element &&
      (event.offsetX >= element.clientWidth || event.offsetY >= element.clientHeight);
    const start = (event: PointerEvent) => {
      if (onScrollbar(event)) return;
      event.preventDefault();
      try {
        // Keeps the drag when the pointer leaves the column; a synthetic event has no pointer to hold.
        element.setPointerCapture(event.pointerId);
      } catch {}
      const from = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
      setPanning(true);
      const move = (next: PointerEvent) => {
        element.scrollLeft = from.left - (next.clientX - from.x);
        element.scrollTop = from.top - (next.clientY - from.y);
      };
      const end = () => {
        element.removeEventListener('pointermove', move);
        element.removeEventListener('pointerup', end);
        element.removeEventListener('pointercancel', end);
        setPanning(false);
      };
      element.addEventListener('pointermove', move);
      element.addEventListener('pointerup', end);
      element.addEventListener('pointercancel', end);
    };
    // Capture: with space held the drawing layer never sees the press.
    const onCapture = (event: PointerEvent) => {
      if (event.button !== 0 || !space.current) return;
      event.stopPropagation();
      start(event);
    };
    const onBubble = (event: PointerEvent) => {
      if (event.button !== 0 || space.current || event.defaultPrevented) return;
      if (state.$tool.get() !== 'pointer') return;
      start(event);
    };
    element.addEventListener('pointerdown', onCapture, true);
    element.addEventListener('pointerdown', onBubble);
    return () => {
      element.removeEventListener('pointerdown', onCapture, true);
      element.removeEventListener('pointerdown', onBubble);
    };
  }, [scroller, state]);

  return { spaceHeld, panning };
}
