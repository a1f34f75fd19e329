// The server side of upload.bench.ts, in its own process (so its memory is its own): the demo
// database on a temporary folder, the bench's page (BENCH_PAGE_DIR) served at /, and one bench route,
// GET /api/__bench/memory, answering this process's resident set size. Prints `{ url, orderId }` as
// one JSON line, then serves until its parent closes stdin.
import { buildServer } from '../../host-demo/server';
import { benchDataDir, serveForParent } from './child-server';

const { dir, databasePath } = benchDataDir('proofdesk-upload-bench-');
const app = buildServer({
  databasePath,
  dataDir: dir,
  demo: true,
  logger: false,
  staticRoots: { portal: process.env.BENCH_PAGE_DIR! },
});
app.get('/api/__bench/memory', async () => ({ rss: process.memoryUsage().rss }));
await app.ready();
const { id: orderId } = app.proofdesk.data
  .sqlite!.prepare(
    `SELECT id FROM orders WHERE client_id = 'client-northwind' AND status = 'in-progress'
     ORDER BY order_number LIMIT 1`,
  )
  .get() as { id: string };
await serveForParent(app, dir, { orderId });
