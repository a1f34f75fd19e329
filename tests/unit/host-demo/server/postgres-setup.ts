import { createServer } from 'node:net';
import { startPostgres, stopPostgres } from '../../../../scripts/postgres.mjs';

// Global setup of the `server-postgres` vitest project (vitest.config.ts): one PostgreSQL cluster
// for the whole run, shared by every test file's servers through PG_TEST_URL. A cluster someone
// already runs (CI's, `node scripts/postgres.mjs start`) is used as is; otherwise a throw-away one
// is started from Debian's binaries (installed by scripts/postgres.mjs when missing) and stopped.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.PG_TEST_URL) return undefined;
  const { dataDir, url } = startPostgres({ port: await freePort() });
  // Read by the test workers, which start after this.
  process.env.PG_TEST_URL = url;
  return () => stopPostgres(dataDir);
}
