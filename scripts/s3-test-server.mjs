// An S3-compatible server for tests and local trials: s3rver (a dev dependency) on a port, with its
// objects in a temporary folder and the bucket created. `npm run s3:test-server` starts one on
// S3_PORT (default 4559) and prints the variables that point `npm start` at it; tests call
// startS3TestServer() in-process on a free port. What s3rver does not check: docs/deploy.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import S3rver from 's3rver';

/** s3rver's built-in account: it accepts these keys only (and checks no V4 signature). */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3TestServer({ port = 0, bucket = 'proofdesk', host = '127.0.0.1' } = {}) {
  const directory = mkdtempSync(join(tmpdir(), 'proofdesk-s3-'));
  const server = new S3rver({
    address: host,
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    endpoint: `http://${host}:${address.port}`,
    bucket,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const s3 = await startS3TestServer({
    port: Number(process.env.S3_PORT || 4559),
    bucket: process.env.S3_BUCKET || 'proofdesk',
  });
  console.info(`s3rver at ${s3.endpoint}, bucket "${s3.bucket}", objects in ${s3.directory}`);
  console.info('Point the server at it with:');
  console.info(
    `  S3_ENDPOINT=${s3.endpoint} S3_BUCKET=${s3.bucket} S3_FORCE_PATH_STYLE=1 ` +
      `AWS_ACCESS_KEY_ID=${S3_TEST_CREDENTIALS.accessKeyId} AWS_SECRET_ACCESS_KEY=${S3_TEST_CREDENTIALS.secretAccessKey} ` +
      'AWS_REGION=us-east-1 npm start',
  );
  const stop = async () => {
    await s3.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
