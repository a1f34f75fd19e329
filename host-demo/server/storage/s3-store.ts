import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectRange, ObjectStore } from './object-store';
import { dropFile, stageToFile } from './staging';

export interface S3StoreOptions {
  bucket: string;
  /** S3_ENDPOINT; unset = AWS itself. */
  endpoint?: string | undefined;
  /** S3_FORCE_PATH_STYLE: `<endpoint>/<bucket>/<key>`, which most S3-compatible servers want. */
  forcePathStyle?: boolean;
  /** AWS_REGION; the client requires one even when the server ignores it. */
  region?: string | undefined;
  /** Unset = the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** A local folder where a body waits until it was valid to its end (see receive). */
  stagingDir: string;
}

const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const name = (error: unknown) => (error as { name?: string }).name;
const isMissing = (error: unknown) => status(error) === 404 || name(error) === 'NoSuchKey';

const rangeHeader = (range: ObjectRange) => `bytes=${range.start}-${range.end}`;

/**
 * Objects in an S3-compatible bucket. The server receives the browser's form post itself and
 * stages the body in a local file: only a body that was right to its end (one file, signed fields,
 * within its size) is sent to the bucket, with its length, by `commit`, so a refused or oversize
 * upload never reaches the bucket (docs/architecture.md, decision 26).
 */
export function s3Store(options: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    region: options.region ?? 'us-east-1',
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: the SDK's default (a CRC32 on every request, sent as
    // aws-chunked trailers on streamed bodies) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function get(key: string, range?: ObjectRange): Promise<Readable | undefined> {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: rangeHeader(range) } : {}) }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: 's3',
    async receive(source, maxBytes) {
      const file = await stageToFile(options.stagingDir, source, maxBytes);
      if (!file.ok) return file;
      return {
        ok: true,
        staged: {
          size: file.size,
          async commit(key) {
            try {
              await client.send(
                new PutObjectCommand({
                  Bucket,
                  Key: key,
                  Body: createReadStream(file.path),
                  ContentLength: file.size,
                }),
              );
            } finally {
              await dropFile(file.path);
            }
          },
          discard: () => dropFile(file.path),
        },
      };
    },
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    get,
    async readHead(key, bytes) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: rangeHeader({ start: 0, end: bytes - 1 }) }),
        );
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return undefined;
        // An empty object has no byte 0: the range is unsatisfiable, the head is empty.
        if (status(error) === 416 || name(error) === 'InvalidRange') return new Uint8Array();
        throw error;
      }
    },
    async remove(keys) {
      // One DeleteObject each: DeleteObjects needs a body checksum some compatible servers refuse.
      await Promise.all(
        keys.map((key) =>
          client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
            if (!isMissing(error)) throw error;
          }),
        ),
      );
    },
  };
}
