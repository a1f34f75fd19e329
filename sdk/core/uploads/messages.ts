// The texts of the upload toasts (proofing §4.11, §8 upload rows; verbatim where the spec gives them,
// ours where it is silent). The upload widget spreads them into its catalogue, so a host overrides
// them through the widget's `messages` like any other string.
export const defaultUploadToastMessages = {
  /** "uploading (file name cut to 30, size, percent)". */
  uploadingTitle: 'Uploading',
  uploading: '{name} ({size}) {percent}% completed',
  successTitle: 'Success',
  success: '{name} has been uploaded.',
  /** Red: the server's message, or this one. */
  failedTitle: 'Failed',
  failed: 'There was a problem uploading your file.',
  unlockFailed:
    'Something went wrong, the order maybe locked. Please contact administrator to unlock the order!',
  /** Cancelling: removing the temporary upload. */
  removingTitle: 'Please wait',
  removing: 'Please wait. Your file is in removing...',
  removeFailedTitle: 'Failed!',
  cancelledTitle: 'Cancelled',
  cancelled: 'The upload of {name} was cancelled.',
};

export type UploadToastMessages = typeof defaultUploadToastMessages;

/** '{name}' → values.name; unknown placeholders stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
