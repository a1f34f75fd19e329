import { useContext } from 'react';
import { LayerContext } from './context';

/** The element overlays portal into: the shadow root's layer, or undefined to render in place. */
export function useLayer(): HTMLElement | undefined {
  return useContext(LayerContext);
}
