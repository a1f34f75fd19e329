import { Value } from '@sinclair/typebox/value';
import { Notification } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, testServer } from '../helpers';

type Paged = { success: boolean; data: Notification[]; meta: { page: number; totalPages: number } };

async function owner() {
  const app = await testServer();
  const { accessToken } = await signIn(app, 'owner@demo.test');
  const get = async (url: string, token = accessToken) =>
    app.inject({ method: 'GET', url, headers: bearer(token) });
  return { app, get, accessToken };
}

describe('GET /message/groups', () => {
  it('answers the newest notification of each group with its totals, page 1 of 10 by default', async () => {
    const { get } = await owner();
    const response = await get('/api/message/groups');
    expect(response.statusCode).toBe(200);
    const body = response.json<Paged>();
    expect(body.success).toBe(true);
    expect(body.meta).toEqual({ page: 1, totalPages: 2 });
    expect(body.data).toHaveLength(10);
    for (const item of body.data) expect(Value.Check(Notification, item)).toBe(true);
    const commented = body.data.find((item) => item.group === 'order-order-18');
    // order-18 has 4 messages (one read), the newest the operator's comment on its poster.
    expect(commented).toMatchObject({
      group: 'order-order-18',
      title: 'Omar Ortiz commented on Poster.png',
      totalMessage: 4,
      totalRead: 1,
      isRead: false,
      read: null,
      username: 'Omar Ortiz',
    });
    expect(commented?.data).toMatchObject({
      target: 'attachment-annotation',
      widgetType: 'order-comment-user',
      targetId: { cardId: 'order-18', public: true },
    });
    const created = body.data.map((item) => item.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages with page and limit', async () => {
    const { get } = await owner();
    const second = (await get('/api/message/groups?page=2&limit=3')).json<Paged>();
    expect(second.meta).toEqual({ page: 2, totalPages: 4 });
    expect(second.data).toHaveLength(3);
    const last = (await get('/api/message/groups?page=4&limit=3')).json<Paged>();
    expect(last.data).toHaveLength(2);
    const beyond = (await get('/api/message/groups?page=9&limit=3')).json<Paged>();
    expect(beyond).toEqual({ success: true, data: [], meta: { page: 9, totalPages: 4 } });
  });

  it('refuses bad paging with the 400 envelope', async () => {
    const { get } = await owner();
    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=abc', 'page=1.5', 'sort=desc']) {
      const response = await get(`/api/message/groups?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Invalid request' });
    }
  });

  it('needs a session', async () => {
    const app = await testServer();
    const response = await app.inject({ method: 'GET', url: '/api/message/groups' });
    expect(response.statusCode).toBe(401);
    expect(response.json().reauth).toBe(true);
  });
});

describe('GET /message/group/:id', () => {
  it("lists one group's notifications newest first, paged", async () => {
    const { get } = await owner();
    const all = (await get('/api/message/group/order-order-18')).json<Paged>();
    expect(all.meta).toEqual({ page: 1, totalPages: 1 });
    expect(all.data.map((item) => item.group)).toEqual(Array(4).fill('order-order-18'));
    expect(all.data.every((item) => item.totalMessage === 4 && item.totalRead === 1)).toBe(true);
    expect(all.data.map((item) => item.data.widgetType)).toEqual([
      'order-comment-user',
      'order-comment-user',
      'order-comment-customer',
      'order-comment-user',
    ]);
    const paged = (await get('/api/message/group/order-order-18?limit=3&page=2')).json<Paged>();
    expect(paged.meta).toEqual({ page: 2, totalPages: 2 });
    expect(paged.data.map((item) => item.id)).toEqual([all.data[3]?.id]);
  });

  it("answers 404 for another user's group and an unknown one", async () => {
    const { app, get } = await owner();
    const staff = await signIn(app, 'staff@demo.test');
    // order-order-18 is the owner's group only.
    expect((await get('/api/message/group/order-order-18', staff.accessToken)).statusCode).toBe(404);
    const unknown = await get('/api/message/group/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Notification group not found.' });
    expect((await get(`/api/message/group/${'g'.repeat(129)}`)).statusCode).toBe(400);
  });
});

describe('GET /message (flat list) and GET /message/unread-count', () => {
  it('lists every notification newest first with paging meta', async () => {
    const { get } = await owner();
    const first = (await get('/api/message')).json<Paged>();
    expect(first.meta).toEqual({ page: 1, totalPages: 2 });
    expect(first.data).toHaveLength(10);
    const second = (await get('/api/message?page=2')).json<Paged>();
    expect(second.data).toHaveLength(7);
    const times = [...first.data, ...second.data].map((item) => item.created);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.data, ...second.data].map((item) => item.id)).size).toBe(17);
    const all = [...first.data, ...second.data];
    expect(all.some((item) => item.data.target === 'order-detail' && item.isRead)).toBe(true);
    expect((await get('/api/message?limit=500')).statusCode).toBe(400);
  });

  it('counts unread notifications (12 for the owner: the badge shows 9+)', async () => {
    const { app, get } = await owner();
    expect((await get('/api/message/unread-count')).json()).toEqual({ success: true, data: { count: 12 } });
    const operator = await signIn(app, 'operator@demo.test');
    expect((await get('/api/message/unread-count', operator.accessToken)).json().data).toEqual({ count: 2 });
    expect((await app.inject({ method: 'GET', url: '/api/message/unread-count' })).statusCode).toBe(401);
  });
});
