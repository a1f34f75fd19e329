import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signIn, testClock, testServer } from '../helpers';
import { caller, insertProofingOrder, SHAPE } from '../proofing-helpers';
import { fileBytes, storeFile, tempDataDir } from '../upload-helpers';

async function listening(options: Parameters<typeof testServer>[0] = {}) {
  // What the server logs at 'warn' and above, one JSON object per line, kept instead of printed.
  const lines: Record<string, unknown>[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const app = await testServer({ logger: 'warn', logStream, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, lines, url: `ws://127.0.0.1:${port}/api/realtime` };
}

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Every message a socket receives, in order. */
function recorder(socket: WebSocket) {
  const messages: { type: string; event?: string; data?: unknown }[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  return messages;
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

async function authed(url: string, token: string) {
  const socket = await connect(url);
  const messages = recorder(socket);
  socket.send(JSON.stringify({ type: 'auth', token }));
  await expect.poll(() => messages[0]).toEqual({ type: 'ready' });
  return { socket, messages };
}

/** A ping round trip: anything the server sent this socket before it has arrived by then. */
async function settled(socket: WebSocket, messages: { type: string }[]) {
  const pongs = messages.filter((m) => m.type === 'pong').length;
  socket.send(JSON.stringify({ type: 'ping' }));
  await expect.poll(() => messages.filter((m) => m.type === 'pong').length).toBe(pongs + 1);
}

const events = (messages: { type: string; event?: string }[]) =>
  messages.filter((m) => m.type === 'event').map((m) => m.event);

describe('realtime: a socket lives no longer than its session', () => {
  it('closes with 4401 when the token expires, without any event', async () => {
    const { app, url } = await listening({ tokenTtlSeconds: 2 });
    const { accessToken } = await signIn(app, 'owner@demo.test');
    const { socket } = await authed(url, accessToken);
    const started = Date.now();
    expect(await closed(socket)).toBe(4401);
    // Two seconds of token life (sign-in and auth used some of it), with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(app.proofdesk.hub.size).toBe(0);
  });

  it('sends nothing more once the session has expired, even before the timer fires', async () => {
    const clock = testClock('2026-03-02T09:00:00Z');
    const { app, url } = await listening({ now: clock.now });
    const { accessToken } = await signIn(app, 'owner@demo.test');
    const { socket, messages } = await authed(url, accessToken);
    const code = closed(socket);
    expect(app.proofdesk.hub.publish(['user-owner'], 'show-notification', { title: 'before' })).toBe(1);
    clock.advance(12 * 60 * 60 * 1000);
    expect(app.proofdesk.hub.publish(['user-owner'], 'show-notification', { title: 'after' })).toBe(0);
    expect(await code).toBe(4401);
    expect(messages.filter((m) => m.type === 'event').map((m) => m.data)).toEqual([{ title: 'before' }]);
  });
});

describe('realtime: events about internal files reach only their readers', () => {
  async function setup(dataDir?: string) {
    const { app, url } = await listening(dataDir ? { dataDir } : {});
    const fx = insertProofingOrder(app, { status: 'in-progress' });
    const owner = await caller(app, 'owner@demo.test');
    const operator = await caller(app, 'operator@demo.test');
    const manager = await caller(app, 'manager@demo.test');
    const ownerSocket = await authed(url, owner.token);
    const managerSocket = await authed(url, manager.token);
    return { app, fx, owner, operator, ownerSocket, managerSocket };
  }

  async function seen(sockets: { socket: WebSocket; messages: { type: string; event?: string }[] }[]) {
    for (const { socket, messages } of sockets) await settled(socket, messages);
    return sockets.map(({ messages }) => events(messages));
  }

  it('an internal topic: the manager hears reload-timeline, the customer does not', async () => {
    const { fx, operator, owner, ownerSocket, managerSocket } = await setup();
    const internal = `/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.internal}`;
    const created = await operator.call(
      'POST',
      `${internal}/annotation`,
      { message: 'Internal note', mentions: '[]', annotation: SHAPE },
      'card-annotation',
    );
    expect(created.statusCode).toBe(200);
    const [ownerEvents, managerEvents] = await seen([ownerSocket, managerSocket]);
    expect(managerEvents).toContain('reload-timeline');
    expect(ownerEvents).toEqual([]);

    // The same action on a public version reaches the customer: the filter is not a blanket ban.
    const publicBase = `/order/${fx.orderId}/attachment/${fx.review.id}/version/${fx.review.v2}`;
    const shared = await owner.call(
      'POST',
      `${publicBase}/annotation`,
      { message: 'Looks good', mentions: '[]', annotation: SHAPE },
      'card-annotation',
    );
    expect(shared.statusCode).toBe(200);
    const [ownerAfter] = await seen([ownerSocket]);
    expect(ownerAfter).toContain('reload-timeline');
    ownerSocket.socket.close();
    managerSocket.socket.close();
  });

  it('an internal upload and an internal approval are not announced to the customer', async () => {
    const dataDir = tempDataDir();
    const { app, fx, operator, ownerSocket, managerSocket } = await setup(dataDir);
    const creative = await caller(app, 'creative@demo.test');
    const key = await storeFile(app, operator, fx.orderId, 'draft-2.png', fileBytes('draft-2.png', 32));
    const registered = await operator.call(
      'PUT',
      `/upload/attachment/${fx.orderId}`,
      { file: { name: 'draft-2.png', type: 'image/png', size: 32, key } },
      'upload',
      { 'x-upload-source': 'internal' },
    );
    expect(registered.statusCode).toBe(200);
    const approved = await creative.call(
      'POST',
      `/order/${fx.orderId}/${fx.internalFile.id}/attachment-timeline`,
      { timelineType: 'history', attachmentVersionId: fx.internalFile.v1, content: 'Approved' },
      'card',
    );
    expect(approved.statusCode).toBe(200);
    const [ownerEvents, managerEvents = []] = await seen([ownerSocket, managerSocket]);
    expect(managerEvents.filter((event) => event === 'reload-timeline')).toHaveLength(2);
    expect(managerEvents).toContain('reload-order');
    expect(ownerEvents).toEqual([]);
    ownerSocket.socket.close();
    managerSocket.socket.close();
  });
});

describe('realtime: a message over the size limit', () => {
  it('closes the socket with 1009 and logs one line, without a stack trace', async () => {
    const { app, lines, url } = await listening();
    const { accessToken } = await signIn(app, 'owner@demo.test');
    const { socket } = await authed(url, accessToken);
    const code = closed(socket);
    socket.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(10_000) }));
    expect(await code).toBe(1009);
    await expect.poll(() => app.proofdesk.hub.size).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'realtime message over the size limit, socket closed' });
    expect(JSON.stringify(lines[0])).not.toContain('stack');
  });
});
