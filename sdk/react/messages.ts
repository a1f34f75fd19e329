/** Every string the shared primitives show. English from the spec; override through MessagesProvider. */
export const defaultSharedMessages = {
  close: 'Close',
  continue: 'Continue',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  /** Accessible name of the spinner. */
  loading: 'Loading',
  /** Visible loading text. */
  loadingText: 'Loading...',
  dismissNotification: 'Dismiss notification',
  notifications: 'Notifications',
  toastSuccessTitle: 'Success',
  toastDangerTitle: 'Ooops!',
  toastWarningTitle: 'Warning',
  toastInfoTitle: 'Info',
  /** Spec: the generic error shown when nothing better is known. */
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
};

export type SharedMessages = typeof defaultSharedMessages;
