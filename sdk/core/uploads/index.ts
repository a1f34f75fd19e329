// The page's uploads (issue 12): one store per instance (`getUploadStore(instance)`, the issue's
// `instance.uploads`), framework-free, loaded on demand: the upload widget renders it, and the
// proofing viewer's "Add version" imports it only when a file is chosen.
export { defaultUploadToastMessages, fill, type UploadToastMessages } from './messages';
export { getUploadStore, uploadStoreSlot } from './slot';
export type {
  StartResult,
  UploadedFile,
  UploadItem,
  UploadPhase,
  UploadRequest,
  UploadStore,
  UploadTarget,
} from './types';
export { createUploadStore, type UploadStoreOptions } from './upload-store';
