import type { FastifyInstance } from 'fastify';
import { OrderCard, type OrderPageMeta } from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { orderDetail } from '../../../../../host-demo/server/orders';
import { testServer } from '../helpers';
import { actor, insertOrder, ordersOf } from '../orders-fixtures';

// The list routes send cards whose JSON SQLite writes (data/orders/list-rows.ts), while an order's own
// card is built in JavaScript (orders/cards.ts `toOrderCard`). These tests hold the two to the same
// bytes: the answer must be exactly what serialising `toOrderCard`'s objects would give.

/** The card `toOrderCard` builds for an order, its fields in that function's order. */
async function cardOf(app: FastifyInstance, id: string, showCompany: boolean) {
  const detail = await orderDetail(app.proofdesk.data, id, showCompany);
  return Object.fromEntries(Object.entries(detail).filter(([key]) => key in OrderCard.properties));
}

/** Orders with the values a card maps: no creator or operator, frozen, locked, a card state, quotes. */
function insertEdgeOrders(app: FastifyInstance) {
  insertOrder(app, { creator_id: null, operator_id: 'user-operator', is_frozen: 1 });
  insertOrder(app, { locked_at: '2026-01-11T09:00:00.000Z', package_name: null, service_id: null });
  insertOrder(app, { status: 'new-order', card_state: 'QUEUE_CARD', due_date: '2026-02-01T00:00:00.000Z' });
  insertOrder(app, { name: 'Say "hi"\n\\ café 😀 \u2028', status: 'on-hold' });
}

describe('list answers written by SQLite', () => {
  it('are byte for byte the cards toOrderCard builds, with and without the company, in every list', async () => {
    const app = await testServer();
    insertEdgeOrders(app);
    // The owner may not read the company name, the operator may (and sees white-label customers).
    for (const [username, showCompany] of [
      ['owner@demo.test', false],
      ['operator@demo.test', true],
    ] as const) {
      const user = await actor(app, username);
      for (const url of [
        '/order?limit=200',
        '/order?limit=20&page=2&sortType=client&sortAsc=false',
        '/order?limit=200&sortType=operator',
        '/order?customSearch=Fixture',
        '/order/archived?limit=200',
      ]) {
        const response = await user.get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
        const { orders, meta } = ordersOf(response.body);
        expect(orders.length, url).toBeGreaterThan(0);
        const cards = await Promise.all(orders.map((order) => cardOf(app, order.id, showCompany)));
        expect(response.body, url).toBe(
          JSON.stringify({ success: true, data: { orders: cards, meta: meta satisfies OrderPageMeta } }),
        );
      }
      const search = await user.get('/order/search?customSearch=Fixture&limit=10');
      const found = (JSON.parse(search.body) as { data: { orders: { id: string }[] } }).data.orders;
      expect(found.length).toBeGreaterThan(0);
      const foundCards = await Promise.all(found.map((order) => cardOf(app, order.id, showCompany)));
      expect(search.body).toBe(JSON.stringify({ success: true, data: { orders: foundCards } }));
    }
  });

  it('answer an empty array for a page past the end', async () => {
    const app = await testServer();
    const owner = await actor(app, 'owner@demo.test');
    const response = await owner.get('/order?page=999');
    expect(response.body).toMatch(/^\{"success":true,"data":\{"orders":\[\],"meta":\{"page":999,/);
  });
});
