import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../schema';

// Reporting's reads (issue 26; docs/rules-and-choices.md "Reporting"). Times are ISO-8601 UTC text
// in both databases, so a period is a text range [from, until) and a day is the text's first ten
// characters. The rows are small (grouped counts, or one order's status changes per row); the
// reporting module turns them into buckets and averages.

type Q = Kysely<Database>;

/** Whose orders: 'all' (internal roles) or these accounts; a service or an operator narrows them. */
export interface ReportScope {
  accounts: 'all' | readonly string[];
  serviceId?: string | undefined;
  operatorId?: string | undefined;
}

/** The ISO range [from, until): from's midnight to the midnight after the period's last day. */
export interface ReportRange {
  from: string;
  until: string;
}

const FINISHED = ['approved', 'completed'] as const;
const CLOSED = ['approved', 'completed', 'cancelled'] as const;

// biome-ignore lint/suspicious/noExplicitAny: the scope applies to any query over `orders as o`
function scoped<Q extends SelectQueryBuilder<any, any, any>>(query: Q, scope: ReportScope): Q {
  let out = query;
  if (scope.accounts !== 'all') out = out.where('o.client_id', 'in', scope.accounts) as Q;
  if (scope.serviceId !== undefined) out = out.where('o.service_id', '=', scope.serviceId) as Q;
  if (scope.operatorId !== undefined) out = out.where('o.operator_id', '=', scope.operatorId) as Q;
  return out;
}

export interface CreatedCountRow {
  day: string;
  status: string;
  serviceId: string | null;
  count: number;
}

/** Orders created in the range, counted per day, current status and service. */
export async function createdCounts(
  db: Q,
  scope: ReportScope,
  range: ReportRange,
): Promise<CreatedCountRow[]> {
  if (scope.accounts !== 'all' && scope.accounts.length === 0) return [];
  const day = sql<string>`substr(o.created_at, 1, 10)`;
  const rows = await scoped(
    db
      .selectFrom('orders as o')
      .select([day.as('day'), 'o.status', 'o.service_id', sql<number>`count(*)`.as('n')])
      .where('o.created_at', '>=', range.from)
      .where('o.created_at', '<', range.until),
    scope,
  )
    .groupBy([day, 'o.status', 'o.service_id'])
    .execute();
  return rows.map((row) => ({
    day: row.day,
    status: row.status,
    serviceId: row.service_id,
    count: Number(row.n),
  }));
}

export interface HistoryRow {
  orderId: string;
  serviceId: string | null;
  operatorId: string | null;
  createdAt: string;
  /** The order's status now. */
  status: string;
  /** One status change (null for an order without any yet). */
  toStatus: string | null;
  changedAt: string | null;
}

const historyColumns = [
  'o.id as order_id',
  'o.service_id',
  'o.operator_id',
  'o.created_at',
  'o.status',
  'c.to_status',
  'c.changed_at',
] as const;

interface RawHistory {
  order_id: string;
  service_id: string | null;
  operator_id: string | null;
  created_at: string;
  status: string;
  to_status: string | null;
  changed_at: string | null;
}

const toHistory = (row: RawHistory): HistoryRow => ({
  orderId: row.order_id,
  serviceId: row.service_id,
  operatorId: row.operator_id,
  createdAt: row.created_at,
  status: row.status,
  toStatus: row.to_status,
  changedAt: row.changed_at,
});

/**
 * The orders that first reached Approved or Completed inside the range, each with its status
 * changes up to that moment, in time order (the turnaround and the time in review read them).
 */
export async function finishedHistories(
  db: Q,
  scope: ReportScope,
  range: ReportRange,
): Promise<HistoryRow[]> {
  if (scope.accounts !== 'all' && scope.accounts.length === 0) return [];
  const finished = db
    .selectFrom('order_status_changes')
    .select(['order_id', sql<string>`min(changed_at)`.as('finished_at')])
    .where('to_status', 'in', FINISHED)
    .where('changed_at', '<', range.until)
    .groupBy('order_id')
    .having(sql<string>`min(changed_at)`, '>=', range.from);
  const rows = await scoped(
    db
      .selectFrom(finished.as('f'))
      .innerJoin('orders as o', 'o.id', 'f.order_id')
      .innerJoin('order_status_changes as c', (join) =>
        join.onRef('c.order_id', '=', 'o.id').onRef('c.changed_at', '<=', 'f.finished_at'),
      )
      .select(historyColumns),
    scope,
  )
    .orderBy('o.id')
    .orderBy('c.changed_at')
    .orderBy('c.id')
    .execute();
  return (rows as RawHistory[]).map(toHistory);
}

/**
 * Orders with an operator that may have been open during the range, with their status changes
 * before its end, in time order: created before the range ends, and either still open or updated
 * (a status change updates the order) since the range began; an order closed and untouched
 * before the range cannot overlap it.
 */
export async function operatorHistories(
  db: Q,
  scope: ReportScope,
  range: ReportRange,
): Promise<HistoryRow[]> {
  if (scope.accounts !== 'all' && scope.accounts.length === 0) return [];
  const rows = await scoped(
    db
      .selectFrom('orders as o')
      .leftJoin('order_status_changes as c', (join) =>
        join.onRef('c.order_id', '=', 'o.id').on('c.changed_at', '<', range.until),
      )
      .select(historyColumns)
      .where('o.operator_id', 'is not', null)
      .where('o.created_at', '<', range.until)
      .where((eb) => eb.or([eb('o.updated_at', '>=', range.from), eb('o.status', 'not in', CLOSED)])),
    scope,
  )
    .orderBy('o.id')
    .orderBy('c.changed_at')
    .orderBy('c.id')
    .execute();
  return (rows as RawHistory[]).map(toHistory);
}

export interface NamedOption {
  id: string;
  name: string;
}

/** The service catalogue, by name (the report's service filter). */
export async function serviceOptions(db: Q): Promise<NamedOption[]> {
  return db.selectFrom('services').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

/** The people who work orders: operators, and anyone an order names as its operator. */
export async function operatorOptions(db: Q): Promise<NamedOption[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'firstname', 'lastname'])
    .where((eb) =>
      eb.or([
        eb('role', '=', 'operator'),
        eb(
          'id',
          'in',
          eb.selectFrom('orders').select('operator_id').where('operator_id', 'is not', null).distinct(),
        ),
      ]),
    )
    .orderBy('firstname')
    .orderBy('lastname')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: `${row.firstname} ${row.lastname}`.trim() }));
}
