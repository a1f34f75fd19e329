// The server side of board.bench.ts, in its own process (on 2 cores the browser and the server
// each get one): the demo database plus 5,000 open Northwind orders, spread over every status or,
// with BENCH_STATUS, all in that one status (one column of 5,000 cards to scroll through), and the
// bench's page (BENCH_PAGE_DIR) served at /. Prints its base URL as one JSON line, then serves
// until its parent closes stdin.
import type { OrderStatus } from 'proofdesk/rules';
import { orderWriter, seededRandom, seedServices } from '../../host-demo/server/seed/demo-orders';
import { benchPageServer, serveForParent } from './child-server';

const orders = Number(process.env.BENCH_ORDERS ?? 5_000);
const status = (process.env.BENCH_STATUS || undefined) as OrderStatus | undefined;
const { app, dir } = await benchPageServer('proofdesk-board-bench-');
const db = app.proofdesk.data.sqlite!;
seedServices(db);
const write = orderWriter(db, new Date(), seededRandom(orders));
db.transaction(() => {
  for (let index = 0; index < orders; index += 1) {
    write({
      clientId: 'client-northwind',
      creators: ['user-owner', 'user-staff'],
      packageName: 'Studio Pro (monthly)',
      ...(status && { status }),
    });
  }
})();
const { open } = db
  .prepare("SELECT COUNT(*) AS open FROM orders WHERE client_id = 'client-northwind' AND archived_at IS NULL")
  .get() as { open: number };
await serveForParent(app, dir, { open });
