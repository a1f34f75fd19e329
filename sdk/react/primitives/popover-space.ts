import { createContext, useContext } from 'react';
import type { PopoverSpace } from './use-anchored-position';

/** The room the enclosing popover has; null outside a popover or before it is first placed. */
export const PopoverSpaceContext = createContext<PopoverSpace | null>(null);
PopoverSpaceContext.displayName = 'ProofdeskPopoverSpaceContext';

/**
 * The room the popover this content sits in was given (height to the window's edge, sheet or not),
 * updated as the window scrolls or resizes. Content that sizes itself by a rule (the bell's list)
 * reads it instead of the window's height.
 */
export function usePopoverSpace(): PopoverSpace | null {
  return useContext(PopoverSpaceContext);
}
