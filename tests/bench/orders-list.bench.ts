// GET /api/order on a 10,000-order account with a typical filter (two statuses and a created-date
// range), over loopback, from two clients in interleaved rounds:
//   keep-alive   node:http with a keep-alive Agent (10 sockets): the target's client, whose own cost
//                per request is small, so the figure is the server's;
//   fetch        Node's global fetch (undici, also keeps connections): what a script would use; its
//                WHATWG streams and Response cost more of the bench process's core per request.
// Clock: from issuing the request to its body parsed as JSON (status and `success` checked), per
// request. Each round runs both clients (the first one alternates), each with SERIAL requests one at
// a time and then REQUESTS from CONCURRENCY workers. The server runs in a child process
// (orders-server.ts) so load generator and server each get a core; its CPU time per request
// (process.cpuUsage) is read around each run, a figure the machine's other load barely moves.
// Prints median (min–max) over the rounds; the target is p95 ≤ 25 ms at concurrency 10 (keep-alive).
// BENCH_ROUNDS changes the rounds; BENCH_CPU_PROF=<folder> writes the server's CPU profile there.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CLIENTS } from 'proofdesk/contract';
import { DEMO_PASSWORD } from '../../host-demo/server';
import { formatPresetDate } from '../../sdk/core/domain';
import { formatSpread, percentile, verdict } from './spread';

const ORDERS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = 1_000;
const SERIAL_REQUESTS = 200;
const CONCURRENCY = 10;
const WARMUP = 300;
const GOAL_P95_MS = 25;

type Client = 'keep-alive' | 'fetch';
type Fetcher = () => Promise<number>;

interface Run {
  client: Client;
  concurrency: number;
  reqPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The server's CPU time (user + system) per request, ms. */
  serverCpuMs: number;
}

const profileDir = process.env.BENCH_CPU_PROF;
const server = spawn(
  process.execPath,
  [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    '--import',
    'tsx',
    fileURLToPath(new URL('./orders-server.ts', import.meta.url)),
  ],
  { env: { ...process.env, BENCH_ORDERS: String(ORDERS) }, stdio: ['pipe', 'pipe', 'inherit'] },
);
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
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

  /** The page's total, after checking the answer as a client would. */
  const checked = (status: number, body: { success: boolean; data: { meta: { total: number } } }) => {
    if (status !== 200 || !body.success) throw new Error(`GET /order answered ${status}`);
    return body.data.meta.total;
  };
  const clients: Record<Client, Fetcher> = {
    'keep-alive': () =>
      new Promise((resolve, reject) => {
        httpRequest(url, { agent, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve(checked(response.statusCode!, JSON.parse(Buffer.concat(chunks).toString('utf8'))));
            } catch (error) {
              reject(error);
            }
          });
          response.on('error', reject);
        })
          .on('error', reject)
          .end();
      }),
    fetch: async () => {
      const response = await fetch(url, { headers });
      return checked(response.status, await response.json());
    },
  };
  const serverCpu = async () => {
    const response = await fetch(`${base}/api/__bench/cpu`);
    const { user, system } = (await response.json()) as { user: number; system: number };
    return (user + system) / 1000;
  };

  /** `requests` requests from `concurrency` workers of `client`. */
  const run = async (client: Client, requests: number, concurrency: number): Promise<Run> => {
    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests) {
        next += 1;
        const started = performance.now();
        await clients[client]();
        latencies.push(performance.now() - started);
      }
    };
    const cpuBefore = await serverCpu();
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const serverCpuMs = ((await serverCpu()) - cpuBefore) / requests;
    latencies.sort((a, b) => a - b);
    return {
      client,
      concurrency,
      reqPerSecond: requests / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      serverCpuMs,
    };
  };

  let total = 0;
  for (const client of ['keep-alive', 'fetch'] as const)
    for (let index = 0; index < WARMUP; index += 1) total = await clients[client]();

  console.info(
    `GET /api/order: ${ORDERS} orders, ${total} match the filter, page of 50${extra}; ${ROUNDS} rounds, ` +
      `each client per round: ${SERIAL_REQUESTS} requests one at a time, then ${REQUESTS} from ${CONCURRENCY} workers`,
  );
  const runs: Run[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // The client that goes first alternates, so neither always meets the warmer (or busier) moment.
    const order: Client[] = round % 2 ? ['fetch', 'keep-alive'] : ['keep-alive', 'fetch'];
    for (const client of order) {
      runs.push(await run(client, SERIAL_REQUESTS, 1));
      const busy = await run(client, REQUESTS, CONCURRENCY);
      runs.push(busy);
      console.info(
        `  round ${round + 1} ${client.padEnd(10)} c${CONCURRENCY}: ${busy.reqPerSecond.toFixed(0)} req/s, ` +
          `p50 ${busy.p50.toFixed(1)}  p95 ${busy.p95.toFixed(1)}  p99 ${busy.p99.toFixed(1)} ms, ` +
          `server CPU ${busy.serverCpuMs.toFixed(2)} ms/request`,
      );
    }
  }

  console.info('median (min–max) over the rounds:');
  for (const client of ['keep-alive', 'fetch'] as const)
    for (const concurrency of [1, CONCURRENCY]) {
      const these = runs.filter((r) => r.client === client && r.concurrency === concurrency);
      const of = (pick: (r: Run) => number, digits = 1) => formatSpread(these.map(pick), digits);
      console.info(
        `  ${client.padEnd(10)} c${String(concurrency).padEnd(2)}  req/s ${of((r) => r.reqPerSecond, 0)}  ` +
          `p50 ${of((r) => r.p50)}  p95 ${of((r) => r.p95)}  p99 ${of((r) => r.p99)} ms  ` +
          `server CPU ${of((r) => r.serverCpuMs, 2)} ms/request`,
      );
    }
  const p95s = runs
    .filter((r) => r.client === 'keep-alive' && r.concurrency === CONCURRENCY)
    .map((r) => r.p95)
    .sort((a, b) => a - b);
  const median = p95s[Math.floor(p95s.length / 2)]!;
  console.info(
    `target p95 ≤ ${GOAL_P95_MS} ms at concurrency ${CONCURRENCY} (keep-alive, median of the rounds ` +
      `${median.toFixed(1)} ms): ${verdict(median <= GOAL_P95_MS)}`,
  );
} finally {
  agent.destroy();
  server.stdin!.end();
  await once(server, 'exit');
}
