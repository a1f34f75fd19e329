import { REALTIME_EVENTS } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, signIn, testServer } from '../helpers';

async function listening(options: Parameters<typeof testServer>[0] = {}) {
  const app = await testServer(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `ws://127.0.0.1:${port}/api/realtime` };
}

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const nextMessage = (socket: WebSocket) =>
  new Promise<Record<string, unknown>>((resolve) =>
    socket.once('message', (raw) => resolve(JSON.parse(String(raw)))),
  );

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

async function authed(url: string, token: string) {
  const socket = await connect(url);
  const ready = nextMessage(socket);
  socket.send(JSON.stringify({ type: 'auth', token }));
  expect(await ready).toEqual({ type: 'ready' });
  return socket;
}

describe('realtime socket /api/realtime', () => {
  it('exports the 11 event kinds', () => {
    expect(REALTIME_EVENTS).toHaveLength(11);
    expect(new Set(REALTIME_EVENTS).size).toBe(11);
  });

  it('answers ready to a valid auth message, pong to ping, and ignores garbage', async () => {
    const { app, url } = await listening();
    const { accessToken } = await signIn(app, 'owner@demo.test');
    const socket = await connect(url);
    socket.send('{not json');
    socket.send(Buffer.from([0xff, 0xfe]));
    const ready = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'auth', token: accessToken }));
    expect(await ready).toEqual({ type: 'ready' });
    socket.send('also not json');
    const pong = nextMessage(socket);
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await pong).toEqual({ type: 'pong' });
    expect(app.proofdesk.hub.size).toBe(1);
    socket.close();
  });

  it('closes with 4401 on a bad token or a non-auth first message', async () => {
    const { url } = await listening();
    for (const message of [{ type: 'auth', token: 'nope' }, { type: 'ping' }, { type: 'auth' }]) {
      const socket = await connect(url);
      const code = closed(socket);
      socket.send(JSON.stringify(message));
      expect(await code).toBe(4401);
    }
  });

  it('closes with 4401 when no auth arrives in time', async () => {
    const { url } = await listening({ realtimeAuthTimeoutMs: 100 });
    const socket = await connect(url);
    const started = Date.now();
    expect(await closed(socket)).toBe(4401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('publishes events only to the addressed user’s sockets', async () => {
    const { app, url } = await listening();
    const owner = await signIn(app, 'owner@demo.test');
    const staff = await signIn(app, 'staff@demo.test');
    const ownerSocket = await authed(url, owner.accessToken);
    const staffSocket = await authed(url, staff.accessToken);
    const received = nextMessage(ownerSocket);
    const staffMessages: unknown[] = [];
    staffSocket.on('message', (raw) => staffMessages.push(JSON.parse(String(raw))));
    expect(app.proofdesk.hub.publish(['user-owner'], 'reload-order', { orderId: '42' })).toBe(1);
    expect(await received).toEqual({ type: 'event', event: 'reload-order', data: { orderId: '42' } });
    // A round trip on the staff socket: anything published to it would have arrived before the pong.
    const pong = nextMessage(staffSocket);
    staffSocket.send(JSON.stringify({ type: 'ping' }));
    await pong;
    expect(staffMessages).toEqual([{ type: 'pong' }]);
    ownerSocket.close();
    staffSocket.close();
  });

  it('pushes force-logout to the session’s sockets on logout, then closes them', async () => {
    const { app, url } = await listening();
    const mine = await signIn(app, 'owner@demo.test');
    const otherTab = await signIn(app, 'owner@demo.test');
    const socket = await authed(url, mine.accessToken);
    const otherSocket = await authed(url, otherTab.accessToken);
    const pushed = nextMessage(socket);
    const code = closed(socket);
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(mine.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(await pushed).toEqual({ type: 'event', event: 'force-logout', data: { reason: 'signed-out' } });
    expect(await code).toBe(4401);
    // The other session's socket stays open.
    expect(otherSocket.readyState).toBe(WebSocket.OPEN);
    otherSocket.close();
  });

  it('answers plain HTTP on the socket path with a 4xx envelope', async () => {
    const app = await testServer();
    const response = await app.inject({ method: 'GET', url: '/api/realtime' });
    expect(response.statusCode).toBe(426);
    expect(response.json().success).toBe(false);
  });
});
