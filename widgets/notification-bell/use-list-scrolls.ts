import { useEffect, useState } from 'react';
import { getWindow } from '../../sdk/core/dom';
import { NOTIFICATION_LIST_OFFSET_PX, notificationListScrolls } from '../../sdk/core/domain';
import { usePopoverSpace } from '../../sdk/react';

export interface ListScroll {
  scrolls: boolean;
  /** The list's max height in px while it scrolls: the available height minus 65 px. */
  maxHeight: number | undefined;
}

/**
 * "The list scrolls when 84 px per item exceeds the screen height minus 65 px." The screen height
 * the rule is fed is the room the popover really has (from its top edge to the window's edge, as
 * its positioner measured it): fed the window's height, the list was capped at window − 65 px
 * below a trigger that already sat ~50 px down, and the popover ended past the window with its last
 * item out of reach (issue 8). Outside a popover, the window of the list's own document is used.
 */
export function useListScrolls(node: Element | null, itemCount: number): ListScroll {
  const space = usePopoverSpace();
  const [windowHeight, setWindowHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!node || space) return;
    const view = getWindow(node);
    const measure = () => setWindowHeight(view.innerHeight);
    measure();
    view.addEventListener('resize', measure);
    return () => view.removeEventListener('resize', measure);
  }, [node, space]);
  const height = space ? space.availableHeight : windowHeight;
  const scrolls = height !== null && notificationListScrolls(itemCount, height);
  return {
    scrolls,
    maxHeight: scrolls && height !== null ? Math.max(0, height - NOTIFICATION_LIST_OFFSET_PX) : undefined,
  };
}
