import { formatBytes, TRUNCATE_LENGTHS, truncate } from '../domain';
import type { ToastStore } from '../toasts';
import { fill, type UploadToastMessages } from './messages';
import type { UploadItem } from './types';

// The toasts of §4.11, one per file, replaced in place as it moves on (same toast id).

const toastId = (item: UploadItem) => `upload-${item.id}`;

/** "A download toast shows file name, size and percent completed" (name cut to 30). */
export function progressText(item: UploadItem, template: string): string {
  return fill(template, {
    name: truncate(item.name, TRUNCATE_LENGTHS.FILE_NAME_PROGRESS),
    size: formatBytes(item.size),
    percent: item.percent,
  });
}

export function uploadToasts(toasts: ToastStore, m: UploadToastMessages) {
  const name = (item: UploadItem) => truncate(item.name, TRUNCATE_LENGTHS.FILE_NAME_PROGRESS);
  return {
    uploading(item: UploadItem) {
      toasts.show({
        id: toastId(item),
        variant: 'info',
        title: m.uploadingTitle,
        message: progressText(item, m.uploading),
        autoCloseMs: false,
      });
    },
    success(item: UploadItem) {
      toasts.show({
        id: toastId(item),
        variant: 'success',
        title: m.successTitle,
        message: fill(m.success, { name: name(item) }),
      });
    },
    /** Red ("danger"): the server's message or 'There was a problem uploading your file.' */
    failed(item: UploadItem, message: string | undefined) {
      toasts.show({
        id: toastId(item),
        variant: 'danger',
        title: m.failedTitle,
        message: message || m.failed,
      });
    },
    unlockFailed() {
      toasts.show({ variant: 'danger', title: m.failedTitle, message: m.unlockFailed });
    },
    removing(item: UploadItem) {
      toasts.show({
        id: toastId(item),
        variant: 'info',
        title: m.removingTitle,
        message: m.removing,
        autoCloseMs: false,
      });
    },
    removeFailed(item: UploadItem, message: string) {
      toasts.show({ id: toastId(item), variant: 'danger', title: m.removeFailedTitle, message });
    },
    cancelled(item: UploadItem) {
      toasts.show({
        id: toastId(item),
        variant: 'info',
        title: m.cancelledTitle,
        message: fill(m.cancelled, { name: name(item) }),
      });
    },
  };
}

export type UploadToasts = ReturnType<typeof uploadToasts>;
