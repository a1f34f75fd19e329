import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import type { StorageConfig } from '../../../../host-demo/server/storage';
import {
  S3_TEST_CREDENTIALS,
  type S3TestServer,
  startS3TestServer,
} from '../../../../scripts/s3-test-server.mjs';
import { storedFiles } from './upload-helpers';

// The object stores a suite runs against: `describe.each(STORE_KINDS)` with `withS3TestServer()`
// at the top of the file (one s3rver per file, on a free port; a new bucket per test).

export const STORE_KINDS = ['disk', 's3'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

let s3: S3TestServer | undefined;
let buckets = 0;

/** Starts s3rver before the file's tests and stops it after them. */
export function withS3TestServer() {
  beforeAll(async () => {
    s3 = await startS3TestServer({ bucket: 'proofdesk-test' });
  });
  afterAll(async () => {
    await s3?.close();
    s3 = undefined;
  });
}

function s3Client(server: S3TestServer) {
  return new S3Client({
    endpoint: server.endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: S3_TEST_CREDENTIALS,
  });
}

/** Files under a folder, relative to it; none when it does not exist. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  } catch {
    return [];
  }
}

/**
 * The server option for `kind` and what it holds: with S3, the bucket's keys plus any staged body
 * left in `<dataDir>/upload-staging` (as `staging/<name>`), so "nothing left behind" covers both.
 */
export async function storeUnderTest(
  kind: StoreKind,
  dataDir: string,
): Promise<{ storage: StorageConfig; storedKeys: () => Promise<string[]> }> {
  if (kind === 'disk') return { storage: { kind: 'disk' }, storedKeys: async () => storedFiles(dataDir) };
  if (!s3) throw new Error('call withS3TestServer() in the test file');
  const server = s3;
  const client = s3Client(server);
  buckets += 1;
  const bucket = `test-${process.pid}-${buckets}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    storage: {
      kind: 's3',
      bucket,
      endpoint: server.endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: S3_TEST_CREDENTIALS,
    },
    storedKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      const keys = (listed.Contents ?? []).map((object) => object.Key ?? '');
      const staged = filesUnder(join(dataDir, 'upload-staging')).map((name) => `staging/${name}`);
      return [...keys, ...staged].sort();
    },
  };
}
