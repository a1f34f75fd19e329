import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, csrfFor, signIn, testServer } from '../helpers';

async function signedIn(app: FastifyInstance, username: string, client: 'customer' | 'admin' = 'customer') {
  const { accessToken } = await signIn(app, username);
  const csrf = await csrfFor(app, accessToken, `${client}:profile`);
  const send = (method: 'PUT' | 'DELETE', url: string, token: string | null = csrf) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(accessToken), ...(token ? { 'x-csrf-token': token } : {}) },
    });
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: bearer(accessToken) })).json();
  return { accessToken, csrf, send, get };
}

const idsOf = (app: FastifyInstance, userId: string, where = '1 = 1') =>
  (
    app.proofdesk.data
      .sqlite!.prepare(`SELECT id FROM notifications WHERE user_id = ? AND ${where} ORDER BY created_at DESC`)
      .all(userId) as { id: string }[]
  ).map((row) => row.id);

describe('PUT /message/:id/read and DELETE /message/:id', () => {
  it('marks one notification read and answers the new unread count', async () => {
    const app = await testServer();
    const owner = await signedIn(app, 'owner@demo.test');
    const [id] = idsOf(app, 'user-owner', 'read_at IS NULL');
    const response = await owner.send('PUT', `/api/message/${id}/read`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { changed: 1, unreadCount: 11 } });
    const flat = await owner.get('/api/message?limit=100');
    const item = flat.data.find((n: { id: string }) => n.id === id);
    expect(item.isRead).toBe(true);
    expect(typeof item.read).toBe('string');
    // Again: nothing changes, still a success.
    expect((await owner.send('PUT', `/api/message/${id}/read`)).json().data).toEqual({
      changed: 0,
      unreadCount: 11,
    });
  });

  it('deletes one notification', async () => {
    const app = await testServer();
    const owner = await signedIn(app, 'owner@demo.test');
    const [id] = idsOf(app, 'user-owner');
    expect((await owner.send('DELETE', `/api/message/${id}`)).json().data.changed).toBe(1);
    expect(idsOf(app, 'user-owner')).toHaveLength(16);
    expect((await owner.send('DELETE', `/api/message/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's notification and leaves it alone", async () => {
    const app = await testServer();
    const owner = await signedIn(app, 'owner@demo.test');
    const [staffId] = idsOf(app, 'user-staff', 'read_at IS NULL');
    for (const [method, url] of [
      ['PUT', `/api/message/${staffId}/read`],
      ['DELETE', `/api/message/${staffId}`],
    ] as const) {
      const response = await owner.send(method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Notification not found.' });
    }
    expect(idsOf(app, 'user-staff', 'read_at IS NULL')).toContain(staffId);
  });

  it('needs the profile anti-forgery token and a valid id', async () => {
    const app = await testServer();
    const owner = await signedIn(app, 'owner@demo.test');
    const [id] = idsOf(app, 'user-owner');
    const cart = await csrfFor(app, owner.accessToken, 'customer:cart');
    for (const token of [null, 'forged', cart]) {
      const response = await owner.send('DELETE', `/api/message/${id}`, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Invalid or missing anti-forgery token.');
    }
    expect((await owner.send('PUT', `/api/message/${'x'.repeat(65)}/read`)).statusCode).toBe(400);
    expect(idsOf(app, 'user-owner')).toContain(id);
  });
});

describe('PUT /message/read and DELETE /message (all)', () => {
  it("marks all of the caller's notifications read, nobody else's", async () => {
    const app = await testServer();
    const owner = await signedIn(app, 'owner@demo.test');
    expect((await owner.send('PUT', '/api/message/read')).json().data).toEqual({
      changed: 12,
      unreadCount: 0,
    });
    expect(idsOf(app, 'user-staff', 'read_at IS NULL')).toHaveLength(2);
    expect((await owner.send('PUT', '/api/message/read', null)).statusCode).toBe(403);
  });

  it("deletes all of the caller's notifications; the lists are then empty", async () => {
    const app = await testServer();
    const owner = await signedIn(app, 'owner@demo.test');
    expect((await owner.send('DELETE', '/api/message')).json().data).toEqual({ changed: 17, unreadCount: 0 });
    expect(await owner.get('/api/message/groups')).toEqual({
      success: true,
      data: [],
      meta: { page: 1, totalPages: 0 },
    });
    expect(idsOf(app, 'user-staff')).toHaveLength(3);
  });

  it('works the same for admin-client users with the admin:profile scope', async () => {
    const app = await testServer();
    const operator = await signedIn(app, 'operator@demo.test', 'admin');
    expect((await operator.send('PUT', '/api/message/read')).json().data).toEqual({
      changed: 2,
      unreadCount: 0,
    });
    const customerScope = await csrfFor(
      app,
      (await signIn(app, 'owner@demo.test')).accessToken,
      'customer:profile',
    );
    expect((await operator.send('DELETE', '/api/message', customerScope)).statusCode).toBe(403);
  });
});

describe('PUT /message/group/:group/read and DELETE /message/group/:group', () => {
  it('marks one group read and leaves the other groups unread', async () => {
    const app = await testServer();
    const owner = await signedIn(app, 'owner@demo.test');
    const response = await owner.send('PUT', '/api/message/group/order-order-18/read');
    expect(response.json().data).toEqual({ changed: 3, unreadCount: 9 });
    const group = await owner.get('/api/message/group/order-order-18');
    expect(
      group.data.every((item: { isRead: boolean; totalRead: number }) => item.isRead && item.totalRead === 4),
    ).toBe(true);
    const groups = await owner.get('/api/message/groups');
    expect(groups.data.find((item: { group: string }) => item.group === 'order-order-2').totalRead).toBe(0);
  });

  it('deletes one group', async () => {
    const app = await testServer();
    const owner = await signedIn(app, 'owner@demo.test');
    expect((await owner.send('DELETE', '/api/message/group/order-order-2')).json().data.changed).toBe(3);
    expect((await owner.get('/api/message/groups')).data).toHaveLength(10);
    expect((await owner.send('DELETE', '/api/message/group/order-order-2')).statusCode).toBe(404);
  });

  it("answers 404 for another user's group and refuses without a token", async () => {
    const app = await testServer();
    const staff = await signedIn(app, 'staff@demo.test');
    expect((await staff.send('PUT', '/api/message/group/order-order-18/read')).statusCode).toBe(404);
    expect((await staff.send('DELETE', '/api/message/group/order-order-18')).statusCode).toBe(404);
    expect(idsOf(app, 'user-owner', "group_key = 'order-order-18'")).toHaveLength(4);
    const anonymous = await app.inject({ method: 'DELETE', url: '/api/message/group/order-order-18' });
    expect(anonymous.statusCode).toBe(401);
  });
});
