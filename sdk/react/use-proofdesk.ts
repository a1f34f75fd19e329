import { useContext } from 'react';
import type { ProofdeskInstance } from '../core/instance';
import { getDefaultProofdesk } from '../core/instance';
import { ProofdeskContext } from './context';

/**
 * The instance from the nearest ProofdeskProvider, else the page's default instance (the one the
 * script-tag loader and custom elements use).
 */
export function useProofdesk(): ProofdeskInstance {
  const instance = useContext(ProofdeskContext) ?? getDefaultProofdesk();
  if (!instance) {
    // Short on purpose: the core is at its budget (this took back the two exports the guest chunk needs:
    // createProofdesk and ProofdeskContext). Without a provider, setDefaultProofdesk(instance) works too.
    throw new Error('`useProofdesk` must be used within `ProofdeskProvider`.');
  }
  return instance;
}
