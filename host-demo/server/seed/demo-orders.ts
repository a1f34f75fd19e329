import { boardColumnOf, ORDER_STATUSES, type OrderStatus } from 'proofdesk/rules';
import { type Data, transaction } from '../data';
import {
  insertOrderRows,
  insertServices,
  insertStatusChangeRows,
  maxOrderNumber,
  refreshStatistics,
} from '../data/seed/seed-rows';
import type { Db } from '../db';
import { STATUS_PATHS } from './demo-history';
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
VALUES (@id, @order_number, @client_id, @creator_id, @operator_id, @manager_id, @service_id, @name,
  @package_name, @status, @card_state, @position, @is_frozen, @locked_at, @archived_at, @queue_percent,
  @work_percent, @created_at, @updated_at, @due_date, @hold_reason, @cancel_reason)`;

/** An orders row as the seed writes it: every column named (multi-row inserts need them all). */
export interface SeedOrderRow {
  id: string;
  order_number: number;
  client_id: string;
  creator_id: string;
  operator_id: string | null;
  manager_id: string;
  service_id: string;
  name: string;
  package_name: string;
  status: OrderStatus;
  card_state: string | null;
  position: number;
  is_frozen: number;
  locked_at: null;
  archived_at: string | null;
  queue_percent: number | null;
  work_percent: number | null;
  created_at: string;
  updated_at: string;
  due_date: string;
  hold_reason: string | null;
  cancel_reason: string | null;
}

/**
 * Makes order rows numbered after `max` (the highest order number so far); priorities count from 0
 * per account and board column, as in a fresh account (the seed's orders are its first).
 */
export function orderRows(max: number, now: Date, random: () => number): (spec: OrderSpec) => SeedOrderRow {
  const positions = new Map<string, number>();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return (spec) => {
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
    return {
      id: `order-${max - 1000}`,
      order_number: max,
      client_id: spec.clientId,
      creator_id: pick(spec.creators),
      operator_id: isNew || random() < 0.15 ? null : 'user-operator',
      manager_id: pick(MANAGERS),
      service_id: service.id,
      name: `${pick(ORDER_SUBJECTS)} ${service.name}`,
      package_name: spec.packageName,
      status,
      card_state: isNew ? NEW_ORDER_CARD_STATES[position % NEW_ORDER_CARD_STATES.length]! : null,
      position,
      is_frozen: random() < 0.12 ? 1 : 0,
      locked_at: null,
      archived_at: spec.archived ? new Date(updated).toISOString() : null,
      queue_percent: isNew ? null : Math.floor(random() * 101),
      work_percent: isNew ? null : Math.floor(random() * 101),
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
      due_date: new Date(created + (3 + Math.floor(random() * 25)) * DAY).toISOString(),
      hold_reason: status === 'on-hold' ? 'Waiting for the final copy from the client.' : null,
      cancel_reason: status === 'cancelled' ? 'The campaign was called off.' : null,
    };
  };
}

/** Writes orders with prepared statements; the caller wraps it in one transaction. */
export function orderWriter(db: Db, now: Date, random: () => number) {
  const insert = db.prepare(INSERT);
  const { max } = db.prepare('SELECT COALESCE(MAX(order_number), 1000) AS max FROM orders').get() as {
    max: number;
  };
  const row = orderRows(max, now, random);
  return (spec: OrderSpec) => {
    insert.run(row(spec));
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

/** The bulk orders' specs: Northwind's, every 20th archived, random statuses. */
const bulkSpec = (index: number): OrderSpec => ({
  clientId: 'client-northwind',
  creators: ['user-owner', 'user-staff'],
  packageName: 'Studio Pro (monthly)',
  archived: index % 20 === 19,
});

/**
 * A bulk order's status history (what reporting reads): the demo's moves from New Order to its
 * status (STATUS_PATHS), spread evenly from its creation to its last update.
 */
function statusChangeRows(order: SeedOrderRow) {
  const path = STATUS_PATHS[order.status];
  const created = Date.parse(order.created_at);
  const span = Date.parse(order.updated_at) - created;
  return path.map((to, i) => ({
    id: `${order.id}-move-${i + 1}`,
    order_id: order.id,
    from_status: i === 0 ? 'new-order' : path[i - 1]!,
    to_status: to,
    user_id:
      to === 'in-progress' || to === 'in-review' ? (order.operator_id ?? order.manager_id) : order.manager_id,
    changed_at: new Date(created + Math.round((span * (i + 1)) / path.length)).toISOString(),
  }));
}

/**
 * `npm run seed -- --orders N`: N more Northwind orders, for benchmarks, on either database (the
 * data layer: one transaction, multi-row inserts), so 10,000 orders take a few seconds. Each comes
 * with its status history (order_status_changes), so reporting has something to read.
 */
export async function seedBulkOrders(data: Data, count: number, now: Date = new Date()): Promise<number> {
  await transaction(data, async (trx) => {
    await insertServices(trx, DEMO_SERVICE_CATEGORIES, DEMO_SERVICES);
    const row = orderRows(await maxOrderNumber(trx), now, seededRandom(count));
    const rows = Array.from({ length: count }, (_, index) => row(bulkSpec(index)));
    await insertOrderRows(trx, rows);
    await insertStatusChangeRows(trx, rows.flatMap(statusChangeRows));
  });
  await refreshStatistics(data, 'orders');
  await refreshStatistics(data, 'order_status_changes');
  return count;
}
