// One event fanned out to 500 WebSocket clients, over loopback, bounded in events and time. Clock: per
// event and per client, from the hub's publish call to the client's message handler. ROUNDS rounds
// (BENCH_ROUNDS, default 5) of 5 warm-up and 50 measured events each, one event at a time; prints
// each round's p50/p95/max of every delivery and p95 of the slowest client per event, then median
// (min–max) over the rounds, and meets/MISSES for p95 ≤ 100 ms (the median round's p95). Clients run
// in this same process, so their frame parsing competes with the server for one core: the figures
// are an upper bound of what a server with remote clients would see. Fails unless every publish
// called JSON.stringify exactly once (the hub serialises an event once for every socket).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENTS, type ClientType } from 'proofdesk/contract';
import WebSocket from 'ws';
import { buildServer, DEMO_PASSWORD } from '../../host-demo/server';
import { formatSpread, percentile, verdict } from './spread';

const CLIENTS_COUNT = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const EVENTS = 50;
const WARMUP_EVENTS = 5;
const EVENT_TIMEOUT_MS = 5_000;
const OPEN_BATCH = 50;
const GOAL_P95_MS = 100;
const USERS: [string, ClientType][] = [
  ['owner@demo.test', 'customer'],
  ['staff@demo.test', 'customer'],
  ['reseller@demo.test', 'customer'],
  ['harbor@demo.test', 'customer'],
  ['operator@demo.test', 'admin'],
  ['manager@demo.test', 'admin'],
];

const dir = mkdtempSync(join(tmpdir(), 'proofdesk-bench-'));
const app = buildServer({ databasePath: join(dir, 'bench.sqlite'), dataDir: dir, demo: true, logger: false });
const sockets: WebSocket[] = [];

async function signIn(base: string, username: string, kind: ClientType) {
  const basic = Buffer.from(`${CLIENTS[kind].id}:${CLIENTS[kind].secret}`).toString('base64');
  const response = await fetch(`${base}/api/${CLIENTS[kind].prefix}/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return (await response.json()) as { accessToken: string; user: { id: string } };
}

/** Opens an authenticated socket; `onEvent` gets each event's sequence number on arrival. */
function open(url: string, token: string, onEvent: (seq: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; data?: { seq: number } };
      if (message.type === 'ready') resolve(socket);
      else if (message.type === 'event' && message.data) onEvent(message.data.seq);
    });
  });
}

try {
  await app.ready();
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `${base.replace(/^http/, 'ws')}/api/realtime`;
  // A few sessions reused across sockets: the hub indexes by user, so 500 sockets of 6 users is
  // the same fan-out as 500 users with one tab each.
  const sessions = await Promise.all(USERS.map(([username, kind]) => signIn(base, username, kind)));
  const userIds = sessions.map((session) => session.user.id);

  let publishedAt = 0;
  let currentSeq = -1;
  let received = 0;
  let measuring = false;
  let wake: (() => void) | undefined;
  let deliveries: number[] = [];
  let eventMax = 0;
  const onEvent = (seq: number) => {
    if (seq !== currentSeq) return;
    const latency = performance.now() - publishedAt;
    if (measuring) deliveries.push(latency);
    eventMax = Math.max(eventMax, latency);
    received += 1;
    if (received === CLIENTS_COUNT) wake?.();
  };

  for (let index = 0; index < CLIENTS_COUNT; index += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, CLIENTS_COUNT - index) }, (_, offset) =>
      open(url, sessions[(index + offset) % sessions.length]!.accessToken, onEvent),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  if (app.proofdesk.hub.size !== CLIENTS_COUNT)
    throw new Error(`hub holds ${app.proofdesk.hub.size} sockets`);

  // Count serialisations during each publish: the hub must stringify an event once, not per socket.
  const stringify = JSON.stringify;
  let serialisations = 0;
  let published = 0;
  let seq = 0;
  /** One round: warm-up events, then the measured ones; each published once the last reached all. */
  const round = async () => {
    deliveries = [];
    const slowest: number[] = [];
    const publishMs: number[] = [];
    let cpuBefore = process.cpuUsage();
    for (let index = 0; index < WARMUP_EVENTS + EVENTS; index += 1) {
      measuring = index >= WARMUP_EVENTS;
      if (index === WARMUP_EVENTS) cpuBefore = process.cpuUsage();
      currentSeq = seq;
      seq += 1;
      received = 0;
      eventMax = 0;
      const all = new Promise<void>((resolve, reject) => {
        wake = resolve;
        setTimeout(
          () =>
            reject(
              new Error(`event ${currentSeq}: ${received}/${CLIENTS_COUNT} after ${EVENT_TIMEOUT_MS} ms`),
            ),
          EVENT_TIMEOUT_MS,
        ).unref();
      });
      JSON.stringify = ((...args: Parameters<typeof stringify>) => {
        serialisations += 1;
        return stringify(...args);
      }) as typeof JSON.stringify;
      publishedAt = performance.now();
      const reached = app.proofdesk.hub.publish(userIds, 'reload-order-list', { seq: currentSeq });
      if (measuring) publishMs.push(performance.now() - publishedAt);
      JSON.stringify = stringify;
      published += 1;
      if (reached !== CLIENTS_COUNT) throw new Error(`publish reached ${reached} sockets`);
      await all;
      if (measuring) slowest.push(eventMax);
    }
    const cpu = process.cpuUsage(cpuBefore);
    deliveries.sort((a, b) => a - b);
    slowest.sort((a, b) => a - b);
    publishMs.sort((a, b) => a - b);
    return {
      // The hub's own synchronous work per event (serialise once, write to 500 sockets), and this
      // process's CPU per event (that work, the frames' way through the loopback stack, the
      // clients' parsing): figures the machine's other load moves far less than the latencies.
      publishP50: percentile(publishMs, 50),
      cpuPerEventMs: (cpu.user + cpu.system) / 1000 / EVENTS,
      p50: percentile(deliveries, 50),
      p95: percentile(deliveries, 95),
      max: deliveries.at(-1) ?? Number.NaN,
      slowestP95: percentile(slowest, 95),
    };
  };

  console.info(
    `realtime fan-out: ${ROUNDS} rounds of ${EVENTS} events (after ${WARMUP_EVENTS} warm-up) × ${CLIENTS_COUNT} WebSocket clients (${USERS.length} users), loopback`,
  );
  const rounds: Awaited<ReturnType<typeof round>>[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const figures = await round();
    rounds.push(figures);
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    console.info(
      `  round ${index + 1}: delivery p50 ${fmt(figures.p50)}  p95 ${fmt(figures.p95)}  max ${fmt(figures.max)}; ` +
        `slowest client per event p95 ${fmt(figures.slowestP95)}; publish call p50 ${fmt(figures.publishP50)}, ` +
        `process CPU ${fmt(figures.cpuPerEventMs)} per event`,
    );
  }
  const of = (pick: (figures: (typeof rounds)[number]) => number) => formatSpread(rounds.map(pick), 1, ' ms');
  console.info('median (min–max) over the rounds:');
  console.info(`  delivery p50 ${of((r) => r.p50)}  p95 ${of((r) => r.p95)}  max ${of((r) => r.max)}`);
  console.info(`  slowest client per event, p95 ${of((r) => r.slowestP95)}`);
  console.info(
    `  publish call p50 ${of((r) => r.publishP50)}; process CPU per event ${of((r) => r.cpuPerEventMs)}`,
  );
  const perEvent = serialisations / published;
  console.info(`  serialisations per event: ${perEvent}`);
  const p95s = rounds.map((r) => r.p95).sort((a, b) => a - b);
  const medianP95 = p95s[Math.floor(p95s.length / 2)]!;
  console.info(
    `target delivery p95 ≤ ${GOAL_P95_MS} ms (median of the rounds ${medianP95.toFixed(1)} ms): ${verdict(medianP95 <= GOAL_P95_MS)}`,
  );
  if (perEvent !== 1) throw new Error(`the hub serialised each event ${perEvent} times`);
} finally {
  for (const socket of sockets) socket.terminate();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
