import { type KeyboardEvent, useState } from 'react';

/**
 * A meter's popup (dashboard §2 "Each has a hover popup"): shown while the pointer is over the meter
 * or its popup, or the meter has focus, so keyboard users read it too; Escape hides it without moving
 * focus (WCAG 1.4.13: dismissible).
 */
export function useHoverPopup() {
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return {
    open,
    /** On the element wrapping the meter and its popup: moving onto the popup keeps it open. */
    areaProps: { onPointerEnter: show, onPointerLeave: hide },
    /** On the focusable meter. */
    triggerProps: {
      onFocus: show,
      onBlur: hide,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      },
    },
  };
}
