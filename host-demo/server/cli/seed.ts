// Migrates and seeds DATA_DIR (or the PostgreSQL database of DATABASE_URL) without serving. Usage: tsx host-demo/server/cli/seed.ts [--orders N]
import { parseArgs } from 'node:util';
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import { countRows } from '../data/seed/seed-rows';
import { seedBulkOrders } from '../seed';

const { values } = parseArgs({
  options: {
    // Extra Northwind orders on top of the demo ones, for benchmarks (e.g. --orders 10000).
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
const { data } = app.proofdesk;
const started = performance.now();
const added = values.orders === undefined ? 0 : await seedBulkOrders(data, Number(values.orders));
const [users, orders] = [await countRows(data.db, 'users'), await countRows(data.db, 'orders')];
await app.close();
const where = config.server.databaseUrl
  ? `PostgreSQL database ${new URL(config.server.databaseUrl).pathname.slice(1) || '(default)'}`
  : config.server.dataDir;
console.info(`Seeded ${where}: ${users} users, ${orders} orders.`);
if (added > 0) console.info(`Added ${added} orders in ${Math.round(performance.now() - started)} ms.`);
