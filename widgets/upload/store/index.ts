export { getUploadStore, uploadStoreSlot } from './slot';
export type { StartResult, UploadItem, UploadPhase, UploadRequest, UploadStore } from './types';
export { createUploadStore, type UploadStoreOptions } from './upload-store';
