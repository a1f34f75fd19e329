// Stored files behind one interface (object-store.ts): the data folder's `uploads/` by default, an
// S3-compatible bucket when configured. Uploads put files in; proofing removes them with their
// attachments; GET /storage/file reads them whole or by range.
export { type ByteRange, parseByteRange } from './byte-range';
export { diskStore, storedPath, uploadsDir } from './disk-store';
export type { ObjectRange, ObjectStore, ReceiveOutcome, StagedUpload } from './object-store';
export { openObjectStore, type StorageConfig } from './open-store';
export { type S3StoreOptions, s3Store } from './s3-store';
