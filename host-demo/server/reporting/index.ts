import type {
  OperatorReport,
  OperatorReportQuery,
  OrderReport,
  OrderReportQuery,
  OrderReportService,
} from 'proofdesk/contract';
import { ORDER_STATUSES } from 'proofdesk/rules';
import {
  createdCounts,
  finishedHistories,
  type HistoryRow,
  operatorHistories,
  operatorOptions,
  type ReportScope,
  serviceOptions,
} from '../data/reporting/report-rows';
import { done, type Result, type ServerContext } from '../http';
import { visibleAccounts } from '../orders/access';
import type { UserRow } from '../users';
import { bucketStart, dayMs, type Period, periodOf } from './periods';

export { bucketStart, nextBucket, periodOf } from './periods';

// Reporting (issue 26; the definitions are in docs/rules-and-choices.md "Reporting"). Figures come
// from each order's status history (order_status_changes, migration 027):
// - turnaround: from the order's creation to the first time it reached Approved or Completed;
// - time in review: the time it spent In Review before that moment (every visit added up);
// - working time: the time an operator's orders spent In Progress or GR Revision (the reference
//   server keeps no timers: play/pause working time is not recorded), within the period.

type Ctx = Pick<ServerContext, 'data' | 'now'>;

const HOUR_MS = 60 * 60 * 1000;
const FINISHED = new Set(['approved', 'completed']);
const CLOSED = new Set(['approved', 'completed', 'cancelled']);
const WORKING = new Set(['in-progress', 'gr-revision']);
const NO_SERVICE = 'No service';

const hours = (ms: number) => Math.round((ms / HOUR_MS) * 10) / 10;
const average = (values: readonly number[]) =>
  values.length === 0 ? null : hours(values.reduce((sum, value) => sum + value, 0) / values.length);
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return hours(sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** History rows grouped per order, in the order the query returned them. */
function perOrder(rows: readonly HistoryRow[]): HistoryRow[][] {
  const groups = new Map<string, HistoryRow[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return [...groups.values()];
}

/** One stretch of an order's life in one status, [start, end) in epoch ms. */
interface Stretch {
  status: string;
  start: number;
  end: number;
}

/**
 * The order's stretches from its creation (New Order) through each change, the last one lasting
 * until `end`; also when it first reached Approved or Completed (null: not before `end`).
 */
export function stretchesOf(
  rows: readonly HistoryRow[],
  end: number,
): { stretches: Stretch[]; finishedAt: number | null } {
  const first = rows[0]!;
  const stretches: Stretch[] = [];
  let status = 'new-order';
  let start = Date.parse(first.createdAt);
  let finishedAt: number | null = null;
  for (const row of rows) {
    if (row.toStatus === null || row.changedAt === null) continue;
    const at = Date.parse(row.changedAt);
    stretches.push({ status, start, end: at });
    status = row.toStatus;
    start = at;
    if (finishedAt === null && FINISHED.has(status)) finishedAt = at;
  }
  stretches.push({ status, start, end: Math.max(start, end) });
  return { stretches, finishedAt };
}

/** The scope a caller reads: its visible accounts (customers: their own), narrowed by the query. */
async function scopeOf(ctx: Ctx, user: UserRow, query: { serviceId?: string; operatorId?: string }) {
  return {
    accounts: await visibleAccounts(ctx.data, user),
    serviceId: query.serviceId,
    operatorId: query.operatorId,
  } satisfies ReportScope;
}

const periodData = (period: Period) => ({
  from: period.from,
  to: period.to,
  granularity: period.granularity,
});

/** GET /reporting/orders: orders by status per bucket, turnaround and time in review, per service. */
export async function orderReport(
  ctx: Ctx,
  user: UserRow,
  query: OrderReportQuery,
): Promise<Result<OrderReport>> {
  const period = periodOf(query);
  if ('ok' in period) return period;
  const scope = await scopeOf(ctx, user, query);
  const [counts, histories, services] = await Promise.all([
    createdCounts(ctx.data.db, scope, period.range),
    finishedHistories(ctx.data.db, scope, period.range),
    serviceOptions(ctx.data.db),
  ]);
  const names = new Map(services.map((service) => [service.id, service.name]));
  const index = new Map(period.buckets.map((start, i) => [start, i]));
  const buckets = period.buckets.map((start) => ({
    start,
    byStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<string, number>,
    created: 0,
    turnaround: [] as number[],
    review: [] as number[],
  }));
  const perService = new Map<string, { created: number; turnaround: number[]; review: number[] }>();
  const serviceEntry = (id: string | null) => {
    const key = id ?? '';
    let entry = perService.get(key);
    if (!entry) {
      entry = { created: 0, turnaround: [], review: [] };
      perService.set(key, entry);
    }
    return entry;
  };
  for (const row of counts) {
    const bucket = buckets[index.get(bucketStart(row.day, period.granularity))!];
    if (!bucket) continue;
    bucket.byStatus[row.status] = (bucket.byStatus[row.status] ?? 0) + row.count;
    bucket.created += row.count;
    serviceEntry(row.serviceId).created += row.count;
  }
  for (const rows of perOrder(histories)) {
    const { stretches, finishedAt } = stretchesOf(rows, 0);
    if (finishedAt === null) continue;
    const turnaround = finishedAt - Date.parse(rows[0]!.createdAt);
    const review = stretches
      .filter((stretch) => stretch.status === 'in-review' && stretch.end <= finishedAt)
      .reduce((sum, stretch) => sum + (stretch.end - stretch.start), 0);
    const bucket = buckets[index.get(bucketStart(new Date(finishedAt).toISOString(), period.granularity))!];
    bucket?.turnaround.push(turnaround);
    bucket?.review.push(review);
    const entry = serviceEntry(rows[0]!.serviceId);
    entry.turnaround.push(turnaround);
    entry.review.push(review);
  }
  const serviceRows: OrderReportService[] = [...perService.entries()]
    .map(([id, entry]) => ({
      serviceId: id || null,
      serviceName: id ? (names.get(id) ?? id) : NO_SERVICE,
      created: entry.created,
      finished: entry.turnaround.length,
      turnaroundHours: average(entry.turnaround),
      medianTurnaroundHours: median(entry.turnaround),
      reviewHours: average(entry.review),
    }))
    .sort((a, b) => a.serviceName.localeCompare(b.serviceName));
  return done({
    data: {
      period: periodData(period),
      statuses: [...ORDER_STATUSES],
      buckets: buckets.map((bucket) => ({
        start: bucket.start,
        byStatus: bucket.byStatus,
        created: bucket.created,
        finished: bucket.turnaround.length,
        turnaroundHours: average(bucket.turnaround),
        reviewHours: average(bucket.review),
      })),
      services: serviceRows,
      serviceOptions: services,
    },
  });
}

/** GET /reporting/operators: per operator, workload and working time in the period. */
export async function operatorReport(
  ctx: Ctx,
  user: UserRow,
  query: OperatorReportQuery,
): Promise<Result<OperatorReport>> {
  const period = periodOf(query);
  if ('ok' in period) return period;
  const scope = await scopeOf(ctx, user, query);
  const [histories, services, operators] = await Promise.all([
    operatorHistories(ctx.data.db, scope, period.range),
    serviceOptions(ctx.data.db),
    operatorOptions(ctx.data.db),
  ]);
  const from = Date.parse(period.range.from);
  const until = Date.parse(period.range.until);
  const end = Math.min(until, ctx.now().getTime());
  const bucketMs = period.buckets.map((start) => dayMs(start));
  const names = new Map(operators.map((operator) => [operator.id, operator.name]));
  const workload = new Map<
    string,
    { assigned: number; inProgress: number; completed: number; working: number; perBucket: number[] }
  >();
  for (const rows of perOrder(histories)) {
    const operatorId = rows[0]!.operatorId!;
    let entry = workload.get(operatorId);
    if (!entry) {
      entry = {
        assigned: 0,
        inProgress: 0,
        completed: 0,
        working: 0,
        perBucket: period.buckets.map(() => 0),
      };
      workload.set(operatorId, entry);
    }
    const { stretches, finishedAt } = stretchesOf(rows, end);
    const overlaps = (stretch: Stretch) => stretch.start < until && stretch.end > from;
    if (stretches.some((stretch) => !CLOSED.has(stretch.status) && overlaps(stretch))) {
      entry.assigned += 1;
      if (!CLOSED.has(stretches.at(-1)!.status)) entry.inProgress += 1;
    }
    if (finishedAt !== null && finishedAt >= from && finishedAt < until) entry.completed += 1;
    for (const stretch of stretches) {
      if (!WORKING.has(stretch.status)) continue;
      const start = Math.max(stretch.start, from);
      const stop = Math.min(stretch.end, end);
      if (stop <= start) continue;
      entry.working += stop - start;
      // The buckets it spans: the last one starting at or before `start`, onwards.
      let i = 0;
      while (i + 1 < bucketMs.length && bucketMs[i + 1]! <= start) i += 1;
      for (; i < bucketMs.length && bucketMs[i]! < stop; i += 1) {
        const bucketEnd = i + 1 < bucketMs.length ? bucketMs[i + 1]! : until;
        const part = Math.min(stop, bucketEnd) - Math.max(start, bucketMs[i]!);
        if (part > 0) entry.perBucket[i]! += part;
      }
    }
  }
  const rows = [...workload.entries()]
    .map(([operatorId, entry]) => ({ operatorId, name: names.get(operatorId) ?? operatorId, ...entry }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return done({
    data: {
      period: periodData(period),
      operators: rows.map((row) => ({
        operatorId: row.operatorId,
        name: row.name,
        assigned: row.assigned,
        inProgress: row.inProgress,
        completed: row.completed,
        workingHours: hours(row.working),
      })),
      buckets: period.buckets.map((start, i) => ({
        start,
        workingHours: rows.map((row) => hours(row.perBucket[i]!)),
      })),
      serviceOptions: services,
      operatorOptions: operators,
    },
  });
}
