import { dateRangeBounds, isOrderStatus, parseTimeBucket } from 'proofdesk/rules';
import type { PercentBucket, TimeRange } from '../data/orders/list-rows';

/** A filter the caller got wrong; the route answers 400 with `message`. */
export class FilterError extends Error {}

export const splitList = (value: string | undefined | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const MAX_DAYS = 512;
const dayBounds = new Map<string, { start: string; end: string } | null>();

/**
 * A calendar day's [start, end) in a zone as ISO strings, memoised: the zone arithmetic goes through
 * Intl.DateTimeFormat#formatToParts (~60 µs a day), and lists repeat the same few days. The answer
 * depends only on the day and the zone, so a cached one never goes stale.
 */
function boundsOfDay(day: string, timeZone: string): { start: string; end: string } | null {
  const key = `${day}|${timeZone}`;
  let bounds = dayBounds.get(key);
  if (bounds === undefined) {
    const range = dateRangeBounds(day, day, timeZone);
    bounds = range && { start: range.start.toISOString(), end: range.end.toISOString() };
    if (dayBounds.size >= MAX_DAYS) dayBounds.clear();
    dayBounds.set(key, bounds);
  }
  return bounds;
}

/**
 * "Date-range filters use start 00:00:00 and end 24:00:00" in the caller's zone; either end may be
 * open (null: no range). The bounds are ISO strings, which sort like the instants they denote.
 */
export function dateRange(
  column: TimeRange['column'],
  start: string | undefined,
  end: string | undefined,
  timeZone: string,
): TimeRange | null {
  if (!start && !end) return null;
  const first = start ? boundsOfDay(start, timeZone) : null;
  const last = end ? boundsOfDay(end, timeZone) : null;
  if ((start && !first) || (end && !last)) throw new FilterError(`o.${column} has an invalid date`);
  return { column, start: first?.start ?? null, end: last?.end ?? null };
}

/** Queue/work time buckets ('0:50', '51:75', '76'); a comma list matches any of them. */
export function timeBuckets(value: string | undefined): PercentBucket[] {
  const buckets: PercentBucket[] = [];
  for (const item of splitList(value)) {
    const bucket = parseTimeBucket(item);
    if (!bucket) throw new FilterError(`Unknown time bucket "${item}"`);
    // Percents are whole numbers in the database, so the bucket edges compare directly.
    buckets.push({ min: bucket.min, max: bucket.max });
  }
  return buckets;
}

/**
 * orderProgress: ready-to-go names new orders, not-frozen narrows to unfrozen orders, any other
 * value is a status; several statuses match any of them.
 */
export function orderProgress(value: string | undefined | null): { statuses: string[]; notFrozen: boolean } {
  const items = splitList(value);
  const statuses: string[] = [];
  for (const item of items) {
    if (item === 'not-frozen') continue;
    const status = item === 'ready-to-go' ? 'new-order' : item;
    if (!isOrderStatus(status)) throw new FilterError(`Unknown order progress "${item}"`);
    statuses.push(status);
  }
  return { statuses, notFrozen: items.includes('not-frozen') };
}
