import type { Placement } from '@floating-ui/dom';
import { useLayoutEffect } from 'react';

type FloatingUi = typeof import('./floating-ui');

let floatingUi: Promise<FloatingUi> | undefined;

/**
 * Floating UI arrives with the first popover a user opens (or points at), not with the core: it is
 * a quarter of the shared chunk, and a bell that is never opened never needs it. Later calls share
 * the one import.
 */
export function loadFloatingUi(): Promise<FloatingUi> {
  floatingUi ??= import('./floating-ui');
  return floatingUi;
}

const GAP_PX = 6;
const EDGE_PX = 8;

/** Where 'bottom-start' puts the panel, computed without Floating UI while it loads. */
function placeBelow(reference: HTMLElement, floating: HTMLElement): void {
  const rect = reference.getBoundingClientRect();
  floating.style.left = `${Math.max(EDGE_PX, rect.left)}px`;
  floating.style.top = `${rect.bottom + GAP_PX}px`;
}

/**
 * Keeps `floating` (position: fixed) next to `reference` while open: placed below at once, then
 * flipped and shifted into the viewport by Floating UI, following scroll and resize (autoUpdate).
 * Positions are written to `element.style`, which a strict CSP allows.
 */
export function useAnchoredPosition(
  reference: HTMLElement | null,
  floating: HTMLElement | null,
  placement: Placement,
): void {
  useLayoutEffect(() => {
    if (!reference || !floating) return;
    let live = true;
    let stop: (() => void) | undefined;
    floating.style.position = 'fixed';
    placeBelow(reference, floating);
    void loadFloatingUi().then(({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (!live) return;
      const update = () =>
        void computePosition(reference, floating, {
          placement,
          strategy: 'fixed',
          middleware: [offset(GAP_PX), flip({ padding: EDGE_PX }), shift({ padding: EDGE_PX })],
        }).then(({ x, y }) => {
          if (!live) return;
          floating.style.left = `${x}px`;
          floating.style.top = `${y}px`;
        });
      stop = autoUpdate(reference, floating, update);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [reference, floating, placement]);
}
