import { ORDER_SORT_TYPES, type OrderCard, type OrderSortType } from 'proofdesk/contract';
import { ORDER_STATUSES } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { testServer } from '../helpers';
import { actor, insertOrder, ordersOf } from '../orders-fixtures';

// Five orders across three accounts with NULLs and ties in every nullable column; the manager
// reads all three accounts. Names mix case on purpose: text sorts ignore it.
const FIXTURES: Record<string, unknown>[] = [
  {
    name: 'Sortprobe alpha',
    client_id: 'client-northwind',
    service_id: 'svc-logo',
    package_name: 'Beta pack',
    status: 'in-review',
    created_at: '2026-01-03T10:00:00.000Z',
    due_date: '2026-02-01T10:00:00.000Z',
    creator_id: 'user-owner',
    operator_id: 'user-operator',
    position: 2,
  },
  {
    name: 'sortprobe Bravo',
    client_id: 'client-harbor',
    service_id: null,
    package_name: null,
    status: 'new-order',
    created_at: '2026-01-01T10:00:00.000Z',
    due_date: null,
    creator_id: 'user-harbor',
    operator_id: null,
    position: 0,
  },
  {
    name: 'SORTPROBE charlie',
    client_id: 'client-summit',
    service_id: 'svc-flyer',
    package_name: 'alpha pack',
    status: 'approved',
    created_at: '2026-01-02T10:00:00.000Z',
    due_date: '2026-01-20T10:00:00.000Z',
    creator_id: null,
    operator_id: 'user-operator',
    position: 1,
  },
  {
    name: 'Sortprobe alpha',
    client_id: 'client-northwind',
    service_id: 'svc-packaging',
    package_name: 'Beta pack',
    status: 'cancelled',
    created_at: '2026-01-03T10:00:00.000Z',
    due_date: '2026-02-01T10:00:00.000Z',
    creator_id: 'user-staff',
    operator_id: null,
    position: 1,
  },
  {
    name: 'Sortprobe delta',
    client_id: 'client-northwind',
    service_id: 'svc-logo',
    package_name: null,
    status: 'gr-revision',
    created_at: '2026-01-05T10:00:00.000Z',
    due_date: null,
    creator_id: 'user-owner',
    operator_id: 'user-operator',
    position: 0,
  },
];

type Key = string | number | null;

/** What the list view shows in each sortable column, read from the card. */
const SHOWN: Record<Exclude<OrderSortType, 'priority'>, (card: OrderCard) => Key> = {
  orderName: (card) => card.orderName.toLowerCase(),
  orderId: (card) => card.orderId,
  serviceName: (card) => card.serviceName?.toLowerCase() ?? null,
  client: (card) => card.client.toLowerCase(),
  packageName: (card) => card.packageName?.toLowerCase() ?? null,
  status: (card) => ORDER_STATUSES.indexOf(card.progress as (typeof ORDER_STATUSES)[number]),
  createdAt: (card) => card.createdAt,
  dueDate: (card) => card.dueDate,
  creator: (card) => card.orderCreator?.name.toLowerCase() ?? null,
  operator: (card) => card.operator?.label.toLowerCase() ?? null,
};

/** The expected order: by the shown value, NULLs last either way, ties by the newest order number. */
function expected(cards: OrderCard[], key: (card: OrderCard) => Key, asc: boolean): string[] {
  return [...cards]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) {
        return (x < y ? -1 : 1) * (asc ? 1 : -1);
      }
      return b.orderId - a.orderId;
    })
    .map((card) => card.id);
}

async function setUp() {
  const app = await testServer();
  const manager = await actor(app, 'manager@demo.test');
  const ids = FIXTURES.map((fields) => insertOrder(app, fields));
  const list = async (query: string) => {
    const response = await manager.get(`/order?customSearch=Sortprobe&${query}`);
    expect(response.statusCode, query).toBe(200);
    return ordersOf(response.body);
  };
  return { app, manager, ids, list };
}

describe('GET /order sortType and sortAsc', () => {
  it('sorts by every list column, both ways, NULLs last and ties by the newest order number', async () => {
    const { list } = await setUp();
    const { orders: cards } = await list('limit=50');
    expect(cards).toHaveLength(FIXTURES.length);
    for (const sortType of ORDER_SORT_TYPES) {
      if (sortType === 'priority') continue;
      for (const asc of [true, false]) {
        const query = `sortType=${sortType}&sortAsc=${asc}`;
        const { orders } = await list(query);
        expect(
          orders.map((card) => card.id),
          query,
        ).toEqual(expected(cards, SHOWN[sortType], asc));
      }
    }
  });

  it('puts NULLs last in both directions and breaks ties by order number, in plain figures', async () => {
    const { ids, list } = await setUp();
    const [alpha, bravo, charlie, alpha2, delta] = ids as [string, string, string, string, string];
    const idsFor = async (query: string) => (await list(query)).orders.map((card) => card.id);
    // Due: charlie 20 Jan, both alphas 1 Feb (tie: the newer first), bravo and delta none.
    expect(await idsFor('sortType=dueDate')).toEqual([charlie, alpha2, alpha, delta, bravo]);
    expect(await idsFor('sortType=dueDate&sortAsc=false')).toEqual([alpha2, alpha, charlie, delta, bravo]);
    // Operator: Omar Ortiz on three, none on two.
    expect(await idsFor('sortType=operator&sortAsc=false')).toEqual([delta, charlie, alpha, alpha2, bravo]);
    // Status in lifecycle order, not alphabetically.
    expect(await idsFor('sortType=status')).toEqual([bravo, delta, alpha, charlie, alpha2]);
    // Name ignores case: alpha, alpha, Bravo, charlie, delta.
    expect(await idsFor('sortType=orderName')).toEqual([alpha2, alpha, bravo, charlie, delta]);
  });

  it('keeps the board order without a sortType and reverses it with sortAsc=false', async () => {
    const { list } = await setUp();
    const byPriority = (await list('limit=50')).orders;
    expect(byPriority.map((card) => card.positionOrder)).toEqual(
      [...byPriority.map((card) => card.positionOrder)].sort((a, b) => a - b),
    );
    const descending = (await list('sortAsc=false')).orders;
    expect(descending.map((card) => card.positionOrder)).toEqual([2, 1, 1, 0, 0]);
    // Ties by the newest order number in either direction.
    expect(descending[1]!.orderId).toBeGreaterThan(descending[2]!.orderId);
  });

  it('sorts sortType=priority by the priority the card shows, rows with none (—) last both ways', async () => {
    const { ids, list } = await setUp();
    const [alpha, bravo, charlie, alpha2, delta] = ids as [string, string, string, string, string];
    const idsFor = async (query: string) => (await list(query)).orders.map((card) => card.id);
    // Priorities shown: delta 1, bravo 1 (tie: the newer first), alpha 3; the approved charlie and
    // the cancelled alpha2 show none, though their positions (1) sit among the numbered ones.
    expect(await idsFor('sortType=priority&sortAsc=true')).toEqual([delta, bravo, alpha, alpha2, charlie]);
    expect(await idsFor('sortType=priority&sortAsc=false')).toEqual([alpha, delta, bravo, alpha2, charlie]);
  });

  it('pages a sorted list without repeats or gaps, with the right total', async () => {
    const { list } = await setUp();
    const all = (await list('sortType=creator&limit=50')).orders.map((card) => card.id);
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const data = await list(`sortType=creator&limit=2&page=${page}`);
      expect(data.meta).toEqual({ page, limit: 2, total: 5, totalPages: 3 });
      pages.push(...data.orders.map((card) => card.id));
    }
    expect(pages).toEqual(all);
  });

  it('refuses an unknown sort type or a sortAsc that is not a boolean', async () => {
    const { list, manager } = await setUp();
    for (const query of ['sortType=name', 'sortType=', 'sortAsc=maybe', 'sortType=priority;DROP']) {
      const response = await manager.get(`/order?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Invalid request' });
    }
    expect((await list('sortAsc=false')).orders).toHaveLength(5);
  });
});
