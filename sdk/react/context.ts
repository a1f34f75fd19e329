import { createContext } from 'react';
import type { ProofdeskInstance } from '../core/instance';

export const ProofdeskContext = createContext<ProofdeskInstance | undefined>(undefined);
ProofdeskContext.displayName = 'ProofdeskContext';

/** The popover layer of the shadow root a component renders in (undefined outside a ShadowWidget). */
export const LayerContext = createContext<HTMLElement | undefined>(undefined);
LayerContext.displayName = 'ProofdeskLayerContext';

/** The element and open shadow root a widget renders in (undefined outside a ShadowWidget). */
export interface WidgetHost {
  host: HTMLElement;
  root: ShadowRoot;
}

export const WidgetHostContext = createContext<WidgetHost | undefined>(undefined);
WidgetHostContext.displayName = 'ProofdeskWidgetHostContext';
