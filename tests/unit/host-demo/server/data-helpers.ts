import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach } from 'vitest';
import { type Data, type Dialect, migrateData, openData } from '../../../../host-demo/server/data';
import { migrate, openDatabase } from '../../../../host-demo/server/db';
import { startPostgres, stopPostgres } from '../../../../scripts/postgres.mjs';

/** Data-layer tests run once per dialect: `describe.each(DIALECTS)(…)`. */
export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// PG_TEST_URL (a server CI or a developer already runs, e.g. from scripts/postgres.mjs) is used as
// is; otherwise this file's first PostgreSQL test starts a throw-away cluster, stopped after it.
let cluster: Promise<{ url: string; dataDir?: string }> | undefined;
function postgresServer() {
  cluster ??= process.env.PG_TEST_URL
    ? Promise.resolve({ url: process.env.PG_TEST_URL })
    : freePort().then((port) => startPostgres({ port }));
  return cluster;
}

afterAll(async () => {
  const started = await cluster;
  if (started?.dataDir) stopPostgres(started.dataDir);
});

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((close) => close()));
});

/**
 * A new PostgreSQL database in the test cluster (empty, or migrated when PG_TEST_TEMPLATE names a
 * template): its URL, and `drop`. The server tests on PostgreSQL take one per server (helpers.ts).
 */
export async function createTestDatabase({
  fromTemplate = true,
} = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const { url } = await postgresServer();
  const name = `proofdesk_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client(url);
  await admin.connect();
  // PG_TEST_TEMPLATE (the server-postgres project's global setup): a copy of a migrated database.
  const template = fromTemplate ? process.env.PG_TEST_TEMPLATE : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client(url);
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { url: target.toString(), drop };
}

/** A migrated, empty database of `dialect` (PostgreSQL: a new database per call), closed after the test. */
export async function testData(dialect: Dialect): Promise<Data> {
  if (dialect === 'sqlite') {
    const db = openDatabase(':memory:');
    migrate(db);
    open.push(async () => {
      db.close();
    });
    return openData({ sqlite: db });
  }
  // Empty, whatever the run: these tests migrate it themselves.
  const database = await createTestDatabase({ fromTemplate: false });
  const data = openData({ databaseUrl: database.url, max: 10 });
  await migrateData(data);
  open.push(async () => {
    await data.close();
    await database.drop();
  });
  return data;
}
