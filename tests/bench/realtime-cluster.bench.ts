// Realtime across processes (issue 24): one event to 2,000 WebSocket clients spread over 2 server
// processes joined by Redis pub/sub, against the same 2,000 clients on one process with the
// in-process hub (the baseline), in the same run, rounds interleaved. Clock: from just before the
// publishing process's hub.publish call to each client's message handler, on the machine's shared
// clock (performance.timeOrigin + performance.now(), comparable across processes): it covers the
// serialisation, the Redis round trip (cluster), the other process's fan-out and the frame's way
// to the client. Events are published by the first process only, one at a time (the next once the
// last client heard this one). ROUNDS rounds (BENCH_ROUNDS, default 5) of 3 warm-up and 20 measured
// events per setup; prints each round's delivery p50/p95/max, then median (min–max) over the rounds,
// and meets/MISSES for p95 ≤ 50 ms (the median round's p95). The clients all run in this process,
// so their parsing competes with the servers for the cores: an upper bound of a real deployment.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { signedInAt, startRedis, stopAll } from '../unit/host-demo/server/scale-helpers';
import { formatSpread, percentile, verdict } from './spread';

const CLIENTS_COUNT = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const EVENTS = 20;
const WARMUP_EVENTS = 3;
const EVENT_TIMEOUT_MS = 10_000;
const OPEN_BATCH = 100;
const GOAL_P95_MS = 50;
const USERS = ['owner@demo.test', 'staff@demo.test', 'reseller@demo.test', 'harbor@demo.test'];

const children: ChildProcess[] = [];
const dirs: string[] = [];
const sockets: WebSocket[] = [];

/** One bench server process on `dir`; resolves with its base URL once it listens. */
function serverProcess(dir: string, redisUrl?: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/realtime-cluster-server.ts'], {
    env: { ...process.env, BENCH_DATA_DIR: dir, REDIS_URL: redisUrl ?? '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server ended (${code}) before listening`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      resolve({ child, base: (JSON.parse(line) as { url: string }).url });
    });
  });
}

interface Setup {
  name: string;
  publisher: ChildProcess;
  userIds: string[];
  latencies: number[];
  received: number;
  seq: number;
  wake?: () => void;
}

function open(base: string, token: string, setup: Setup): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`);
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; data?: { seq: number; at: number } };
      if (message.type === 'ready') resolve(socket);
      else if (message.type === 'event' && message.data?.seq === setup.seq) {
        setup.latencies.push(performance.timeOrigin + performance.now() - message.data.at);
        setup.received += 1;
        if (setup.received === CLIENTS_COUNT) setup.wake?.();
      }
    });
  });
}

/** Signs the users in at the first base and spreads the clients over every base, in turn. */
async function connect(name: string, bases: string[], publisher: ChildProcess): Promise<Setup> {
  const sessions: { accessToken: string; userId: string }[] = [];
  for (const user of USERS) sessions.push(await signedInAt(bases[0]!, user));
  const setup: Setup = {
    name,
    publisher,
    userIds: sessions.map((s) => s.userId),
    latencies: [],
    received: 0,
    seq: -1,
  };
  for (let index = 0; index < CLIENTS_COUNT; index += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, CLIENTS_COUNT - index) }, (_, offset) => {
      const n = index + offset;
      return open(bases[n % bases.length]!, sessions[n % sessions.length]!.accessToken, setup);
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return setup;
}

let nextSeq = 0;
async function publishOne(setup: Setup): Promise<number[]> {
  setup.seq = nextSeq++;
  setup.received = 0;
  setup.latencies = [];
  const all = new Promise<void>((resolve, reject) => {
    setup.wake = resolve;
    setTimeout(
      () =>
        reject(new Error(`${setup.name}: ${setup.received}/${CLIENTS_COUNT} after ${EVENT_TIMEOUT_MS} ms`)),
      EVENT_TIMEOUT_MS,
    ).unref();
  });
  setup.publisher.stdin!.write(`${JSON.stringify({ seq: setup.seq, userIds: setup.userIds })}\n`);
  await all;
  return setup.latencies;
}

async function round(setup: Setup) {
  const deliveries: number[] = [];
  for (let index = 0; index < WARMUP_EVENTS + EVENTS; index += 1) {
    const latencies = await publishOne(setup);
    if (index >= WARMUP_EVENTS) deliveries.push(...latencies);
  }
  deliveries.sort((a, b) => a - b);
  return { p50: percentile(deliveries, 50), p95: percentile(deliveries, 95), max: deliveries.at(-1)! };
}

try {
  const redisUrl = await startRedis();
  const single = mkdtempSync(join(tmpdir(), 'proofdesk-bench-single-'));
  const shared = mkdtempSync(join(tmpdir(), 'proofdesk-bench-cluster-'));
  dirs.push(single, shared);
  const alone = await serverProcess(single);
  // One after the other: the first migrates and seeds the shared file.
  const first = await serverProcess(shared, redisUrl);
  const second = await serverProcess(shared, redisUrl);
  const setups = [
    await connect('1 process, in-process hub', [alone.base], alone.child),
    await connect('2 processes, Redis pub/sub', [first.base, second.base], first.child),
  ];
  console.info(
    `realtime across processes: ${ROUNDS} rounds of ${EVENTS} events (after ${WARMUP_EVENTS} warm-up) × ${CLIENTS_COUNT} clients per setup, ${USERS.length} users, loopback`,
  );
  const figures = new Map(setups.map((setup) => [setup, [] as Awaited<ReturnType<typeof round>>[]]));
  for (let index = 0; index < ROUNDS; index += 1) {
    for (const setup of setups) {
      const result = await round(setup);
      figures.get(setup)!.push(result);
      const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
      console.info(
        `  round ${index + 1}, ${setup.name}: p50 ${fmt(result.p50)}  p95 ${fmt(result.p95)}  max ${fmt(result.max)}`,
      );
    }
  }
  console.info('median (min–max) over the rounds, publish → socket:');
  for (const setup of setups) {
    const rounds = figures.get(setup)!;
    const of = (pick: (r: (typeof rounds)[number]) => number) => formatSpread(rounds.map(pick), 1, ' ms');
    console.info(
      `  ${setup.name}: p50 ${of((r) => r.p50)}  p95 ${of((r) => r.p95)}  max ${of((r) => r.max)}`,
    );
  }
  const p95s = figures
    .get(setups[1]!)!
    .map((r) => r.p95)
    .sort((a, b) => a - b);
  const medianP95 = p95s[Math.floor(p95s.length / 2)]!;
  console.info(
    `target 2 processes p95 ≤ ${GOAL_P95_MS} ms (median of the rounds ${medianP95.toFixed(1)} ms): ${verdict(medianP95 <= GOAL_P95_MS)}`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.stdin?.end();
        }),
    ),
  );
  await stopAll();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
