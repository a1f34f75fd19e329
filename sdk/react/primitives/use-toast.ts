import { getToastStore, type ToastOptions, type ToastStore } from '../../core/toasts';
import { useProofdesk } from '../use-proofdesk';

// The queue itself is the core's (sdk/core/toasts), so the upload store needs no React; the React
// layer keeps its public names.
export { getToastStore };

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
