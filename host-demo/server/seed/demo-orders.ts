import { boardColumnOf, ORDER_STATUSES, type OrderStatus } from 'proofdesk/rules';
import type { Db } from '../db';
import { DEMO_SERVICE_CATEGORIES, DEMO_SERVICES, ORDER_SUBJECTS } from './demo-services';

const DAY = 24 * 60 * 60 * 1000;
const NEW_ORDER_CARD_STATES = ['READY_TO_GO', 'QUEUE_CARD', 'DRAFT_CARD', 'ACTIVE_CARD', 'NEW_ORDER'];
const MANAGERS = ['user-manager', 'user-creative', 'user-production'];

/** mulberry32: a tiny seeded PRNG, so every seed of the demo produces the same orders. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface OrderSpec {
  clientId: string;
  creators: readonly string[];
  packageName: string;
  /** Forces the status (every status appears in the demo); random when absent. */
  status?: OrderStatus;
  archived?: boolean;
}

const INSERT = `INSERT INTO orders (id, order_number, client_id, creator_id, operator_id, manager_id, service_id,
  name, package_name, status, card_state, position, is_frozen, locked_at, archived_at, queue_percent,
  work_percent, created_at, updated_at, due_date, hold_reason, cancel_reason)
VALUES (@id, @number, @clientId, @creator, @operator, @manager, @service, @name, @packageName, @status,
  @cardState, @position, @frozen, NULL, @archivedAt, @queue, @work, @created, @updated, @due, @hold, @cancel)`;

/** Writes orders with prepared statements; the caller wraps it in one transaction. */
export function orderWriter(db: Db, now: Date, random: () => number) {
  const insert = db.prepare(INSERT);
  const positions = new Map<string, number>();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  let { max } = db.prepare('SELECT COALESCE(MAX(order_number), 1000) AS max FROM orders').get() as {
    max: number;
  };
  return (spec: OrderSpec) => {
    max += 1;
    const status = spec.status ?? pick(ORDER_STATUSES);
    // Priorities are numbered per account and board column (a column may hold two statuses).
    const key = `${spec.clientId}/${boardColumnOf(status)}/${spec.archived ? 'a' : ''}`;
    const position = positions.get(key) ?? 0;
    positions.set(key, position + 1);
    const service = pick(DEMO_SERVICES);
    const created = now.getTime() - Math.floor(random() * 120 * DAY) - DAY;
    const updated = Math.min(now.getTime(), created + Math.floor(random() * 10 * DAY));
    const isNew = status === 'new-order';
    insert.run({
      id: `order-${max - 1000}`,
      number: max,
      clientId: spec.clientId,
      creator: pick(spec.creators),
      operator: isNew || random() < 0.15 ? null : 'user-operator',
      manager: pick(MANAGERS),
      service: service.id,
      name: `${pick(ORDER_SUBJECTS)} ${service.name}`,
      packageName: spec.packageName,
      status,
      cardState: isNew ? NEW_ORDER_CARD_STATES[position % NEW_ORDER_CARD_STATES.length] : null,
      position,
      frozen: random() < 0.12 ? 1 : 0,
      archivedAt: spec.archived ? new Date(updated).toISOString() : null,
      queue: isNew ? null : Math.floor(random() * 101),
      work: isNew ? null : Math.floor(random() * 101),
      created: new Date(created).toISOString(),
      updated: new Date(updated).toISOString(),
      due: new Date(created + (3 + Math.floor(random() * 25)) * DAY).toISOString(),
      hold: status === 'on-hold' ? 'Waiting for the final copy from the client.' : null,
      cancel: status === 'cancelled' ? 'The campaign was called off.' : null,
    });
  };
}

export function seedServices(db: Db): void {
  const category = db.prepare('INSERT OR IGNORE INTO service_categories (id, name) VALUES (?, ?)');
  const service = db.prepare('INSERT OR IGNORE INTO services (id, category_id, name) VALUES (?, ?, ?)');
  for (const item of DEMO_SERVICE_CATEGORIES) category.run(item.id, item.name);
  for (const item of DEMO_SERVICES) service.run(item.id, item.categoryId, item.name);
}

/**
 * The demo's orders: 64 for Northwind (8 per status, new orders in every card state, some archived
 * and frozen) and 12 for Brightline's customers. Call inside the seed transaction.
 */
export function seedDemoOrders(db: Db, now: Date): void {
  seedServices(db);
  const write = orderWriter(db, now, seededRandom(20260305));
  const northwind = { clientId: 'client-northwind', creators: ['user-owner', 'user-staff'] };
  for (let round = 0; round < 8; round += 1) {
    for (const status of ORDER_STATUSES) {
      const archived =
        round === 7 && (status === 'completed' || status === 'cancelled' || status === 'approved');
      write({ ...northwind, packageName: 'Studio Pro (monthly)', status, archived });
    }
  }
  for (let index = 0; index < 12; index += 1) {
    const clientId = index % 2 === 0 ? 'client-harbor' : 'client-summit';
    const creators = [index % 2 === 0 ? 'user-harbor' : 'user-summit'];
    write({ clientId, creators, packageName: 'Pay as you go', status: ORDER_STATUSES[index % 8] });
  }
}

/**
 * `npm run seed -- --orders N`: N more Northwind orders, for benchmarks. One transaction and one
 * prepared statement, so 10,000 orders take well under a few seconds.
 */
export function seedBulkOrders(db: Db, count: number, now: Date = new Date()): number {
  seedServices(db);
  const write = orderWriter(db, now, seededRandom(count));
  const creators = ['user-owner', 'user-staff'];
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const archived = index % 20 === 19;
      write({ clientId: 'client-northwind', creators, packageName: 'Studio Pro (monthly)', archived });
    }
  })();
  return count;
}
