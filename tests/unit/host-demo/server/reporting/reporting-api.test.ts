import type { FastifyInstance } from 'fastify';
import type { OperatorReport, OrderReport } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { actor, insertOrder } from '../orders-fixtures';

// Reporting (issue 26): buckets, turnaround, time in review, per service, per operator, and who
// may read what. The fixture orders live in January 2026, before the demo's (the last 120 days),
// so the figures are exactly theirs. Runs on SQLite and (server-postgres) on PostgreSQL.

let changes = 0;
function history(app: FastifyInstance, orderId: string, steps: [string, string][]) {
  let from = 'new-order';
  for (const [to, at] of steps) {
    changes += 1;
    app.proofdesk.data
      .sqlite!.prepare(
        `INSERT INTO order_status_changes (id, order_id, from_status, to_status, user_id, changed_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(`test-change-${changes}`, orderId, from, to, 'user-operator', at);
    from = to;
  }
}

/** Northwind's A (finished: 54 h turnaround, 18 h in review, 26 h worked), B (still in progress), Harbor's C. */
function fixtures(app: FastifyInstance) {
  const a = insertOrder(app, {
    status: 'completed',
    operator_id: 'user-operator',
    created_at: '2026-01-05T00:00:00.000Z',
    updated_at: '2026-01-08T00:00:00.000Z',
  });
  history(app, a, [
    ['in-progress', '2026-01-05T10:00:00.000Z'],
    ['in-review', '2026-01-06T00:00:00.000Z'],
    ['gr-revision', '2026-01-06T12:00:00.000Z'],
    ['in-review', '2026-01-07T00:00:00.000Z'],
    ['approved', '2026-01-07T06:00:00.000Z'],
    ['completed', '2026-01-08T00:00:00.000Z'],
  ]);
  const b = insertOrder(app, {
    status: 'in-progress',
    operator_id: 'user-operator',
    created_at: '2026-01-06T00:00:00.000Z',
    updated_at: '2026-01-06T06:00:00.000Z',
  });
  history(app, b, [['in-progress', '2026-01-06T06:00:00.000Z']]);
  const c = insertOrder(app, {
    client_id: 'client-harbor',
    creator_id: 'user-harbor',
    service_id: 'svc-flyer',
    status: 'approved',
    created_at: '2026-01-09T00:00:00.000Z',
    updated_at: '2026-01-10T00:00:00.000Z',
  });
  history(app, c, [['approved', '2026-01-10T00:00:00.000Z']]);
  return { a, b, c };
}

const JANUARY = 'from=2026-01-01&to=2026-01-31';

describe('GET /reporting/orders', () => {
  it('buckets orders by week (Monday first) with turnaround and time in review, per service, for the caller’s account', async () => {
    const app = await testServer();
    fixtures(app);
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.get(`/reporting/orders?${JANUARY}&granularity=week`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data as OrderReport;
    expect(report.period).toEqual({ from: '2026-01-01', to: '2026-01-31', granularity: 'week' });
    expect(report.buckets.map((bucket) => bucket.start)).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
      '2026-01-26',
    ]);
    const week = report.buckets[1]!;
    expect(week).toMatchObject({ created: 2, finished: 1, turnaroundHours: 54, reviewHours: 18 });
    expect(week.byStatus).toMatchObject({ completed: 1, 'in-progress': 1, approved: 0 });
    expect(report.buckets[0]).toMatchObject({ created: 0, finished: 0, turnaroundHours: null });
    expect(report.services).toEqual([
      {
        serviceId: 'svc-logo',
        serviceName: 'Logo Design',
        created: 2,
        finished: 1,
        turnaroundHours: 54,
        medianTurnaroundHours: 54,
        reviewHours: 18,
      },
    ]);
    expect(report.serviceOptions.map((option) => option.id)).toContain('svc-flyer');
  });

  it('shows managers every account, by day and month, and narrows by service', async () => {
    const app = await testServer();
    fixtures(app);
    const manager = await actor(app, 'manager@demo.test');
    const byDay = (await manager.get(`/reporting/orders?${JANUARY}&granularity=day`)).json()
      .data as OrderReport;
    expect(byDay.buckets).toHaveLength(31);
    expect(byDay.buckets.find((bucket) => bucket.start === '2026-01-10')).toMatchObject({
      finished: 1,
      turnaroundHours: 24,
      reviewHours: 0,
    });
    const byMonth = (await manager.get(`/reporting/orders?${JANUARY}&granularity=month`)).json()
      .data as OrderReport;
    expect(byMonth.buckets).toEqual([
      expect.objectContaining({ start: '2026-01-01', created: 3, finished: 2 }),
    ]);
    const flyers = (
      await manager.get(`/reporting/orders?${JANUARY}&granularity=month&serviceId=svc-flyer`)
    ).json().data as OrderReport;
    expect(flyers.buckets[0]).toMatchObject({ created: 1, finished: 1 });
    expect(flyers.services.map((service) => service.serviceId)).toEqual(['svc-flyer']);
  });

  it('records a status move of the board as a status change the report reads', async () => {
    const app = await testServer();
    const id = insertOrder(app, {
      status: 'in-review',
      created_at: new Date(Date.now() - 48 * 3600_000).toISOString(),
      updated_at: new Date(Date.now() - 48 * 3600_000).toISOString(),
    });
    const owner = await actor(app, 'owner@demo.test');
    const moved = await owner.send('PUT', `/order/${id}/move-progress`, 'card', { progress: 'approved' });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = app.proofdesk.data
      .sqlite!.prepare('SELECT from_status, to_status, user_id FROM order_status_changes WHERE order_id = ?')
      .all(id);
    expect(rows).toEqual([{ from_status: 'in-review', to_status: 'approved', user_id: 'user-owner' }]);
    const today = new Date().toISOString().slice(0, 10);
    const report = (await owner.get(`/reporting/orders?from=${today}&to=${today}&serviceId=svc-logo`)).json()
      .data as OrderReport;
    expect(report.buckets[0]!.finished).toBeGreaterThanOrEqual(1);
  });

  it('refuses roles without reporting, and malformed periods with a 400 envelope', async () => {
    const app = await testServer();
    for (const username of ['operator@demo.test', 'cso@demo.test']) {
      const user = await actor(app, username);
      const response = await user.get(`/reporting/orders?${JANUARY}`);
      expect(response.statusCode, username).toBe(403);
      expect(response.json()).toMatchObject({ success: false });
    }
    const staff = await actor(app, 'staff@demo.test');
    expect((await staff.get(`/reporting/orders?${JANUARY}`)).statusCode).toBe(200);
    for (const query of [
      'from=2026-02-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01&granularity=day',
      'from=2026-01-01&to=2026-01-31&granularity=year',
      'from=2026-01-01',
      `${JANUARY}&extra=1`,
      `${JANUARY}&serviceId=%27%3B--`,
    ]) {
      const response = await staff.get(`/reporting/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false });
    }
    const reversed = await staff.get('/reporting/orders?from=2026-02-01&to=2026-01-01');
    expect(reversed.json().message).toBe('The period is not valid: from must be a real day on or before to.');
    expect((await app.inject({ method: 'GET', url: `/api/reporting/orders?${JANUARY}` })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /reporting/operators', () => {
  it('gives each operator’s workload and working time, per bucket', async () => {
    const app = await testServer();
    fixtures(app);
    const manager = await actor(app, 'manager@demo.test');
    const response = await manager.get(
      '/reporting/operators?from=2026-01-05&to=2026-01-11&granularity=day&operatorId=user-operator',
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data as OperatorReport;
    expect(report.operators).toHaveLength(1);
    // A: 14 h In Progress + 12 h GR Revision; B: In Progress from 01-06 06:00 to the period's end (5 d 18 h).
    expect(report.operators[0]).toMatchObject({
      operatorId: 'user-operator',
      assigned: 2,
      inProgress: 1,
      completed: 1,
      workingHours: 26 + 138,
    });
    expect(report.buckets.map((bucket) => bucket.workingHours[0])).toEqual([14, 30, 24, 24, 24, 24, 24]);
    expect(report.operatorOptions.map((option) => option.id)).toContain('user-operator');
  });

  it('is for user reporting only (managers, admin)', async () => {
    const app = await testServer();
    for (const [username, status] of [
      ['owner@demo.test', 403],
      ['staff@demo.test', 403],
      ['operator@demo.test', 403],
      ['creative@demo.test', 200],
      ['admin', 200],
    ] as const) {
      const user = await actor(app, username);
      const response = await user.get(`/reporting/operators?${JANUARY}`);
      expect(response.statusCode, username).toBe(status);
    }
    const owner = await actor(app, 'owner@demo.test');
    expect((await owner.get(`/reporting/operators?${JANUARY}`)).json().message).toBe(
      'Only managers see operator reporting.',
    );
  });
});
