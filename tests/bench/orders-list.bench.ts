// GET /api/order on a 10,000-order account with a typical filter (two statuses and a created-date
// range), over loopback, bounded in requests. Prints p50/p95/p99 and throughput; the goal is p95 ≤ 25 ms.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { formatPresetDate } from 'proofdesk';
import { CLIENTS } from 'proofdesk/contract';
import { DEMO_PASSWORD } from '../../host-demo/server';

const ORDERS = 10_000;
const REQUESTS = 2_000;
const SERIAL_REQUESTS = 500;
const CONCURRENCY = 10;
const WARMUP = 100;
const GOAL_P95_MS = 25;

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./orders-server.ts', import.meta.url))],
  { env: { ...process.env, BENCH_ORDERS: String(ORDERS) }, stdio: ['pipe', 'pipe', 'inherit'] },
);
try {
  const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
  const base = (JSON.parse(line) as { url: string }).url;

  const basic = Buffer.from(`${CLIENTS.customer.id}:${CLIENTS.customer.secret}`).toString('base64');
  const token = await fetch(`${base}/api/c/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'owner@demo.test',
      password: DEMO_PASSWORD,
    }),
  }).then((response) => response.json() as Promise<{ accessToken: string }>);

  const since = formatPresetDate(new Date(Date.now() - 60 * 24 * 60 * 60 * 1000), 'America/New_York');
  // BENCH_ORDER_QUERY adds query fields, e.g. 'sortType=client&sortAsc=false' for the list view's sorts.
  const extra = process.env.BENCH_ORDER_QUERY ? `&${process.env.BENCH_ORDER_QUERY}` : '';
  const url = `${base}/api/order?orderProgress=in-progress,in-review&createdAtStart=${since}&limit=50${extra}`;
  const headers = { authorization: `Bearer ${token.accessToken}` };

  let total = 0;
  const request = async () => {
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { success: boolean; data: { meta: { total: number } } };
    if (!response.ok || !body.success) throw new Error(`GET /order answered ${response.status}`);
    total = body.data.meta.total;
  };

  for (let index = 0; index < WARMUP; index += 1) await request();

  /** `requests` requests from `concurrency` workers; latencies in ms, sorted. */
  const run = async (requests: number, concurrency: number) => {
    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests) {
        next += 1;
        const started = performance.now();
        await request();
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.info(
      `concurrency ${String(concurrency).padStart(2)}: ${requests} requests, ${(requests / seconds).toFixed(0)} req/s, ` +
        `p50 ${ms(at(50))}  p95 ${ms(at(95))}  p99 ${ms(at(99))}  max ${ms(latencies.at(-1)!)}`,
    );
    return at(95);
  };

  console.info(`GET /api/order — ${ORDERS} orders, ${total} match the filter, page of 50${extra}`);
  // Concurrency 1 is the latency of one request; concurrency 10 adds queueing on the one server thread.
  await run(SERIAL_REQUESTS, 1);
  const p95 = await run(REQUESTS, CONCURRENCY);
  console.info(
    p95 <= GOAL_P95_MS ? `p95 within the ${GOAL_P95_MS} ms goal` : `p95 ABOVE the ${GOAL_P95_MS} ms goal`,
  );
} finally {
  server.stdin!.end();
  await once(server, 'exit');
}
