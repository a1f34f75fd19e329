// The server side of orders-list.bench.ts, in its own process so the load generator and the
// server do not share one event loop (on 2 cores each gets its own). One bench route,
// GET /api/__bench/cpu, answers this process's CPU time (process.cpuUsage, µs). Prints its base URL
// as one JSON line, then serves until its parent closes stdin.
import { buildServer } from '../../host-demo/server';
import { seedBulkOrders } from '../../host-demo/server/seed';
import { benchDataDir, serveForParent } from './child-server';

const orders = Number(process.env.BENCH_ORDERS ?? 10_000);
const { dir, databasePath } = benchDataDir('proofdesk-bench-');
// The served default's logging (LOG_LEVEL unset is 'warn', config.ts): a logger and a child per
// request, though nothing at this level is written.
const app = buildServer({ databasePath, dataDir: dir, demo: true, logger: 'warn' });
app.get('/api/__bench/cpu', async () => process.cpuUsage());
await app.ready();
await seedBulkOrders(app.proofdesk.data, orders);
await serveForParent(app, dir, { orders });
