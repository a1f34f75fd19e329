import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { actor, idsOf, insertOrder, ordersOf } from '../orders-fixtures';

describe('GET /order', () => {
  it('lists the caller’s non-archived orders as order cards with paging meta', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.get('/order?limit=10&page=2');
    expect(response.statusCode).toBe(200);
    const { orders, meta } = ordersOf(response.body);
    const { n } = app.proofdesk.data
      .sqlite!.prepare(
        "SELECT COUNT(*) AS n FROM orders WHERE client_id = 'client-northwind' AND archived_at IS NULL",
      )
      .get() as { n: number };
    expect(meta).toEqual({ page: 2, limit: 10, total: n, totalPages: Math.ceil(n / 10) });
    expect(orders).toHaveLength(10);
    expect(Object.keys(orders[0]!)).toEqual(
      expect.arrayContaining(['id', 'orderName', 'orderId', 'serviceName', 'createdAt', 'dueDate']),
    );
    expect(Object.keys(orders[0]!)).toEqual(
      expect.arrayContaining(['positionOrder', 'orderStateStatus', 'orderCreator', 'operator', 'client']),
    );
    expect(orders[0]).toHaveProperty('packageName', 'Studio Pro (monthly)');
    const archived = app.proofdesk.data
      .sqlite!.prepare('SELECT id FROM orders WHERE archived_at IS NOT NULL')
      .all();
    expect(archived.length).toBeGreaterThan(0);
    const all = idsOf((await owner.get('/order?limit=200')).body);
    for (const { id } of archived as { id: string }[]) expect(all).not.toContain(id);
  });

  it('defaults to 50 per page and answers an empty page past the end with the total', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    expect(ordersOf((await owner.get('/order')).body).meta.limit).toBe(50);
    const past = ordersOf((await owner.get('/order?page=99')).body);
    expect(past.orders).toEqual([]);
    expect(past.meta.total).toBeGreaterThan(50);
  });

  it('refuses malformed filters with 400', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    for (const query of [
      'limit=201',
      'limit=0',
      'page=0',
      'createdAtStart=2026-01-01',
      'createdAtStart=2026/02/30',
      'queueTime=90:10',
      'orderProgress=sleeping',
      'unknown=1',
      `customSearch=${'x'.repeat(101)}`,
    ]) {
      const response = await owner.get(`/order?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Invalid request' });
    }
  });

  it('answers 401 without a session and scopes every account to its own orders', async () => {
    const app = await testServer();
    expect((await app.inject({ method: 'GET', url: '/api/order' })).statusCode).toBe(401);
    const harbor = await actor(app, 'harbor@demo.test');
    const harborIds = idsOf((await harbor.get('/order?limit=200')).body);
    const clientsOf = (ids: string[]) =>
      new Set(
        ids.map(
          (id) =>
            (
              app.proofdesk.data.sqlite!.prepare('SELECT client_id FROM orders WHERE id = ?').get(id) as {
                client_id: string;
              }
            ).client_id,
        ),
      );
    expect(clientsOf(harborIds)).toEqual(new Set(['client-harbor']));
    // The reseller sees its customers' orders; an internal role sees every account.
    const reseller = await actor(app, 'reseller@demo.test');
    expect(clientsOf(idsOf((await reseller.get('/order?limit=200')).body))).toEqual(
      new Set(['client-harbor', 'client-summit']),
    );
    const manager = await actor(app, 'manager@demo.test');
    expect(clientsOf(idsOf((await manager.get('/order?limit=200')).body)).size).toBe(3);
  });

  it('shows the company name only to callers with ORDER_LIST_COMPANY_NAME', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const operator = await actor(app, 'operator@demo.test');
    const cso = await actor(app, 'cso@demo.test');
    expect(ordersOf((await owner.get('/order?limit=5')).body).orders[0]).not.toHaveProperty('company');
    for (const user of [operator, cso]) {
      const card = ordersOf((await user.get('/order?customerId=client-harbor&limit=1')).body).orders[0];
      expect(card?.company).toEqual({ name: 'Harbor Cafe' });
      expect(card?.client).toBe('Brightline Print');
    }
  });
});

describe('GET /order filters', () => {
  it('includes the whole end day (00:00:00 to 24:00:00 in the caller’s zone) and nothing after', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test'); // America/New_York, UTC-5 in January
    const before = insertOrder(app, { name: 'Range probe', created_at: '2026-01-15T04:59:59.000Z' });
    const first = insertOrder(app, { name: 'Range probe', created_at: '2026-01-15T05:00:00.000Z' });
    const last = insertOrder(app, { name: 'Range probe', created_at: '2026-01-17T04:59:00.000Z' });
    const after = insertOrder(app, { name: 'Range probe', created_at: '2026-01-17T05:00:00.000Z' });
    const ids = idsOf(
      (await owner.get('/order?customSearch=Range%20probe&createdAtStart=2026/01/15&createdAtEnd=2026/01/16'))
        .body,
    );
    expect(ids.sort()).toEqual([first, last].sort());
    expect(ids).not.toContain(before);
    expect(ids).not.toContain(after);
    const due = insertOrder(app, { name: 'Due probe', due_date: '2026-02-02T04:30:00.000Z' });
    const dueIds = idsOf((await owner.get('/order?customSearch=Due%20probe&dueDateEnd=2026/02/01')).body);
    expect(dueIds).toEqual([due]);
    expect(idsOf((await owner.get('/order?customSearch=Due%20probe&dueDateStart=2026/02/02')).body)).toEqual(
      [],
    );
  });

  it('matches queue and work time buckets 0:50, 51:75 and 76', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const at = (percent: number) =>
      insertOrder(app, { name: 'Bucket probe', queue_percent: percent, work_percent: 100 - percent });
    // work percents: 50, 49, 25, 24
    const [p50, p51, p75, p76] = [at(50), at(51), at(75), at(76)];
    const query = (field: string, bucket: string) =>
      owner.get(`/order?customSearch=Bucket%20probe&${field}=${bucket}`).then((r) => idsOf(r.body).sort());
    expect(await query('queueTime', '0:50')).toEqual([p50]);
    expect(await query('queueTime', '51:75')).toEqual([p51, p75].sort());
    expect(await query('queueTime', '76')).toEqual([p76]);
    expect(await query('workTime', '0:50')).toEqual([p50, p51, p75, p76].sort());
    expect(await query('workTime', '51:75')).toEqual([]);
    expect(await query('queueTime', '0:50,76')).toEqual([p50, p76].sort());
  });

  it('searches order name, order number and service name, and narrows by progress', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const named = insertOrder(app, { name: 'Zebra crossing poster', order_number: 777001 });
    const service = insertOrder(app, { name: 'Plain', service_id: 'svc-packaging', status: 'new-order' });
    expect(idsOf((await owner.get('/order?customSearch=zebra')).body)).toEqual([named]);
    expect(idsOf((await owner.get('/order?customSearch=777001')).body)).toEqual([named]);
    // Wildcards are literal: '%' matches nothing rather than everything.
    expect(idsOf((await owner.get('/order?customSearch=%25')).body)).toEqual([]);
    const packaging = idsOf((await owner.get('/order?customSearch=packaging&limit=200')).body);
    expect(packaging).toContain(service);
    const ready = ordersOf((await owner.get('/order?orderProgress=ready-to-go&limit=200')).body).orders;
    expect(ready.length).toBeGreaterThan(0);
    expect(ready.every((card) => card.progress === 'new-order')).toBe(true);
    const notFrozen = ordersOf((await owner.get('/order?orderProgress=in-review,not-frozen&limit=200')).body);
    expect(notFrozen.orders.every((card) => card.progress === 'in-review' && !card.isFrozen)).toBe(true);
  });

  it('filters by creator, manager, operator, service, category and client', async () => {
    const app = await testServer();
    const manager = await actor(app, 'manager@demo.test');
    const check = async (query: string, column: string, expected: string) => {
      const ids = idsOf((await manager.get(`/order?${query}&limit=200`)).body);
      expect(ids.length, query).toBeGreaterThan(0);
      for (const id of ids) {
        const row = app.proofdesk.data
          .sqlite!.prepare(
            `SELECT ${column} AS v FROM orders o LEFT JOIN services s ON s.id = o.service_id WHERE o.id = ?`,
          )
          .get(id) as { v: string };
        expect(row.v, query).toBe(expected);
      }
    };
    await check('creatorId=user-staff', 'o.creator_id', 'user-staff');
    await check('managerId=user-creative', 'o.manager_id', 'user-creative');
    await check('operatorId=user-operator', 'o.operator_id', 'user-operator');
    await check('serviceType=svc-flyer', 'o.service_id', 'svc-flyer');
    await check('serviceCategory=cat-print', 's.category_id', 'cat-print');
    await check('customerId=client-summit', 'o.client_id', 'client-summit');
    const brightline = ordersOf((await manager.get('/order?clientId=client-brightline&limit=200')).body);
    expect(brightline.meta.total).toBe(12);
  });
});

describe('GET /order/archived and /order/search', () => {
  it('lists only archived orders, filtered by the updated-date range', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const archived = insertOrder(app, {
      name: 'Archived probe',
      archived_at: '2026-01-20T12:00:00.000Z',
      updated_at: '2026-01-20T12:00:00.000Z',
    });
    const { orders } = ordersOf((await owner.get('/order/archived?limit=200')).body);
    expect(orders.map((card) => card.id)).toContain(archived);
    const flagged = app.proofdesk.data
      .sqlite!.prepare('SELECT COUNT(*) AS n FROM orders WHERE archived_at IS NOT NULL AND client_id = ?')
      .get('client-northwind') as { n: number };
    expect(orders).toHaveLength(flagged.n);
    const range = (start: string, end: string) =>
      owner.get(
        `/order/archived?customSearch=Archived%20probe&updatedDateStart=${start}&updatedDateEnd=${end}`,
      );
    expect(idsOf((await range('2026/01/20', '2026/01/20')).body)).toEqual([archived]);
    expect(idsOf((await range('2026/01/21', '2026/01/22')).body)).toEqual([]);
    // Sorted as GET /order is (the archived list is a table with sortable columns too).
    insertOrder(app, { name: 'Archived probe B', archived_at: '2026-01-21T12:00:00.000Z' });
    const byName = async (ascending: boolean) =>
      ordersOf(
        (
          await owner.get(
            `/order/archived?customSearch=Archived%20probe&sortType=orderName&sortAsc=${ascending}`,
          )
        ).body,
      ).orders.map((card) => card.orderName);
    expect(await byName(true)).toEqual(['Archived probe', 'Archived probe B']);
    expect(await byName(false)).toEqual(['Archived probe B', 'Archived probe']);
    expect((await owner.get('/order/archived?sortType=nope')).statusCode).toBe(400);
    expect((await owner.get('/order/archived?orderProgress=approved')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/order/archived' })).statusCode).toBe(401);
  });

  it('quick search answers at most 10 cards in data.orders', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.get('/order/search?customSearch=a');
    expect(response.statusCode).toBe(200);
    const { orders } = response.json().data as { orders: unknown[] };
    expect(orders).toHaveLength(10);
    expect(Object.keys(response.json().data)).toEqual(['orders']);
    expect((await owner.get('/order/search?customSearch=a&limit=11')).statusCode).toBe(400);
    expect((await owner.get('/order/search')).statusCode).toBe(400);
    const harbor = await actor(app, 'harbor@demo.test');
    const theirs = (await harbor.get('/order/search?customSearch=a')).json().data.orders as { id: string }[];
    const mine = new Set((orders as { id: string }[]).map((order) => order.id));
    expect(theirs.some((order) => mine.has(order.id))).toBe(false);
  });
});
