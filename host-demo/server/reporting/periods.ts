import { REPORT_MAX_DAYS, REPORT_MESSAGES, type ReportGranularity } from 'proofdesk/contract';
import { type Failed, fail } from '../http';

// A report's period and its buckets (docs/rules-and-choices.md "Reporting"): whole UTC days, both
// ends included; buckets are calendar days, ISO weeks (Monday first) or calendar months, named by
// their first day. The first and last buckets may start before or end after the period: only the
// period's days count in them.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  from: string;
  to: string;
  granularity: ReportGranularity;
  /** from's midnight (ISO) and the midnight after `to`: the range the queries read. */
  range: { from: string; until: string };
  /** The buckets' first days, in order. */
  buckets: string[];
}

/** Milliseconds of a YYYY-MM-DD day's UTC midnight, or NaN when it is not a real day. */
export function dayMs(day: string): number {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the bucket holding `day` (YYYY-MM-DD, or an ISO time: its first ten characters). */
export function bucketStart(day: string, granularity: ReportGranularity): string {
  const date = day.slice(0, 10);
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 7)}-01`;
  const ms = dayMs(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(ms - weekday * DAY_MS);
}

/** The first day of the bucket after the one starting `start`. */
export function nextBucket(start: string, granularity: ReportGranularity): string {
  const ms = dayMs(start);
  if (granularity === 'day') return dayOf(ms + DAY_MS);
  if (granularity === 'week') return dayOf(ms + 7 * DAY_MS);
  const date = new Date(ms);
  return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** The period a query names, checked: real days, from ≤ to, not longer than the granularity allows. */
export function periodOf(query: {
  from: string;
  to: string;
  granularity?: ReportGranularity;
}): Period | Failed {
  const granularity = query.granularity ?? 'day';
  const from = dayMs(query.from);
  const to = dayMs(query.to);
  if (Number.isNaN(from) || Number.isNaN(to) || from > to) return fail(400, REPORT_MESSAGES.badPeriod);
  const days = (to - from) / DAY_MS + 1;
  const max = REPORT_MAX_DAYS[granularity];
  if (days > max) return fail(400, REPORT_MESSAGES.tooLong.replace('{days}', String(max)));
  const buckets: string[] = [];
  for (
    let start = bucketStart(query.from, granularity);
    start <= query.to;
    start = nextBucket(start, granularity)
  ) {
    buckets.push(start);
  }
  return {
    from: query.from,
    to: query.to,
    granularity,
    range: { from: new Date(from).toISOString(), until: new Date(to + DAY_MS).toISOString() },
    buckets,
  };
}
