import { type KeyboardEvent, useState } from 'react';

/**
 * A meter's popup (dashboard §2 "Each has a hover popup"): shown while the pointer is over the meter
 * or its popup, or while the meter has focus, so keyboard users read it too. The two are tracked
 * apart: the pointer leaving does not hide what focus opened. Escape hides it without moving focus
 * (WCAG 1.4.13: dismissible) until the next hover or focus.
 */
export function useHoverPopup() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  return {
    open,
    /** On the element wrapping the meter and its popup: moving onto the popup keeps it open. */
    areaProps: {
      onPointerEnter: () => {
        setHovered(true);
        setDismissed(false);
      },
      onPointerLeave: () => setHovered(false),
    },
    /** On the focusable meter label. */
    triggerProps: {
      onFocus: () => {
        setFocused(true);
        setDismissed(false);
      },
      onBlur: () => setFocused(false),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setDismissed(true);
        }
      },
    },
  };
}
