import { dateRangeBounds, isOrderStatus, parseTimeBucket } from 'proofdesk/rules';
import type { SqlFragment } from './access';

/** A filter the caller got wrong; the route answers 400 with `message`. */
export class FilterError extends Error {}

export const splitList = (value: string | undefined | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Collects WHERE conditions with their positional parameters, in order. */
export class Conditions {
  readonly #parts: string[] = [];
  readonly params: unknown[] = [];

  add(sql: string, ...params: unknown[]): this {
    this.#parts.push(sql);
    this.params.push(...params);
    return this;
  }

  fragment(fragment: SqlFragment): this {
    return this.add(fragment.sql, ...fragment.params);
  }

  /** `column IN (…)` for a comma list; nothing when the list is empty. */
  inList(column: string, value: string | undefined | null): this {
    const items = splitList(value);
    if (items.length === 0) return this;
    return this.add(`${column} IN (${items.map(() => '?').join(', ')})`, ...items);
  }

  get sql(): string {
    return this.#parts.length === 0 ? '1 = 1' : this.#parts.join(' AND ');
  }
}

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
 * open. Compares ISO strings, which sort like the instants they denote.
 */
export function dateRange(
  where: Conditions,
  column: string,
  start: string | undefined,
  end: string | undefined,
  timeZone: string,
): void {
  if (!start && !end) return;
  const first = start ? boundsOfDay(start, timeZone) : null;
  const last = end ? boundsOfDay(end, timeZone) : null;
  if ((start && !first) || (end && !last)) throw new FilterError(`${column} has an invalid date`);
  if (first) where.add(`${column} >= ?`, first.start);
  if (last) where.add(`${column} < ?`, last.end);
}

/** Queue/work time buckets ('0:50', '51:75', '76'); a comma list matches any of them. */
export function timeBuckets(where: Conditions, column: string, value: string | undefined): void {
  const buckets = splitList(value).map((item) => ({ item, bucket: parseTimeBucket(item) }));
  if (buckets.length === 0) return;
  const bad = buckets.find(({ bucket }) => !bucket);
  if (bad) throw new FilterError(`Unknown time bucket "${bad.item}"`);
  const parts: string[] = [];
  const params: number[] = [];
  for (const { bucket } of buckets) {
    if (!bucket) continue;
    // Percents are whole numbers in the database, so the bucket edges compare directly.
    parts.push(bucket.max === null ? `${column} >= ?` : `(${column} >= ? AND ${column} <= ?)`);
    params.push(bucket.min, ...(bucket.max === null ? [] : [bucket.max]));
  }
  where.add(`(${parts.join(' OR ')})`, ...params);
}

/**
 * orderProgress: ready-to-go names new orders, not-frozen narrows to unfrozen orders, any other
 * value is a status; several statuses match any of them.
 */
export function orderProgress(where: Conditions, value: string | undefined | null): void {
  const items = splitList(value);
  const statuses: string[] = [];
  for (const item of items) {
    if (item === 'not-frozen') continue;
    const status = item === 'ready-to-go' ? 'new-order' : item;
    if (!isOrderStatus(status)) throw new FilterError(`Unknown order progress "${item}"`);
    statuses.push(status);
  }
  if (statuses.length > 0) where.inList('o.status', statuses.join(','));
  if (items.includes('not-frozen')) where.add('o.is_frozen = 0');
}

/** customSearch over order name, order number and service name (LIKE, wildcards escaped). */
export function customSearch(where: Conditions, value: string | undefined | null): void {
  const term = value?.trim();
  if (!term) return;
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  where.add(
    `(o.name LIKE ? ESCAPE '\\' OR CAST(o.order_number AS TEXT) LIKE ? ESCAPE '\\' OR s.name LIKE ? ESCAPE '\\')`,
    pattern,
    pattern,
    pattern,
  );
}
