import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { migrateData, openData } from '../../../../host-demo/server/data';
import { startPostgres, stopPostgres } from '../../../../scripts/postgres.mjs';

// Global setup of the `server-postgres` vitest project (vitest.config.ts): one PostgreSQL cluster
// for the whole run, shared by every test file's servers through PG_TEST_URL. A cluster someone
// already runs (CI's, `node scripts/postgres.mjs start`) is used as is; otherwise a throw-away one
// is started from Debian's binaries (installed by scripts/postgres.mjs when missing) and stopped.
// The migrations run once, into a template database (PG_TEST_TEMPLATE): each test server's database
// is a copy of it, so a server's start finds every migration applied.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function admin(url: string, text: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  let stop: (() => void) | undefined;
  if (!process.env.PG_TEST_URL) {
    const { dataDir, url } = startPostgres({ port: await freePort() });
    // Read by the test workers, which start after this.
    process.env.PG_TEST_URL = url;
    stop = () => stopPostgres(dataDir);
  }
  const url = process.env.PG_TEST_URL;
  const template = `proofdesk_template_${randomUUID().replaceAll('-', '')}`;
  await admin(url, `CREATE DATABASE ${template}`);
  const target = new URL(url);
  target.pathname = `/${template}`;
  const data = openData({ databaseUrl: target.toString(), max: 1 });
  try {
    await migrateData(data);
  } finally {
    await data.close();
  }
  process.env.PG_TEST_TEMPLATE = template;
  return async () => {
    await admin(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    stop?.();
  };
}
