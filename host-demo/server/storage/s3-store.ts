import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
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

type Sdk = typeof import('@aws-sdk/client-s3');

const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const name = (error: unknown) => (error as { name?: string }).name;
const isMissing = (error: unknown) =>
  status(error) === 404 || name(error) === 'NoSuchKey' || name(error) === 'NotFound';

const rangeHeader = (range: ObjectRange) => `bytes=${range.start}-${range.end}`;

function newClient(sdk: Sdk, options: S3StoreOptions) {
  return new sdk.S3Client({
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    region: options.region ?? 'us-east-1',
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: the SDK's default (a CRC32 on every request, sent as
    // aws-chunked trailers on streamed bodies) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Objects in an S3-compatible bucket. The server receives the browser's form post itself and
 * stages the body in a local file: only a body that was right to its end (one file, signed fields,
 * within its size) is sent to the bucket, with its length, by `commit`, so a refused or oversize
 * upload never reaches the bucket (docs/architecture.md, "Uploads go through the server").
 */
export function s3Store(options: S3StoreOptions): ObjectStore {
  const Bucket = options.bucket;
  // Loaded on first use: a server on the default disk store never loads the SDK.
  let loading: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const s3 = () => {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk, options) }));
    return loading;
  };

  async function get(key: string, range?: ObjectRange): Promise<Readable | undefined> {
    const { sdk, client } = await s3();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: rangeHeader(range) } : {}) }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function head(key: string): Promise<{ size: number } | undefined> {
    const { sdk, client } = await s3();
    try {
      const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function put(key: string, body: Readable | Buffer, length: number) {
    const { sdk, client } = await s3();
    await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: length }));
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
              await put(key, createReadStream(file.path), file.size);
            } finally {
              await dropFile(file.path);
            }
          },
          discard: () => dropFile(file.path),
        },
      };
    },
    put: (key, bytes) => put(key, bytes, bytes.length),
    head,
    get,
    async readHead(key, bytes) {
      // Sized first: an empty object has no byte 0 to ask for (S3 answers 416, s3rver resets).
      const size = (await head(key))?.size;
      if (size === undefined) return undefined;
      if (size === 0 || bytes === 0) return new Uint8Array();
      const body = await get(key, { start: 0, end: Math.min(bytes, size) - 1 });
      return body ? new Uint8Array(await buffer(body)) : undefined;
    },
    async remove(keys) {
      const { sdk, client } = await s3();
      // One DeleteObject each: DeleteObjects needs a body checksum some compatible servers refuse.
      await Promise.all(
        keys.map((key) =>
          client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
            if (!isMissing(error)) throw error;
          }),
        ),
      );
    },
  };
}
