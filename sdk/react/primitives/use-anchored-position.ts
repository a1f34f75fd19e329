import type { Placement } from '@floating-ui/dom';
import { useLayoutEffect, useRef } from 'react';
import { getWindow } from '../../core/dom';

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
/** Space kept free between a popover and the window's edges. */
export const POPOVER_EDGE_PX = 8;
/** Narrower windows than this get the popover as a full-width sheet instead of a floating panel. */
export const SHEET_BELOW_PX = 480;

/** The room a popover was given, as its content may want to know it (the bell's list rule). */
export interface PopoverSpace {
  /** Height in px the panel may take: from its top edge to the window's edge, less the margin. */
  availableHeight: number;
  /** Opened as a full-width sheet (window narrower than `SHEET_BELOW_PX`). */
  sheet: boolean;
}

/**
 * Writes the space onto the panel: `--pd-popover-available-*` (which the base sheet turns into
 * max-height / max-width) and `data-sheet`. Positions go to `element.style`, which a strict CSP allows.
 */
function applySpace(floating: HTMLElement, height: number, width: number, sheet: boolean): void {
  floating.style.setProperty('--pd-popover-available-height', `${Math.max(0, Math.floor(height))}px`);
  floating.style.setProperty('--pd-popover-available-width', `${Math.max(0, Math.floor(width))}px`);
  if (sheet) floating.dataset.sheet = '';
  else delete floating.dataset.sheet;
}

/** Where 'bottom-*' puts the panel, computed without Floating UI while it loads; kept in the window. */
function placeBelow(reference: HTMLElement, floating: HTMLElement, placement: Placement): PopoverSpace {
  const view = getWindow(floating);
  const rect = reference.getBoundingClientRect();
  const sheet = view.innerWidth < SHEET_BELOW_PX;
  const top = rect.bottom + GAP_PX;
  const width = floating.offsetWidth;
  const wanted = placement.endsWith('-end') ? rect.right - width : rect.left;
  const left = Math.max(POPOVER_EDGE_PX, Math.min(wanted, view.innerWidth - width - POPOVER_EDGE_PX));
  floating.style.left = sheet ? '0px' : `${left}px`;
  floating.style.top = `${top}px`;
  const availableHeight = view.innerHeight - top - POPOVER_EDGE_PX;
  applySpace(floating, availableHeight, view.innerWidth - 2 * POPOVER_EDGE_PX, sheet);
  return { availableHeight, sheet };
}

/**
 * Keeps `floating` (position: fixed) next to `reference` while open and inside the window: placed
 * below at once, then flipped, shifted and sized to the room it has by Floating UI, following scroll
 * and resize (autoUpdate). Below `SHEET_BELOW_PX` it spans the window's width (a sheet).
 * `onSpace` hears the room each time it changes.
 */
export function useAnchoredPosition(
  reference: HTMLElement | null,
  floating: HTMLElement | null,
  placement: Placement,
  onSpace?: (space: PopoverSpace) => void,
): void {
  const onSpaceRef = useRef(onSpace);
  onSpaceRef.current = onSpace;
  useLayoutEffect(() => {
    if (!reference || !floating) return;
    let live = true;
    let stop: (() => void) | undefined;
    let frame = 0;
    const view = getWindow(floating);
    floating.style.position = 'fixed';
    onSpaceRef.current?.(placeBelow(reference, floating, placement));
    void loadFloatingUi().then(({ autoUpdate, computePosition, flip, offset, shift, size }) => {
      if (!live) return;
      const update = () => {
        const sheet = view.innerWidth < SHEET_BELOW_PX;
        let availableHeight = 0;
        void computePosition(reference, floating, {
          placement,
          strategy: 'fixed',
          middleware: [
            offset(GAP_PX),
            flip({ padding: POPOVER_EDGE_PX }),
            shift({ padding: sheet ? 0 : POPOVER_EDGE_PX }),
            // After flip and shift (Floating UI's order), so the room is the one of the side chosen.
            size({
              padding: POPOVER_EDGE_PX,
              apply({ availableHeight: height, availableWidth: width, elements }) {
                availableHeight = height;
                applySpace(elements.floating, height, width, sheet);
              },
            }),
          ],
        }).then(({ x, y }) => {
          if (!live) return;
          floating.style.left = `${sheet ? 0 : x}px`;
          floating.style.top = `${y}px`;
          onSpaceRef.current?.({ availableHeight, sheet });
        });
      };
      // autoUpdate also calls back from a ResizeObserver, and the update resizes the panel it
      // observes: done inside that callback, the browser reports a 'ResizeObserver loop' error on
      // the host's window. So only its first call (made at setup) runs at once, and later ones
      // wait for the next frame; scroll and resize events come before a frame's callbacks, so
      // those still land in the frame they happened in.
      let placed = false;
      stop = autoUpdate(reference, floating, () => {
        if (!placed) {
          placed = true;
          update();
        } else if (frame === 0) {
          frame = view.requestAnimationFrame(() => {
            frame = 0;
            update();
          });
        }
      });
    });
    return () => {
      live = false;
      stop?.();
      view.cancelAnimationFrame(frame);
    };
  }, [reference, floating, placement]);
}
