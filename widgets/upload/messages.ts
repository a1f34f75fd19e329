import { defaultUploadMessages } from '../../sdk/domain';
import { GENERIC_ERROR } from '../../sdk/http';

// Every string the upload widget shows. The §5 refusals come from sdk/domain (the server answers
// with the same texts); the toasts are §4.11 / §8 verbatim; the rest are ours where the spec is
// silent. Override any of them through the `messages` prop.
export const defaultUploadWidgetMessages = {
  ...defaultUploadMessages,
  /** Shared with every widget (the page's MessagesProvider sets them once). */
  errorTitle: GENERIC_ERROR.title as string,
  genericError: GENERIC_ERROR.message as string,
  /** The zone's accessible name. */
  zoneLabel: 'Upload files',
  /** The button that opens the file picker. */
  chooseFiles: 'Choose files',
  chooseFile: 'Choose a file',
  /** The zone's hint. */
  dropHint: 'or drop files here',
  /** While files are dragged over the zone. */
  dropNow: 'Drop to upload',
  /** The list of files on their way. */
  listLabel: 'Uploads',
  /** One file in the list: its name (cut to 30), size and percent. */
  progress: '{name} ({size}) {percent}%',
  cancel: 'Cancel',
  /** Accessible name of a file's cancel button. */
  cancelItem: 'Cancel upload of {name}',
  /** Where each file is at (list rows). */
  phaseQueued: 'Waiting',
  phaseSending: 'Uploading',
  phaseRegistering: 'Saving',
  phaseDone: 'Uploaded',
  phaseFailed: 'Failed',
  phaseRemoving: 'Removing',
  phaseCancelled: 'Cancelled',
  /** Toasts (§4.11): "uploading (file name cut to 30, size, percent), success, fail". */
  uploadingTitle: 'Uploading',
  uploading: '{name} ({size}) {percent}% completed',
  successTitle: 'Success',
  success: '{name} has been uploaded.',
  failedTitle: 'Failed',
  failed: 'There was a problem uploading your file.',
  unlockFailed:
    'Something went wrong, the order maybe locked. Please contact administrator to unlock the order!',
  /** Cancelling (§8 "Removing temporary uploaded files"). */
  removingTitle: 'Please wait',
  removing: 'Please wait. Your file is in removing...',
  removeFailedTitle: 'Failed!',
  cancelledTitle: 'Cancelled',
  cancelled: 'The upload of {name} was cancelled.',
};

export type UploadWidgetMessages = typeof defaultUploadWidgetMessages;

/** '{name}' → values.name; unknown placeholders stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
