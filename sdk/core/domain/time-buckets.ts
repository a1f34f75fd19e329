// Queue time and work time filter options (dashboard §3). The value is the wire form: 'min:max'
// in percent, or a bare 'min' for the open-ended last bucket; `key` names its label in the catalogue.
export interface TimeBucketOption {
  readonly value: string;
  readonly key: keyof TimeBucketMessages;
}

/** The options' labels, in the spec's words. */
export interface TimeBucketMessages {
  timeBucketLow: string;
  timeBucketMiddle: string;
  timeBucketHigh: string;
}

export const defaultTimeBucketMessages: TimeBucketMessages = {
  timeBucketLow: '50% or fewer',
  timeBucketMiddle: '51% - 75%',
  timeBucketHigh: '76% or more',
};

export const TIME_BUCKET_OPTIONS: readonly TimeBucketOption[] = [
  { value: '0:50', key: 'timeBucketLow' },
  { value: '51:75', key: 'timeBucketMiddle' },
  { value: '76', key: 'timeBucketHigh' },
];

export const QUEUE_TIME_OPTIONS = TIME_BUCKET_OPTIONS;
export const WORK_TIME_OPTIONS = TIME_BUCKET_OPTIONS;

export interface TimeBucket {
  min: number;
  /** null = no upper bound. */
  max: number | null;
}

const BUCKET = /^(\d{1,3})(?::(\d{1,3}))?$/;

/** Parses '0:50', '51:75' or '76'; null for anything else (including min > max). */
export function parseTimeBucket(value: string): TimeBucket | null {
  const match = BUCKET.exec(value.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (max !== null && max < min) return null;
  return { min, max };
}

/**
 * The buckets are written in whole percents (50 / 51), so a fractional percent is rounded up:
 * 50.2% is no longer "50% or fewer" and belongs to "51% - 75%".
 */
export function matchesTimeBucket(percent: number, bucket: TimeBucket | string): boolean {
  const parsed = typeof bucket === 'string' ? parseTimeBucket(bucket) : bucket;
  if (!parsed || !Number.isFinite(percent)) return false;
  const whole = Math.ceil(percent);
  return whole >= parsed.min && (parsed.max === null || whole <= parsed.max);
}
