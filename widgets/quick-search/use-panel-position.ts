import { useLayoutEffect } from 'react';
import { getWindow } from '../../sdk/core/dom';
import { POPOVER_EDGE_PX, SHEET_BELOW_PX } from '../../sdk/react';

const GAP_PX = 6;

/**
 * Keeps the results panel (position: fixed) under the box and inside the window, as the shared
 * popovers do — left edge clamped to the window, height capped to the room below (the panel
 * scrolls), a full-width sheet below 480 px — but without Floating UI: a header's search box always
 * has the window's height below it, so there is nothing to flip, and its 7 kB would not fit quick
 * search's 8 kB budget. Follows scrolling (any scroller) and resizing while the panel is open.
 */
/** `alignEnd`: the panel's right edge on the box's (a `*-end` placement). */
export function usePanelPosition(
  anchor: HTMLElement | null,
  panel: HTMLElement | null,
  alignEnd: boolean,
): void {
  useLayoutEffect(() => {
    if (!anchor || !panel) return;
    const view = getWindow(panel);
    const place = () => {
      const rect = anchor.getBoundingClientRect();
      const sheet = view.innerWidth < SHEET_BELOW_PX;
      const top = rect.bottom + GAP_PX;
      const room = view.innerWidth - 2 * POPOVER_EDGE_PX;
      panel.style.position = 'fixed';
      panel.style.top = `${top}px`;
      panel.style.setProperty(
        '--pd-popover-available-height',
        `${Math.max(0, Math.floor(view.innerHeight - top - POPOVER_EDGE_PX))}px`,
      );
      panel.style.setProperty('--pd-popover-available-width', `${Math.max(0, Math.floor(room))}px`);
      if (sheet) {
        panel.dataset.sheet = '';
        panel.style.left = '0px';
        return;
      }
      delete panel.dataset.sheet;
      const width = panel.offsetWidth;
      const wanted = alignEnd ? rect.right - width : rect.left;
      panel.style.left = `${Math.max(POPOVER_EDGE_PX, Math.min(wanted, view.innerWidth - width - POPOVER_EDGE_PX))}px`;
    };
    place();
    view.addEventListener('resize', place);
    view.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      view.removeEventListener('resize', place);
      view.removeEventListener('scroll', place, { capture: true });
    };
  }, [anchor, panel, alignEnd]);
}
