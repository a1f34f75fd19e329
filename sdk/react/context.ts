import { createContext } from 'react';
import type { ProofdeskInstance } from '../core';

export const ProofdeskContext = createContext<ProofdeskInstance | undefined>(undefined);
ProofdeskContext.displayName = 'ProofdeskContext';

/** The popover layer of the shadow root a component renders in (undefined outside a ShadowWidget). */
export const LayerContext = createContext<HTMLElement | undefined>(undefined);
LayerContext.displayName = 'ProofdeskLayerContext';
