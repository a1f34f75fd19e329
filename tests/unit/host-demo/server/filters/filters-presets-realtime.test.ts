import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

type Message = { type: string; event?: string; data?: unknown };

/** An authenticated socket; `events()` answers what arrived, after a ping proves nothing is in flight. */
async function socketFor(url: string, token: string) {
  const socket = new WebSocket(url);
  const received: Message[] = [];
  const waiters: (() => void)[] = [];
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ready = new Promise<void>((resolve) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Message;
      if (message.type === 'ready') resolve();
      else received.push(message);
      for (const wake of waiters.splice(0)) wake();
    });
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  const events = async () => {
    const before = received.length;
    socket.send(JSON.stringify({ type: 'ping' }));
    while (!received.slice(before).some((message) => message.type === 'pong')) {
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return received.splice(0).flatMap((message) => (message.type === 'event' ? [message.event] : []));
  };
  return { socket, events };
}

describe('preset changes reach the user’s other tabs', () => {
  it('create, update and delete publish reload-sidebar to the caller only; a refusal publishes nothing', async () => {
    const app = await testServer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const url = `ws://127.0.0.1:${port}/api/realtime`;
    const owner = await signIn(app, 'owner@demo.test');
    const staff = await signIn(app, 'staff@demo.test');
    const ownerTab = await socketFor(url, owner.accessToken);
    const staffTab = await socketFor(url, staff.accessToken);
    const headers = {
      ...bearer(owner.accessToken),
      'x-csrf-token': await csrfFor(app, owner.accessToken, 'customer:filter'),
    };
    const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      app.inject({ method, url: `/api${path}`, headers, ...(payload && { payload }) });

    for (const path of ['/filters', '/archived-order-filters']) {
      const created = await call('POST', path, { name: 'Mine' });
      expect(created.statusCode).toBe(200);
      expect(await ownerTab.events()).toEqual(['reload-sidebar']);
      const id = created.json().id as string;
      expect((await call('PUT', `${path}/${id}`, { name: 'Renamed' })).statusCode).toBe(200);
      expect(await ownerTab.events()).toEqual(['reload-sidebar']);
      // Refused ('Required!'): nothing changed, nothing to refetch.
      expect((await call('PUT', `${path}/${id}`, { name: '' })).statusCode).toBe(400);
      expect(await ownerTab.events()).toEqual([]);
      expect((await call('DELETE', `${path}/${id}`)).statusCode).toBe(200);
      expect(await ownerTab.events()).toEqual(['reload-sidebar']);
    }
    expect(await staffTab.events()).toEqual([]);
    ownerTab.socket.close();
    staffTab.socket.close();
  });
});
