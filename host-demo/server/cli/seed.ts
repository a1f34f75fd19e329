// Migrates and seeds DATA_DIR without serving. Usage: tsx host-demo/server/cli/seed.ts [--orders N]
import { parseArgs } from 'node:util';
import { buildServer } from '../app';
import { configFromEnv } from '../config';
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
const { db } = app.proofdesk;
const started = performance.now();
const added = values.orders === undefined ? 0 : seedBulkOrders(db, Number(values.orders));
const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const [users, orders] = [count('users'), count('orders')];
await app.close();
console.info(`Seeded ${config.server.dataDir}: ${users} users, ${orders} orders.`);
if (added > 0) console.info(`Added ${added} orders in ${Math.round(performance.now() - started)} ms.`);
