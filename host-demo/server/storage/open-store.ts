import { join } from 'node:path';
import { diskStore } from './disk-store';
import type { ObjectStore } from './object-store';
import { type S3StoreOptions, s3Store } from './s3-store';

/** Where stored files live: the data folder (default) or an S3-compatible bucket (config.ts). */
export type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & Omit<S3StoreOptions, 'stagingDir'>);

/** The configured store; an S3 store stages bodies under `<dataDir>/upload-staging`. */
export function openObjectStore(config: StorageConfig, dataDir: string): ObjectStore {
  if (config.kind === 'disk') return diskStore(dataDir);
  return s3Store({ ...config, stagingDir: join(dataDir, 'upload-staging') });
}
