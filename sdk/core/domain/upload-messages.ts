// The upload rules' texts (proofing §5): the server answers a refused upload with them, in the
// spec's words, and the widget shows the same ones before asking for a token. {file} / {name} are
// the file's name.
export interface UploadMessages {
  invalidNameTitle: string;
  invalidName: string;
  unsupportedTitle: string;
  unsupported: string;
  tooLarge: string;
  /** An account image past its kind's limit; {limit} is e.g. '5 MB'. */
  tooLargeFor: string;
  noFiles: string;
  storageFullTitle: string;
  storageFull: string;
}

export const defaultUploadMessages: UploadMessages = {
  invalidNameTitle: 'Not supported file name',
  invalidName:
    '{file} is invalid file name. We only accept Alphanumericals(A-Z+a-z+0-9), space( ), dash(-), underscore(_) and dot(.) characters',
  unsupportedTitle: 'Not supported file',
  unsupported: '{name} is not supported to process. Please use another extension.',
  tooLarge:
    'The file size is above 2 GB max limit and cannot be uploaded. Please adjust the file size and try again.',
  tooLargeFor:
    'The file size is above {limit} max limit and cannot be uploaded. Please adjust the file size and try again.',
  noFiles: 'No files',
  storageFullTitle: 'Not Enough Storage',
  storageFull: 'Please upgrade your membership to continue uploading more attachments.',
};
