// The framework-free toast queue: the React layer renders it (ToastRegion, useToast), the core's
// upload store raises toasts on it without React.
export { getToastStore } from './instance-toasts';
export {
  createToastStore,
  TOAST_AUTO_CLOSE_MS,
  type ToastItem,
  type ToastOptions,
  type ToastStore,
  type ToastVariant,
} from './toast-store';
