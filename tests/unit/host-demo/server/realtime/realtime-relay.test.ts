// The hub over Redis, two servers in this process on one database file: a publish is serialised
// once (before the relay) however many sockets and processes hear it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildServer } from '../../../../../host-demo/server';
import { decodeRelayed, encodeRelayed } from '../../../../../host-demo/server/realtime/redis-relay';
import { signedInAt, startRedis, stopAll } from '../scale-helpers';

const dir = mkdtempSync(join(tmpdir(), 'proofdesk-relay-'));
const SOCKETS_EACH = 10;
const apps: FastifyInstance[] = [];
const bases: string[] = [];

beforeAll(async () => {
  const redisUrl = await startRedis();
  for (let index = 0; index < 2; index += 1) {
    const app = buildServer({ databasePath: join(dir, 'relay.sqlite'), dataDir: dir, demo: true, redisUrl });
    apps.push(app);
    // One after the other: the first migrates and seeds, the second finds it done.
    bases.push(await app.listen({ host: '127.0.0.1', port: 0 }));
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

function listen(base: string, token: string, onEvent: (data: unknown) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`);
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; data: unknown };
      if (message.type === 'ready') resolve(socket);
      else if (message.type === 'event') onEvent(message.data);
    });
  });
}

describe('realtime hub relayed through Redis', () => {
  it('reaches the sockets of both servers with one serialisation of the event', async () => {
    const { accessToken: token, userId } = await signedInAt(bases[0]!, 'owner@demo.test');
    const heard: unknown[] = [];
    let allHeard: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      allHeard = resolve;
    });
    const onEvent = (data: unknown) => {
      heard.push(data);
      if (heard.length === 2 * SOCKETS_EACH) allHeard();
    };
    const sockets = await Promise.all(
      bases.flatMap((base) => Array.from({ length: SOCKETS_EACH }, () => listen(base, token, onEvent))),
    );
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      // With a relay the publishing process delivers when Redis hands the message back: 0 now.
      expect(apps[0]!.proofdesk.hub.publish([userId], 'reload-sidebar', { n: 1 })).toBe(0);
      await done;
      const events = stringify.mock.calls.filter(([value]) => (value as { type?: string })?.type === 'event');
      expect(events).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
    expect(heard).toEqual(Array.from({ length: 2 * SOCKETS_EACH }, () => ({ n: 1 })));
    for (const socket of sockets) socket.close();
  });

  it('forwards the payload text unchanged and ignores foreign messages on the channel', () => {
    const payload = '{"type":"event","event":"reload-order","data":{"orderId":"o\\n1"}}';
    const message = { to: 'users' as const, userIds: ['u1', 'u2'], payload };
    expect(decodeRelayed(encodeRelayed(message))).toEqual(message);
    const ended = { to: 'end-session' as const, sessionId: 's1', payload };
    expect(decodeRelayed(encodeRelayed(ended))).toEqual(ended);
    for (const foreign of [
      'hello',
      '{"to":"users"}\n{}',
      '{"to":"nobody","sessionId":"s"}\nx',
      'not json\n{}',
    ])
      expect(decodeRelayed(foreign)).toBeUndefined();
  });
});
