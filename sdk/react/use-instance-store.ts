import type { StoreSlot } from '../core/instance';
import { useProofdesk } from './use-proofdesk';

/**
 * The slot's store on the current instance, created on first use. Every widget of a kind gets the
 * same one (two bells, one unread count), and React StrictMode's second render finds the store the
 * first created: creation is keyed by instance and slot, not by component.
 */
export function useInstanceStore<T>(slot: StoreSlot<T>): T {
  return useProofdesk().stores.get(slot);
}
