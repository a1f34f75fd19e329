// GET /api/order on a 10,000-order account (the filtered page of orders-list.bench.ts: two statuses,
// a created-date range, 50 a page) at concurrency 10, on the scaled-out deployment against the
// single process (issue 24), in the same run, rounds interleaved:
//   sqlite      one process on a SQLite file (orders-server.ts): the ratio's base;
//   postgres×2  `cli/cluster.ts` with WORKERS=2 behind one port on PostgreSQL (DATABASE_URL) and
//               Redis (REDIS_URL), seeded by `cli/seed.ts --orders 10000`.
// Client: node:http with a keep-alive Agent of 10 sockets (node:cluster hands each new connection to
// a worker in turn, so both workers serve). Clock: from issuing a request to its body parsed as
// JSON (status and `success` checked). Each round: REQUESTS requests from CONCURRENCY workers per
// setup, the setup that goes first alternating. Prints each round, then median (min–max) over the
// rounds and meets/MISSES for p95 ≤ 25 ms on PostgreSQL (the median round's p95).
// PostgreSQL: the cluster of PG_TEST_URL (a new database in it, dropped after), else a throw-away
// one from scripts/postgres.mjs; Redis: a private redis-server. BENCH_ROUNDS changes the rounds.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLIENTS } from 'proofdesk/contract';
import { DEMO_PASSWORD } from '../../host-demo/server';
import { startPostgres, stopPostgres } from '../../scripts/postgres.mjs';
import { formatPresetDate } from '../../sdk/core/domain';
import { freePort, startRedis, startServer, stopAll } from '../unit/host-demo/server/scale-helpers';
import { formatSpread, percentile, verdict } from './spread';

const ORDERS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = 1_000;
const CONCURRENCY = 10;
const WARMUP = 300;
const GOAL_P95_MS = 25;
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Setup = 'sqlite' | 'postgres×2';
interface Run {
  setup: Setup;
  reqPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const agents: Agent[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

/** The SQLite single process (the same server as orders-list.bench.ts). */
async function sqliteServer(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/orders-server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, BENCH_ORDERS: String(ORDERS) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  cleanups.push(async () => {
    child.stdin!.end();
    if (child.exitCode === null) await once(child, 'exit');
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return (JSON.parse(line) as { url: string }).url;
}

/** A new database in PG_TEST_URL's cluster or in a throw-away one. */
async function postgresDatabase(): Promise<string> {
  let server = process.env.PG_TEST_URL;
  if (!server) {
    const started = startPostgres({ port: await freePort() });
    cleanups.push(() => stopPostgres(started.dataDir));
    server = started.url;
  }
  const name = `proofdesk_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client(server);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client(server);
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

function run(command: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, command, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command.join(' ')}: ${code}`)),
    ),
  );
}

/** Two workers behind one port on PostgreSQL + Redis, 10,000 more orders seeded first. */
async function postgresCluster(): Promise<string> {
  const databaseUrl = await postgresDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'proofdesk-bench-cluster-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dir, LOG_LEVEL: 'warn' };
  await run(['--import', 'tsx', 'host-demo/server/cli/seed.ts', '--orders', String(ORDERS)], env);
  const redisUrl = await startRedis();
  cleanups.push(stopAll);
  const cluster = await startServer('cluster.ts', {
    ...env,
    REDIS_URL: redisUrl,
    WORKERS: '2',
    PORT: String(await freePort()),
  });
  return cluster.base;
}

async function client(base: string) {
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
  const url = `${base}/api/order?orderProgress=in-progress,in-review&createdAtStart=${since}&limit=50`;
  const headers = { authorization: `Bearer ${token.accessToken}` };
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  agents.push(agent);
  return (): Promise<number> =>
    new Promise((resolve, reject) => {
      httpRequest(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (response.statusCode !== 200 || !body.success)
              throw new Error(`GET /order answered ${response.statusCode}`);
            resolve(body.data.meta.total as number);
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
}

async function measure(setup: Setup, fetchOne: () => Promise<number>): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const started = performance.now();
      await fetchOne();
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    setup,
    reqPerSecond: REQUESTS / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

try {
  const [sqliteBase, postgresBase] = [await sqliteServer(), await postgresCluster()];
  const fetchers: Record<Setup, () => Promise<number>> = {
    sqlite: await client(sqliteBase),
    'postgres×2': await client(postgresBase),
  };
  const totals: Record<string, number> = {};
  for (const setup of ['sqlite', 'postgres×2'] as const)
    for (let index = 0; index < WARMUP; index += 1) totals[setup] = await fetchers[setup]();
  console.info(
    `GET /api/order: ${ORDERS} more orders, matches ${JSON.stringify(totals)}, page of 50; ${ROUNDS} rounds of ` +
      `${REQUESTS} requests from ${CONCURRENCY} workers per setup`,
  );
  const runs: Run[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const order: Setup[] = round % 2 ? ['postgres×2', 'sqlite'] : ['sqlite', 'postgres×2'];
    for (const setup of order) {
      const result = await measure(setup, fetchers[setup]);
      runs.push(result);
      console.info(
        `  round ${round + 1} ${setup.padEnd(10)} c${CONCURRENCY}: ${result.reqPerSecond.toFixed(0)} req/s, ` +
          `p50 ${result.p50.toFixed(1)}  p95 ${result.p95.toFixed(1)}  p99 ${result.p99.toFixed(1)} ms`,
      );
    }
  }
  console.info('median (min–max) over the rounds:');
  for (const setup of ['sqlite', 'postgres×2'] as const) {
    const these = runs.filter((r) => r.setup === setup);
    const of = (pick: (r: Run) => number, digits = 1) => formatSpread(these.map(pick), digits);
    console.info(
      `  ${setup.padEnd(10)} req/s ${of((r) => r.reqPerSecond, 0)}  p50 ${of((r) => r.p50)}  ` +
        `p95 ${of((r) => r.p95)}  p99 ${of((r) => r.p99)} ms`,
    );
  }
  const ratios = Array.from({ length: ROUNDS }, (_, round) => {
    const [base, other] = (['sqlite', 'postgres×2'] as const).map(
      (setup) => runs.filter((r) => r.setup === setup)[round]!.p95,
    );
    return other! / base!;
  });
  console.info(`  p95 postgres×2 / sqlite, per round: ${formatSpread(ratios, 2)}`);
  const p95s = runs
    .filter((r) => r.setup === 'postgres×2')
    .map((r) => r.p95)
    .sort((a, b) => a - b);
  const median = p95s[Math.floor(p95s.length / 2)]!;
  console.info(
    `target p95 ≤ ${GOAL_P95_MS} ms at concurrency ${CONCURRENCY} on PostgreSQL, 2 processes (median of the rounds ` +
      `${median.toFixed(1)} ms): ${verdict(median <= GOAL_P95_MS)}`,
  );
} finally {
  for (const agent of agents) agent.destroy();
  for (const cleanup of cleanups.reverse()) await cleanup();
}
