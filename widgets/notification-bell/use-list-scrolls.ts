import { useEffect, useState } from 'react';
import { getWindow } from '../../sdk/dom';
import { NOTIFICATION_LIST_OFFSET_PX, notificationListScrolls } from '../../sdk/domain';

export interface ListScroll {
  scrolls: boolean;
  /** The list's max height in px while it scrolls: the window height minus 65 px. */
  maxHeight: number | undefined;
}

/**
 * "The list scrolls when 84 px per item exceeds the screen height minus 65 px", measured on the
 * window of the document the list lives in (the host page's, or an iframe's) and again on resize.
 */
export function useListScrolls(node: Element | null, itemCount: number): ListScroll {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!node) return;
    const view = getWindow(node);
    const measure = () => setHeight(view.innerHeight);
    measure();
    view.addEventListener('resize', measure);
    return () => view.removeEventListener('resize', measure);
  }, [node]);
  const scrolls = height !== null && notificationListScrolls(itemCount, height);
  return {
    scrolls,
    maxHeight: scrolls && height !== null ? height - NOTIFICATION_LIST_OFFSET_PX : undefined,
  };
}
