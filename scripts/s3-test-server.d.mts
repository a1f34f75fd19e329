/** s3rver's built-in account keys. */
export const S3_TEST_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };

export interface S3TestServer {
  /** `http://<host>:<port>`, for S3_ENDPOINT (path style). */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects (removed by close). */
  directory: string;
  close(): Promise<void>;
}

/** s3rver on `port` (0 = a free one) with `bucket` created, its objects in a new temporary folder. */
export function startS3TestServer(options?: {
  port?: number;
  bucket?: string;
  host?: string;
}): Promise<S3TestServer>;
