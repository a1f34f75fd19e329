import type { ProofdeskInstance } from '../../core';
import { useProofdesk } from '../use-proofdesk';
import { createToastStore, type ToastOptions, type ToastStore } from './toast-store';

// One queue per instance, so a toast raised by any widget shows in whichever region is rendered.
const stores = new WeakMap<ProofdeskInstance, ToastStore>();

export function getToastStore(instance: ProofdeskInstance): ToastStore {
  let store = stores.get(instance);
  if (!store) {
    store = createToastStore();
    stores.set(instance, store);
  }
  return store;
}

export interface ToastApi extends ToastStore {
  success(message: string, options?: ToastOptions): string;
  /** A 'danger' toast, 'Ooops!' by default. */
  error(message: string, options?: ToastOptions): string;
  warning(message: string, options?: ToastOptions): string;
  info(message: string, options?: ToastOptions): string;
}

export function toastApi(store: ToastStore): ToastApi {
  return {
    ...store,
    success: (message, options) => store.show({ ...options, message, variant: 'success' }),
    error: (message, options) => store.show({ ...options, message, variant: 'danger' }),
    warning: (message, options) => store.show({ ...options, message, variant: 'warning' }),
    info: (message, options) => store.show({ ...options, message, variant: 'info' }),
  };
}

/** Raise toasts on the instance's queue. */
export function useToast(): ToastApi {
  return toastApi(getToastStore(useProofdesk()));
}
