import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { type Actor, actor, idsOf, insertOrder } from '../orders-fixtures';

// Priorities are positions people read ('Priority 1, 2, 3'): after any move, an account's column
// reads 0..n-1 in board order, with no gaps (issue 21: In Review showed 1, 3, 5, 6) and no ties.

const move = (user: Actor, id: string, body: { progress: string; before?: string | null; reason?: string }) =>
  user.send('PUT', `/order/${id}/move-progress`, 'card', body);

/** Northwind's positions in a column, in board order (both statuses of a merged column). */
const positions = (app: FastifyInstance, statuses: string[]) =>
  (
    app.proofdesk.data
      .sqlite!.prepare(
        `SELECT position FROM orders WHERE client_id = 'client-northwind' AND archived_at IS NULL
           AND status IN (${statuses.map(() => '?').join(', ')}) ORDER BY position ASC, order_number DESC`,
      )
      .all(...statuses) as { position: number }[]
  ).map((row) => row.position);

const contiguous = (list: readonly unknown[]) => list.map((_, index) => index);

describe('PUT /order/:id/move-progress — priorities stay 1..n', () => {
  it('renumbers the column a card left and the one it entered, keeping the board order', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const column = async (progress: string) =>
      idsOf((await owner.get(`/order?orderProgress=${progress}&customerId=client-northwind&limit=200`)).body);
    // In Review with gaps and a tie, as orders leaving it used to leave it.
    const reviews = [0, 2, 2, 5, 6].map((position) => insertOrder(app, { status: 'in-review', position }));
    app.proofdesk.data
      .sqlite!.prepare(
        "UPDATE orders SET position = position + 10 WHERE status = 'in-review' AND id NOT LIKE 'test-%'",
      )
      .run();
    const boardBefore = await column('in-review');
    // The second card leaves In Review for In Progress, in front of nothing (the end).
    const leaving = boardBefore[1]!;
    expect((await move(owner, leaving, { progress: 'in-progress' })).statusCode).toBe(200);
    const review = positions(app, ['in-review']);
    expect(review).toEqual(contiguous(review));
    expect(await column('in-review')).toEqual(boardBefore.filter((id) => id !== leaving));
    const progress = positions(app, ['in-progress', 'gr-revision']);
    expect(progress).toEqual(contiguous(progress));
    expect((await column('in-progress')).at(-1)).toBe(leaving);
    // A reorder inside the column: still 0..n-1, and the response carries the final position.
    const last = reviews.at(-1)!;
    const response = await move(owner, last, { progress: 'in-review', before: reviews[0]! });
    expect(response.statusCode).toBe(200);
    const after = await column('in-review');
    expect(response.json().data.positionOrder).toBe(after.indexOf(last));
    expect(positions(app, ['in-review'])).toEqual(contiguous(after));
  });

  it('numbers both statuses of a merged column as one sequence after a move into it', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    insertOrder(app, { status: 'gr-revision', position: 0 });
    insertOrder(app, { status: 'in-progress', position: 0 });
    const moved = insertOrder(app, { status: 'in-review', position: 3 });
    expect((await move(owner, moved, { progress: 'in-progress' })).statusCode).toBe(200);
    const column = positions(app, ['in-progress', 'gr-revision']);
    expect(column).toEqual(contiguous(column));
  });

  it('leaves the column as it was when the move is refused', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    [0, 4, 9].map((position) => insertOrder(app, { status: 'in-review', position }));
    const before = positions(app, ['in-review']);
    const id = insertOrder(app, { status: 'in-progress' });
    const elsewhere = insertOrder(app, { status: 'approved' });
    expect((await move(owner, id, { progress: 'in-review', before: elsewhere })).statusCode).toBe(400);
    expect(positions(app, ['in-review'])).toEqual(before);
  });
});
