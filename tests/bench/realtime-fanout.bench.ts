// One event fanned out to 500 WebSocket clients, over loopback, bounded in events and time. Measures,
// per event and per client, the time from the hub's publish call to the client's message handler, and
// prints p50/p95 of every delivery and of the slowest client per event; the goal is p95 ≤ 100 ms.
// Clients run in this same process, so their frame parsing competes with the server for one core:
// the figures are an upper bound of what a server with remote clients would see.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENTS, type ClientType } from 'proofdesk/contract';
import WebSocket from 'ws';
import { buildServer, DEMO_PASSWORD } from '../../host-demo/server';

const CLIENTS_COUNT = 500;
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

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
  let wake: (() => void) | undefined;
  const deliveries: number[] = [];
  const slowest: number[] = [];
  let eventMax = 0;
  const onEvent = (seq: number) => {
    if (seq !== currentSeq) return;
    const latency = performance.now() - publishedAt;
    if (seq >= WARMUP_EVENTS) deliveries.push(latency);
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

  // Count serialisations during one publish: the hub must stringify an event once, not per socket.
  const stringify = JSON.stringify;
  let serialisations = 0;
  const started = performance.now();
  for (let seq = 0; seq < WARMUP_EVENTS + EVENTS; seq += 1) {
    currentSeq = seq;
    received = 0;
    eventMax = 0;
    const all = new Promise<void>((resolve, reject) => {
      wake = resolve;
      setTimeout(
        () => reject(new Error(`event ${seq}: ${received}/${CLIENTS_COUNT} after ${EVENT_TIMEOUT_MS} ms`)),
        EVENT_TIMEOUT_MS,
      ).unref();
    });
    JSON.stringify = ((...args: Parameters<typeof stringify>) => {
      serialisations += 1;
      return stringify(...args);
    }) as typeof JSON.stringify;
    publishedAt = performance.now();
    const reached = app.proofdesk.hub.publish(userIds, 'reload-order-list', { seq });
    JSON.stringify = stringify;
    if (reached !== CLIENTS_COUNT) throw new Error(`publish reached ${reached} sockets`);
    await all;
    if (seq >= WARMUP_EVENTS) slowest.push(eventMax);
  }
  const seconds = (performance.now() - started) / 1000;

  deliveries.sort((a, b) => a - b);
  slowest.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const perEvent = serialisations / (WARMUP_EVENTS + EVENTS);
  console.info(
    `realtime fan-out: ${EVENTS} events × ${CLIENTS_COUNT} WebSocket clients (${USERS.length} users), loopback`,
  );
  console.info(
    `  delivery latency   p50 ${fmt(percentile(deliveries, 50))}  p95 ${fmt(percentile(deliveries, 95))}  max ${fmt(deliveries.at(-1) ?? Number.NaN)}  (${deliveries.length} deliveries)`,
  );
  console.info(
    `  slowest per event  p50 ${fmt(percentile(slowest, 50))}  p95 ${fmt(percentile(slowest, 95))}`,
  );
  console.info(`  serialisations per event: ${perEvent}   total time ${seconds.toFixed(2)} s`);
  const p95 = percentile(deliveries, 95);
  console.info(`  goal p95 ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`);
  if (perEvent !== 1) throw new Error(`the hub serialised each event ${perEvent} times`);
} finally {
  for (const socket of sockets) socket.terminate();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
