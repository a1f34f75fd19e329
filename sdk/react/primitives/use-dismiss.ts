import { useEffect, useRef } from 'react';
import { getDocument, isEventInside } from '../../core/dom';

export type DismissReason = 'escape' | 'outside';

// Open layers (popovers, modals), newest last. Only the newest reacts to Escape or an outside
// press, so Escape in a popover inside a modal closes the popover and leaves the modal open.
const layers: symbol[] = [];

export interface UseDismissOptions {
  enabled: boolean;
  /** Any node of the layer's document (listeners go on that document, never the global one). */
  anchor: () => Node | null;
  /** Presses inside these nodes are not outside presses. */
  inside: () => Array<Node | null | undefined>;
  onDismiss: (reason: DismissReason, event: Event) => void;
}

/**
 * Escape and outside-press dismissal. Listens on the node's document in the capture phase and
 * decides "outside" from `event.composedPath()`: `event.target` is retargeted to the shadow host
 * at the document, so `contains()` would call every press inside a widget an outside press.
 */
export function useDismiss({ enabled, anchor, inside, onDismiss }: UseDismissOptions): void {
  const latest = useRef({ anchor, inside, onDismiss });
  latest.current = { anchor, inside, onDismiss };

  useEffect(() => {
    if (!enabled) return;
    const node = latest.current.anchor();
    if (!node) return;
    const doc = getDocument(node);
    const id = Symbol('pd-layer');
    layers.push(id);
    const isTop = () => layers[layers.length - 1] === id;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTop()) return;
      event.preventDefault();
      latest.current.onDismiss('escape', event);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!isTop() || isEventInside(event, ...latest.current.inside())) return;
      latest.current.onDismiss('outside', event);
    };
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      layers.splice(layers.indexOf(id), 1);
    };
  }, [enabled]);
}
