import { Value } from '@sinclair/typebox/value';
import { Notification } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notify } from '../../../../../host-demo/server/notifications';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

type Message = { type: string; event?: string; data?: unknown };

async function listening() {
  const app = await testServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `ws://127.0.0.1:${port}/api/realtime` };
}

/** An authenticated socket that records every event it receives. */
async function socketFor(url: string, token: string) {
  const socket = new WebSocket(url);
  const events: Message[] = [];
  const waiters: (() => void)[] = [];
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ready = new Promise<void>((resolve) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Message;
      if (message.type === 'ready') resolve();
      else events.push(message);
      for (const wake of waiters.splice(0)) wake();
    });
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  /** Resolves once `count` events arrived; a ping round trip proves none are still in flight. */
  const settle = async () => {
    const before = events.length;
    socket.send(JSON.stringify({ type: 'ping' }));
    while (!events.slice(before).some((event) => event.type === 'pong')) {
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return events.filter((event) => event.type === 'event');
  };
  return { socket, settle };
}

describe('realtime events of the notification API', () => {
  it('a mutation publishes fetch-messages to the caller’s sockets only', async () => {
    const { app, url } = await listening();
    const owner = await signIn(app, 'owner@demo.test');
    const staff = await signIn(app, 'staff@demo.test');
    const ownerSocket = await socketFor(url, owner.accessToken);
    const staffSocket = await socketFor(url, staff.accessToken);
    const csrf = await csrfFor(app, owner.accessToken, 'customer:profile');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/message/read',
      headers: { ...bearer(owner.accessToken), 'x-csrf-token': csrf },
    });
    expect(response.statusCode).toBe(200);
    expect(await ownerSocket.settle()).toEqual([{ type: 'event', event: 'fetch-messages', data: null }]);
    expect(await staffSocket.settle()).toEqual([]);
    // Nothing left to mark: no event.
    await app.inject({
      method: 'PUT',
      url: '/api/message/read',
      headers: { ...bearer(owner.accessToken), 'x-csrf-token': csrf },
    });
    expect(await ownerSocket.settle()).toHaveLength(1);
    ownerSocket.socket.close();
    staffSocket.socket.close();
  });

  it('notify() stores one notification per user and pushes show-notification then fetch-messages', async () => {
    const { app, url } = await listening();
    const owner = await signIn(app, 'owner@demo.test');
    const ownerSocket = await socketFor(url, owner.accessToken);
    const created = await notify(app.proofdesk, ['user-owner', 'user-staff', 'user-owner', 'user-nobody'], {
      group: 'order-order-18',
      title: 'Sam Stafford commented',
      message: 'Looks great!',
      username: 'Sam Stafford',
      orderId: 'order-18',
      data: {
        target: 'order-detail',
        targetId: 'order-18',
        widgetType: 'order-comment-customer',
        cardNumber: 1001,
        cardTitle: 'Logo',
        cardProgress: 'in-review',
      },
    });
    expect(created.map((item) => item.group)).toEqual(['order-order-18', 'order-order-18']);
    const events = await ownerSocket.settle();
    expect(events.map((event) => event.event)).toEqual(['show-notification', 'fetch-messages']);
    const pushed = events[0]?.data as Notification;
    expect(Value.Check(Notification, pushed)).toBe(true);
    expect(pushed).toMatchObject({
      title: 'Sam Stafford commented',
      isRead: false,
      totalMessage: 5,
      totalRead: 1,
    });
    const count = await app.inject({
      method: 'GET',
      url: '/api/message/unread-count',
      headers: bearer(owner.accessToken),
    });
    expect(count.json().data.count).toBe(13);
    expect(await notify(app.proofdesk, [], { ...created[0]!, data: created[0]!.data })).toEqual([]);
    ownerSocket.socket.close();
  });
});
