// The server side of orders-list.bench.ts, in its own process so the load generator and the
// server do not share one event loop (on 2 cores each gets its own). Prints its base URL as one
// JSON line, then serves until its parent closes stdin.
import { buildServer } from '../../host-demo/server';
import { seedBulkOrders } from '../../host-demo/server/seed';
import { benchDataDir, serveForParent } from './child-server';

const orders = Number(process.env.BENCH_ORDERS ?? 10_000);
const { dir, databasePath } = benchDataDir('proofdesk-bench-');
const app = buildServer({ databasePath, dataDir: dir, demo: true, logger: false });
await app.ready();
seedBulkOrders(app.proofdesk.db, orders);
await serveForParent(app, dir, { orders });
