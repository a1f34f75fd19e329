import { BOARD_COLUMNS, columnStatuses, newOrderLane } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { actor, ordersOf } from '../orders-fixtures';

// The portal's home is the board: the demo accounts the docs point at must see a lively one.
const VIEWERS = ['owner@demo.test', 'staff@demo.test', 'operator@demo.test', 'manager@demo.test'];

describe('demo data on the board', () => {
  it.each(VIEWERS)(
    'gives %s several orders in every column, all three New Order halves, revisions and completed orders',
    async (username) => {
      const app = await testServer();
      const viewer = await actor(app, username);
      for (const column of BOARD_COLUMNS) {
        const response = await viewer.get(
          `/order?orderProgress=${columnStatuses(column).join(',')}&limit=200`,
        );
        expect(response.statusCode).toBe(200);
        const { orders, meta } = ordersOf(response.body);
        expect(meta.total, column).toBeGreaterThanOrEqual(5);
        if (column === 'new-order') {
          const lanes = new Set(orders.map((card) => newOrderLane(card.orderStateStatus)));
          expect([...lanes].sort()).toEqual(['active', 'draft', 'queue']);
        }
        if (column === 'in-progress' || column === 'approved') {
          // Both statuses of the column are on show (gr-revision beside in-progress, completed beside approved).
          expect(new Set(orders.map((card) => card.progress))).toEqual(new Set(columnStatuses(column)));
        }
      }
    },
  );
});
