import type { ReactNode } from 'react';
import type { ProofdeskInstance } from '../core/instance';
import { ProofdeskContext } from './context';

export interface ProofdeskProviderProps {
  instance: ProofdeskInstance;
  children?: ReactNode;
}

/** Makes one Proofdesk instance available to every widget below, across shadow-root portals. */
export function ProofdeskProvider({ instance, children }: ProofdeskProviderProps) {
  return <ProofdeskContext.Provider value={instance}>{children}</ProofdeskContext.Provider>;
}
