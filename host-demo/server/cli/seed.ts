// Migrates and seeds DATA_DIR without serving. Usage: tsx host-demo/server/cli/seed.ts [--orders N]
import { parseArgs } from 'node:util';
import { buildServer } from '../app';
import { configFromEnv } from '../config';

const { values } = parseArgs({
  options: {
    // Accepted now so scripts can pass it; orders arrive with the orders issue, until then ignored.
    orders: { type: 'string' },
  },
  strict: true,
});

if (values.orders !== undefined && !/^\d+$/.test(values.orders)) {
  console.error(`--orders expects a whole number, got "${values.orders}"`);
  process.exit(2);
}

const config = configFromEnv();
// buildServer migrates; demo seeding runs as a plugin, so `ready()` completes it.
const app = buildServer({ ...config.server, demo: true, logger: false, staticRoots: {} });
await app.ready();
const users = (app.proofdesk.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
await app.close();
console.info(`Seeded ${config.server.dataDir}: ${users} users.`);
if (values.orders !== undefined) console.info('--orders is accepted but not used yet (no orders table).');
