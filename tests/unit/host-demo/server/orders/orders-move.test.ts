import { canBoardMove, ORDER_STATUSES, type OrderStatus } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { allowedStatusChanges, canMoveOrder, orderMoveTargets } from '../../../../../sdk/core/access';
import { testServer } from '../helpers';
import { type Actor, actor, insertOrder } from '../orders-fixtures';

const USERS = [
  'owner@demo.test',
  'staff@demo.test',
  'operator@demo.test',
  'manager@demo.test',
  'creative@demo.test',
  'production@demo.test',
  'cso@demo.test',
  'admin',
] as const;

const move = (user: Actor, id: string, progress: string, reason?: string) =>
  user.send(
    'PUT',
    `/order/${id}/move-progress`,
    'card',
    reason === undefined ? { progress } : { progress, reason },
  );

describe('PUT /order/:id/move-progress — the status-change and drag tables for every role × status', () => {
  it('allows exactly what canBoardMove allows (status table, hold/cancel, drag table) and refuses the rest with 403', async () => {
    const app = await testServer();
    const db = app.proofdesk.data.sqlite!;
    const id = insertOrder(app, { name: 'Table probe' });
    const setStatus = db.prepare('UPDATE orders SET status = ? WHERE id = ?');
    const statusOf = () =>
      (db.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: string }).status;
    let checked = 0;
    for (const username of USERS) {
      const user = await actor(app, username);
      const role = (
        db.prepare('SELECT role FROM users WHERE email = ? OR username = ?').get(username, username) as {
          role: Parameters<typeof allowedStatusChanges>[0];
        }
      ).role;
      for (const from of ORDER_STATUSES) {
        const allowed = orderMoveTargets({ role }, from);
        // The table's own targets are always among them.
        expect(allowed).toEqual(expect.arrayContaining(allowedStatusChanges(role, from)));
        for (const to of ORDER_STATUSES) {
          setStatus.run(from, id);
          const response = await move(user, id, to, 'Because the table says so');
          // The status table is always part of what the server accepts; the drag table adds to it.
          const accepted = canBoardMove({ role }, from, to);
          if (allowed.includes(to)) expect(accepted, `${role} ${from} → ${to}`).toBe(true);
          const expected = accepted ? 200 : 403;
          expect(response.statusCode, `${role} ${from} → ${to}`).toBe(expected);
          expect(statusOf(), `${role} ${from} → ${to}`).toBe(expected === 200 ? to : from);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(USERS.length * ORDER_STATUSES.length ** 2);
  }, 60_000);

  it('spot-checks the spec sentences against the endpoint', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const staff = await actor(app, 'staff@demo.test');
    const operator = await actor(app, 'operator@demo.test');
    // "approved: ... staff only in-review"
    const approved = insertOrder(app, { status: 'approved' });
    expect((await move(staff, approved, 'completed')).statusCode).toBe(403);
    expect((await move(owner, approved, 'completed')).statusCode).toBe(200);
    // "new order: operator ... may go to in-progress; owner and staff none."
    const fresh = insertOrder(app, { status: 'new-order', card_state: 'READY_TO_GO' });
    expect((await move(owner, fresh, 'in-progress')).statusCode).toBe(403);
    expect((await move(operator, fresh, 'in-progress')).statusCode).toBe(200);
    expect(canMoveOrder({ role: 'cso' }, 'in-review', 'approved')).toBe(false);
  });
});

describe('PUT /order/:id/move-progress — hold, cancel and side effects', () => {
  it('needs a reason of 1 to 255 characters for hold and cancel and writes the spec’s timeline wording', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const id = insertOrder(app, { status: 'in-progress' });
    for (const reason of [undefined, '', '   ', 'x'.repeat(256)]) {
      const response = await move(owner, id, 'on-hold', reason);
      expect(response.statusCode, String(reason)).toBe(400);
      expect(response.json().messages[0]).toMatch(/^reason: /);
    }
    expect((await move(owner, id, 'on-hold', 'Waiting for the logo files')).statusCode).toBe(200);
    const cancelled = insertOrder(app, { status: 'in-review' });
    expect((await move(owner, cancelled, 'cancelled', 'x'.repeat(255))).statusCode).toBe(200);
    const db = app.proofdesk.data.sqlite!;
    const timeline = db
      .prepare('SELECT order_id, content FROM order_timeline WHERE order_id IN (?, ?) ORDER BY order_id')
      .all(id, cancelled) as { order_id: string; content: string }[];
    expect(timeline.find((row) => row.order_id === id)?.content).toBe(
      'Hold from In Progress: Waiting for the logo files',
    );
    expect(timeline.find((row) => row.order_id === cancelled)?.content).toMatch(
      /^Cancelled from In Review: x+$/,
    );
    expect(db.prepare('SELECT hold_reason FROM orders WHERE id = ?').get(id)).toEqual({
      hold_reason: 'Waiting for the logo files',
    });
  });

  it('publishes reload-order-list, reload-order and reload-timeline to the order’s audience', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const seen: Record<string, string[]> = { 'user-owner': [], 'user-harbor': [], 'user-manager': [] };
    for (const userId of Object.keys(seen)) {
      app.proofdesk.hub.add(
        { readyState: 1, send: (data) => seen[userId]!.push(JSON.parse(data).event), close: () => {} },
        userId,
        `session-${userId}`,
      );
    }
    const id = insertOrder(app, { status: 'in-review' });
    const response = await move(owner, id, 'approved');
    expect(response.json()).toMatchObject({ success: true, data: { orderId: id, progress: 'approved' } });
    // The owner's active-orders meter changed too (the approved order no longer counts).
    expect(seen['user-owner']).toEqual([
      'reload-order-list',
      'reload-order',
      'reload-timeline',
      'reload-profile',
    ]);
    expect(seen['user-manager']).toEqual(['reload-order-list', 'reload-order', 'reload-timeline']);
    expect(seen['user-harbor']).toEqual([]);
  });

  it('counts an order out of the account’s active orders when it finishes, and back in when it is taken back', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const activeOrders = async () =>
      ((await owner.get('/profile')).json().data.membership.orders as { currentActiveOrder: number })
        .currentActiveOrder;
    const before = await activeOrders();
    expect(before).toBeGreaterThan(0);
    const id = insertOrder(app, { status: 'in-review' });
    expect((await move(owner, id, 'approved')).statusCode).toBe(200);
    expect(await activeOrders()).toBe(before - 1);
    // Approved → completed: finished either way, no change; taken back to review, it counts again.
    expect((await move(owner, id, 'completed')).statusCode).toBe(200);
    expect(await activeOrders()).toBe(before - 1);
    expect((await move(owner, id, 'in-review')).statusCode).toBe(200);
    expect(await activeOrders()).toBe(before);
    const cancelled = insertOrder(app, { status: 'in-progress' });
    expect((await move(owner, cancelled, 'cancelled', 'No longer needed')).statusCode).toBe(200);
    expect(await activeOrders()).toBe(before - 1);
    // A draft never counted, so moving it changes nothing (drafts cannot move at all).
    const draft = insertOrder(app, { status: 'new-order', card_state: 'DRAFT_CARD' });
    expect((await move(owner, draft, 'cancelled', 'x')).statusCode).toBe(403);
    expect(await activeOrders()).toBe(before - 1);
  });

  it('refuses without an anti-forgery token, for another account’s order, and for bad bodies', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const harbor = await actor(app, 'harbor@demo.test');
    const id = insertOrder(app, { status: 'in-review' });
    const noToken = await app.inject({
      method: 'PUT',
      url: `/api/order/${id}/move-progress`,
      headers: owner.headers,
      payload: { progress: 'approved' },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toBe('Invalid or missing anti-forgery token.');
    expect((await move(harbor, id, 'approved')).statusCode).toBe(404);
    expect((await move(owner, id, 'finished')).statusCode).toBe(400);
    expect(
      (await owner.send('PUT', `/order/${id}/move-progress`, 'card', { progress: 'approved', x: 1 }))
        .statusCode,
    ).toBe(400);
    const archived = insertOrder(app, { status: 'in-review', archived_at: '2026-01-01T00:00:00.000Z' });
    expect((await move(owner, archived, 'approved')).statusCode).toBe(400);
    const status = (
      app.proofdesk.data.sqlite!.prepare('SELECT status FROM orders WHERE id = ?').get(id) as {
        status: OrderStatus;
      }
    ).status;
    expect(status).toBe('in-review');
  });
});
