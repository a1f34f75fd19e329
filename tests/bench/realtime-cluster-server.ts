// A server process of realtime-cluster.bench.ts: serves on a free loopback port over the data folder
// BENCH_DATA_DIR (the cluster's two processes share one), with REDIS_URL when given. Prints its base
// URL as one JSON line; each stdin line `{"seq":n,"userIds":[…]}` publishes one event stamped with
// the shared clock (performance.timeOrigin + now, the same across processes of one machine). Serves
// until stdin ends.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildServer } from '../../host-demo/server';

const dir = process.env.BENCH_DATA_DIR!;
const app = buildServer({
  databasePath: join(dir, 'bench.sqlite'),
  dataDir: dir,
  demo: true,
  logger: false,
  redisUrl: process.env.REDIS_URL || undefined,
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.info(JSON.stringify({ url }));

createInterface({ input: process.stdin }).on('line', (line) => {
  const { seq, userIds } = JSON.parse(line) as { seq: number; userIds: string[] };
  const at = performance.timeOrigin + performance.now();
  app.proofdesk.hub.publish(userIds, 'reload-order-list', { seq, at });
});
process.stdin.on('end', async () => {
  await app.close();
  process.exit(0);
});
