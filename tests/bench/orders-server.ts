// The server side of orders-list.bench.ts, in its own process so the load generator and the
// server do not share one event loop (on 2 cores each gets its own). Prints its base URL as one
// JSON line, then serves until its parent closes stdin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../host-demo/server';
import { seedBulkOrders } from '../../host-demo/server/seed';

const orders = Number(process.env.BENCH_ORDERS ?? 10_000);
const dir = mkdtempSync(join(tmpdir(), 'proofdesk-bench-'));
const app = buildServer({ databasePath: join(dir, 'bench.sqlite'), dataDir: dir, demo: true, logger: false });
await app.ready();
seedBulkOrders(app.proofdesk.db, orders);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.info(JSON.stringify({ url, orders }));

const stop = async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
