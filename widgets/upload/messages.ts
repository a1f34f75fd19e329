import { defaultUploadMessages } from '../../sdk/core/domain';
import { GENERIC_ERROR } from '../../sdk/core/http';
import { defaultUploadToastMessages } from '../../sdk/core/uploads';

// Every string the upload widget shows. The §5 refusals come from sdk/core/domain (the server answers
// with the same texts); the toasts are §4.11 / §8 verbatim; the rest are ours where the spec is
// silent. Override any of them through the `messages` prop.
export const defaultUploadWidgetMessages = {
  ...defaultUploadMessages,
  ...defaultUploadToastMessages,
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
};

export type UploadWidgetMessages = typeof defaultUploadWidgetMessages;

export { fill } from '../../sdk/core/uploads';
