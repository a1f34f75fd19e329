import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { canMoveOrder } from '../../../../../sdk/core/access';
import { guestSession, invite } from '../guest-helpers';
import { testServer } from '../helpers';
import { type Actor, actor, idsOf, insertOrder } from '../orders-fixtures';
import { insertProofingOrder } from '../proofing-helpers';

type Body = { progress: string; reason?: string; before?: string | null; lane?: string };

const move = (user: Actor, id: string, body: Body) =>
  user.send('PUT', `/order/${id}/move-progress`, 'card', body);

const rowOf = (app: FastifyInstance, id: string) =>
  app.proofdesk.data
    .sqlite!.prepare('SELECT status, card_state, position, hold_reason FROM orders WHERE id = ?')
    .get(id) as { status: string; card_state: string | null; position: number; hold_reason: string | null };

const timelineCount = (app: FastifyInstance, id: string) =>
  (
    app.proofdesk.data
      .sqlite!.prepare('SELECT COUNT(*) AS n FROM order_timeline WHERE order_id = ?')
      .get(id) as {
      n: number;
    }
  ).n;

/** A column as Northwind's board reads it: GET /order in board order. */
const column = async (user: Actor, progress: string) =>
  idsOf((await user.get(`/order?orderProgress=${progress}&customerId=client-northwind&limit=200`)).body);

describe('PUT /order/:id/move-progress — board drops by role', () => {
  it('lets the owner drop in-progress on In Review (the drag table) though the status table says no', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    expect(canMoveOrder({ role: 'owner' }, 'in-progress', 'in-review')).toBe(false);
    const id = insertOrder(app, { status: 'in-progress' });
    const response = await move(owner, id, { progress: 'in-review' });
    expect(response.statusCode).toBe(200);
    expect(rowOf(app, id).status).toBe('in-review');
    expect(timelineCount(app, id)).toBe(1);
    // Not on the owner's row: in-progress to approved or back to New Order.
    const other = insertOrder(app, { status: 'in-progress' });
    expect((await move(owner, other, { progress: 'approved' })).statusCode).toBe(403);
    expect((await move(owner, other, { progress: 'new-order', lane: 'active' })).statusCode).toBe(403);
    expect(rowOf(app, other).status).toBe('in-progress');
  });

  it('lets staff reorder and switch halves in New Order, and drop on-hold back on Active', async () => {
    const app = await testServer();
    const staff = await actor(app, 'staff@demo.test');
    const fresh = insertOrder(app, { status: 'new-order', card_state: 'ACTIVE_CARD' });
    expect((await move(staff, fresh, { progress: 'new-order', lane: 'queue' })).statusCode).toBe(200);
    expect(rowOf(app, fresh)).toMatchObject({ status: 'new-order', card_state: 'QUEUE_CARD' });
    const held = insertOrder(app, { status: 'on-hold', hold_reason: 'Waiting' });
    const back = await move(staff, held, { progress: 'new-order', lane: 'active' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({
      orderId: held,
      progress: 'new-order',
      orderStateStatus: 'ACTIVE_CARD',
    });
    expect(rowOf(app, held)).toMatchObject({ status: 'new-order', card_state: 'ACTIVE_CARD' });
  });

  it('keeps New Order locked for the operator, who still drops In Progress on Active', async () => {
    const app = await testServer();
    const operator = await actor(app, 'operator@demo.test');
    const fresh = insertOrder(app, { status: 'new-order', card_state: 'ACTIVE_CARD' });
    for (const body of [
      { progress: 'new-order', lane: 'queue' },
      { progress: 'new-order', lane: 'active' },
      { progress: 'new-order' },
      { progress: 'in-review' },
    ]) {
      expect((await move(operator, fresh, body)).statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(rowOf(app, fresh)).toMatchObject({ status: 'new-order', card_state: 'ACTIVE_CARD' });
    const working = insertOrder(app, { status: 'in-progress' });
    expect((await move(operator, working, { progress: 'new-order', lane: 'active' })).statusCode).toBe(200);
    expect(rowOf(app, working)).toMatchObject({ status: 'new-order', card_state: 'ACTIVE_CARD' });
    // The operator's row has no Queue target.
    const second = insertOrder(app, { status: 'in-progress' });
    expect((await move(operator, second, { progress: 'new-order', lane: 'queue' })).statusCode).toBe(403);
  });

  it('refuses every drop from the cso, a guest and a viewOnly user', async () => {
    const app = await testServer();
    const cso = await actor(app, 'cso@demo.test');
    const id = insertOrder(app, { status: 'in-review' });
    for (const body of [{ progress: 'approved' }, { progress: 'in-review' }, { progress: 'in-progress' }]) {
      expect((await move(cso, id, body)).statusCode, JSON.stringify(body)).toBe(403);
    }
    // A guest's token names one order for review; it is no session for the board's calls.
    const proofing = insertProofingOrder(app);
    const guest = await guestSession(app, invite(app, proofing.orderId).linkToken);
    const guestMove = (orderId: string) =>
      guest.call('PUT', `/order/${orderId}/move-progress`, { progress: 'approved' });
    expect((await guestMove(proofing.orderId)).statusCode).toBe(401);
    const asGuest = await guestMove(id);
    expect(asGuest.statusCode).toBe(401);
    const staff = await actor(app, 'staff@demo.test');
    app.proofdesk.data.sqlite!.prepare("UPDATE users SET view_only = 1 WHERE id = 'user-staff'").run();
    expect((await move(staff, id, { progress: 'approved' })).statusCode).toBe(403);
    expect((await move(staff, id, { progress: 'in-review', before: null })).statusCode).toBe(403);
    expect(rowOf(app, id).status).toBe('in-review');
  });

  it('refuses draft cards with a 403 envelope naming the reason', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const draft = insertOrder(app, { status: 'new-order', card_state: 'DRAFT_CARD', position: 3 });
    for (const body of [
      { progress: 'new-order', lane: 'active' },
      { progress: 'on-hold', reason: 'No' },
    ]) {
      const response = await move(owner, draft, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: 'Draft orders cannot be moved.' });
    }
    expect(rowOf(app, draft)).toMatchObject({ status: 'new-order', card_state: 'DRAFT_CARD', position: 3 });
  });

  it('still checks the anti-forgery token and the hold reason', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const id = insertOrder(app, { status: 'in-review' });
    const noToken = await app.inject({
      method: 'PUT',
      url: `/api/order/${id}/move-progress`,
      headers: owner.headers,
      payload: { progress: 'in-review', before: null },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toBe('Invalid or missing anti-forgery token.');
    const noReason = await move(owner, id, { progress: 'on-hold' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().messages).toEqual(['reason: Required!']);
    expect(rowOf(app, id).status).toBe('in-review');
  });
});

describe('PUT /order/:id/move-progress — priority (before) and halves (lane)', () => {
  it('places a moved order right in front of `before`, and at the end without it', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const reviews = await column(owner, 'in-review');
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    const target = reviews[1]!;
    const id = insertOrder(app, { status: 'in-progress' });
    const response = await move(owner, id, { progress: 'in-review', before: target });
    expect(response.statusCode).toBe(200);
    const after = await column(owner, 'in-review');
    expect(after).toEqual([reviews[0], id, ...reviews.slice(1)]);
    expect(response.json().data.positionOrder).toBe(rowOf(app, id).position);
    // Absent `before`: the end of the column.
    const last = insertOrder(app, { status: 'in-progress' });
    expect((await move(owner, last, { progress: 'in-review' })).statusCode).toBe(200);
    expect((await column(owner, 'in-review')).at(-1)).toBe(last);
  });

  it('reorders inside a column with no timeline entry and no reason, even between tied positions', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const db = app.proofdesk.data.sqlite!;
    // Three held orders at one position: the board shows them newest number first.
    const held = [1, 2, 3].map(() =>
      insertOrder(app, { status: 'on-hold', position: 0, hold_reason: 'Wait' }),
    );
    db.prepare(
      "UPDATE orders SET position = position + 1 WHERE status = 'on-hold' AND id NOT LIKE 'test-%'",
    ).run();
    const before = await column(owner, 'on-hold');
    expect(before.slice(0, 3)).toEqual([...held].reverse());
    // Move the first card in front of the third.
    const [first, , third] = before;
    const response = await move(owner, first!, { progress: 'on-hold', before: third! });
    expect(response.statusCode).toBe(200);
    const after = await column(owner, 'on-hold');
    expect(after).toEqual([before[1], first, third, ...before.slice(3)]);
    expect(timelineCount(app, first!)).toBe(0);
    expect(rowOf(app, first!)).toMatchObject({ status: 'on-hold', hold_reason: 'Wait' });
    // To the end of the column, then to the front.
    expect((await move(owner, third!, { progress: 'on-hold', before: null })).statusCode).toBe(200);
    expect((await column(owner, 'on-hold')).at(-1)).toBe(third);
    expect((await move(owner, third!, { progress: 'on-hold', before: after[0]! })).statusCode).toBe(200);
    const front = await column(owner, 'on-hold');
    expect(front[0]).toBe(third);
    expect(front.slice(1)).toEqual(after.filter((id) => id !== third));
  });

  it('switches halves in New Order: the lane sets the card state, a card already in its half keeps it', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const ready = insertOrder(app, { status: 'new-order', card_state: 'READY_TO_GO' });
    const queued = insertOrder(app, { status: 'new-order', card_state: 'QUEUE_CARD' });
    const response = await move(owner, ready, { progress: 'new-order', lane: 'queue', before: queued });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.orderStateStatus).toBe('QUEUE_CARD');
    const newOrders = await column(owner, 'new-order');
    expect(newOrders.indexOf(ready)).toBe(newOrders.indexOf(queued) - 1);
    // Back to the active half: ACTIVE_CARD. Reordered inside its half: the state stays.
    expect((await move(owner, ready, { progress: 'new-order', lane: 'active' })).statusCode).toBe(200);
    expect(rowOf(app, ready).card_state).toBe('ACTIVE_CARD');
    app.proofdesk.data
      .sqlite!.prepare("UPDATE orders SET card_state = 'READY_TO_GO' WHERE id = ?")
      .run(ready);
    expect((await move(owner, ready, { progress: 'new-order', lane: 'active' })).statusCode).toBe(200);
    expect(rowOf(app, ready).card_state).toBe('READY_TO_GO');
    // Without a lane a New Order card keeps its state.
    expect((await move(owner, queued, { progress: 'new-order', before: null })).statusCode).toBe(200);
    expect(rowOf(app, queued).card_state).toBe('QUEUE_CARD');
    expect(timelineCount(app, ready) + timelineCount(app, queued)).toBe(0);
    // A lane with any other status is a mistake.
    const lane = await move(owner, queued, { progress: 'in-review', lane: 'queue' });
    expect(lane.statusCode).toBe(400);
    expect(lane.json().messages).toEqual(["lane: only with progress 'new-order'."]);
  });

  it('places an order next to a `before` of another account or of the column’s sibling status', async () => {
    const app = await testServer();
    const manager = await actor(app, 'manager@demo.test');
    const db = app.proofdesk.data.sqlite!;
    const harbor = insertOrder(app, { client_id: 'client-harbor', status: 'in-review', position: 1 });
    const mine = [0, 1, 2].map((position) => insertOrder(app, { status: 'in-review', position }));
    db.prepare(
      "UPDATE orders SET position = position + 10 WHERE status = 'in-review' AND id NOT LIKE 'test-%'",
    ).run();
    const moved = insertOrder(app, { status: 'in-progress' });
    expect((await move(manager, moved, { progress: 'in-review', before: harbor })).statusCode).toBe(200);
    // It takes the anchor's position in Northwind's sequence; Northwind's own orders make room.
    expect(rowOf(app, moved).position).toBe(1);
    expect(mine.map((id) => rowOf(app, id).position)).toEqual([0, 2, 3]);
    // A gr-revision card sits in the In Progress column beside in-progress ones.
    const revision = insertOrder(app, { status: 'gr-revision', position: 0 });
    const review = insertOrder(app, { status: 'in-review' });
    expect((await move(manager, review, { progress: 'in-progress', before: revision })).statusCode).toBe(200);
    expect(rowOf(app, review)).toMatchObject({ status: 'in-progress', position: 0 });
  });

  it('in a column of two statuses, lands right in front of a `before` of either status', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const db = app.proofdesk.data.sqlite!;
    // The owner's Approved column as the board shows it (position, then newest order number first).
    const column = () =>
      (
        db
          .prepare(
            `SELECT id FROM orders WHERE client_id = 'client-northwind' AND archived_at IS NULL
               AND status IN ('approved', 'completed') ORDER BY position ASC, order_number DESC`,
          )
          .all() as { id: string }[]
      ).map((row) => row.id);
    expect(column().length).toBeGreaterThan(3);
    const statusOf = (id: string) => rowOf(app, id).status;
    // In front of the first card, and in front of a card of the other status further down.
    for (const anchorIndex of [0, 3]) {
      const before = column();
      const anchor = before[anchorIndex]!;
      const moved = insertOrder(app, { status: 'in-review' });
      expect((await move(owner, moved, { progress: 'approved', before: anchor })).statusCode).toBe(200);
      const after = column();
      expect(after.indexOf(moved), statusOf(anchor)).toBe(after.indexOf(anchor) - 1);
      expect(after.indexOf(moved)).toBe(anchorIndex);
      // The others keep their order.
      expect(after.filter((id) => id !== moved)).toEqual(before);
    }
    const completed = column().find((id) => statusOf(id) === 'completed');
    expect(completed).toBeDefined();
    const moved = insertOrder(app, { status: 'in-review' });
    expect((await move(owner, moved, { progress: 'approved', before: completed! })).statusCode).toBe(200);
    const after = column();
    expect(after.indexOf(moved)).toBe(after.indexOf(completed!) - 1);
    expect(statusOf(moved)).toBe('approved');
  });

  it('answers 400 for a bad `before` and changes nothing', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const id = insertOrder(app, { status: 'in-progress', position: 5 });
    const archived = insertOrder(app, { status: 'in-review', archived_at: '2026-01-02T00:00:00.000Z' });
    const elsewhere = insertOrder(app, { status: 'approved' });
    const theirs = insertOrder(app, { status: 'in-review', client_id: 'client-harbor' });
    const cases: [string, string][] = [
      ['no-such-order', 'before: no such order.'],
      [theirs, 'before: no such order.'],
      [archived, 'before: that order is archived.'],
      [elsewhere, 'before: that order is not in the in-review column.'],
      [id, 'before: an order cannot go in front of itself.'],
    ];
    for (const [before, message] of cases) {
      const response = await move(owner, id, { progress: 'in-review', before });
      expect(response.statusCode, before).toBe(400);
      expect(response.json()).toMatchObject({ success: false, messages: [message] });
    }
    expect(rowOf(app, id)).toMatchObject({ status: 'in-progress', position: 5 });
    expect(timelineCount(app, id)).toBe(0);
    expect((await move(owner, id, { progress: 'in-review', before: '' })).statusCode).toBe(400);
  });

  it('publishes reload-order-list and reload-order for a reorder, but no reload-timeline', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const seen: Record<string, string[]> = { 'user-staff': [], 'user-manager': [], 'user-harbor': [] };
    for (const userId of Object.keys(seen)) {
      app.proofdesk.hub.add(
        { readyState: 1, send: (data) => seen[userId]!.push(JSON.parse(data).event), close: () => {} },
        userId,
        `session-${userId}`,
      );
    }
    const a = insertOrder(app, { status: 'in-review' });
    const b = insertOrder(app, { status: 'in-review' });
    expect((await move(owner, b, { progress: 'in-review', before: a })).statusCode).toBe(200);
    expect(seen['user-staff']).toEqual(['reload-order-list', 'reload-order']);
    expect(seen['user-manager']).toEqual(['reload-order-list', 'reload-order']);
    expect(seen['user-harbor']).toEqual([]);
  });
});
