import { useContext } from 'react';
import type { ProofdeskInstance } from '../core';
import { getDefaultProofdesk } from '../core';
import { ProofdeskContext } from './context';

/**
 * The instance from the nearest ProofdeskProvider, else the page's default instance (the one the
 * script-tag loader and custom elements use).
 */
export function useProofdesk(): ProofdeskInstance {
  const instance = useContext(ProofdeskContext) ?? getDefaultProofdesk();
  if (!instance) {
    // Short on purpose: the core chunk is at its budget (this took back the guest viewer's two exports).
    throw new Error('`useProofdesk` must be used within `ProofdeskProvider` (or setDefaultProofdesk).');
  }
  return instance;
}
