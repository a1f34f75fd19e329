import { describe, expect, it } from 'vitest';
import {
  CARD_STATES,
  cardStateLabel,
  codeLabel,
  defaultOrderProgressFilterMessages,
  defaultTimeBucketMessages,
  isOrderStatus,
  matchesTimeBucket,
  ORDER_PROGRESS_FILTERS,
  ORDER_STATUSES,
  parseTimeBucket,
  priorityLabel,
  QUEUE_TIME_OPTIONS,
  showsPriorityBadge,
  showsPriorityWarning,
  WORK_TIME_OPTIONS,
} from '../../../../../sdk/core/domain';

describe('order statuses and card states', () => {
  it('Order statuses: new order, in-progress, gr-revision, in-review, on-hold, approved, completed, cancelled.', () => {
    expect(ORDER_STATUSES).toEqual([
      'new-order',
      'in-progress',
      'gr-revision',
      'in-review',
      'on-hold',
      'approved',
      'completed',
      'cancelled',
    ]);
    expect(isOrderStatus('on-hold')).toBe(true);
    expect(isOrderStatus('frozen')).toBe(false);
  });

  it('Card state labels: ACTIVE_CARD Active Order; READY_TO_GO Ready To Go; QUEUE_CARD Queue Order (shows a priority warning); DRAFT_CARD Draft Order; IN_PROGRESS In Progress; IN_REVIEW In Review; ON_HOLD On Hold Order; APPROVED Approved Order; CANCELLED Cancelled Order.', () => {
    expect(CARD_STATES).toHaveLength(15);
    // The labelled states and their labels: codes from the rules, words from the catalogue.
    const labels = Object.fromEntries(
      CARD_STATES.flatMap((s) => [[s, cardStateLabel(s)]].filter(([, l]) => l)),
    );
    expect(labels).toEqual({
      ACTIVE_CARD: 'Active Order',
      READY_TO_GO: 'Ready To Go',
      QUEUE_CARD: 'Queue Order',
      DRAFT_CARD: 'Draft Order',
      IN_PROGRESS: 'In Progress',
      IN_REVIEW: 'In Review',
      ON_HOLD: 'On Hold Order',
      APPROVED: 'Approved Order',
      CANCELLED: 'Cancelled Order',
    });
    expect(cardStateLabel('PLACEHOLDER')).toBeUndefined();
    expect(CARD_STATES.filter(showsPriorityWarning)).toEqual(['QUEUE_CARD']);
  });

  it('The priority badge is hidden for draft, on hold, approved and cancelled.', () => {
    const hidden = CARD_STATES.filter((s) => !showsPriorityBadge(s));
    expect(hidden).toEqual(['DRAFT_CARD', 'ON_HOLD', 'APPROVED', 'CANCELLED']);
  });

  it('Priority N (position + 1)', () => {
    expect(priorityLabel(0)).toBe('Priority 1');
    expect(priorityLabel(9)).toBe('Priority 10');
  });

  it('Order progress values used in filters: ready-to-go (labelled New Order), in-progress, in-review, on-hold, approved, cancelled, not-frozen.', () => {
    expect(ORDER_PROGRESS_FILTERS).toEqual([
      'ready-to-go',
      'in-progress',
      'in-review',
      'on-hold',
      'approved',
      'cancelled',
      'not-frozen',
    ]);
    expect(codeLabel(defaultOrderProgressFilterMessages, 'progress', 'ready-to-go')).toBe('New Order');
    for (const value of ORDER_PROGRESS_FILTERS) {
      expect(codeLabel(defaultOrderProgressFilterMessages, 'progress', value)).not.toBe(value);
    }
  });
});

describe('queue and work time buckets', () => {
  it("Queue time and work time options: '50% or fewer' (0:50), '51% - 75%' (51:75), '76% or more' (76).", () => {
    const expected = [
      { label: '50% or fewer', value: '0:50' },
      { label: '51% - 75%', value: '51:75' },
      { label: '76% or more', value: '76' },
    ];
    // Codes from the rule, words from the catalogue.
    const labelled = (options: typeof QUEUE_TIME_OPTIONS) =>
      options.map(({ key, value }) => ({ label: defaultTimeBucketMessages[key], value }));
    expect(labelled(QUEUE_TIME_OPTIONS)).toEqual(expected);
    expect(labelled(WORK_TIME_OPTIONS)).toEqual(expected);
  });

  it('parses the bucket strings', () => {
    expect(parseTimeBucket('0:50')).toEqual({ min: 0, max: 50 });
    expect(parseTimeBucket('51:75')).toEqual({ min: 51, max: 75 });
    expect(parseTimeBucket('76')).toEqual({ min: 76, max: null });
    expect(parseTimeBucket('75:51')).toBeNull();
    expect(parseTimeBucket('abc')).toBeNull();
    expect(parseTimeBucket('')).toBeNull();
  });

  it('places a percent in exactly one bucket, rounding fractions up', () => {
    const bucketOf = (p: number) =>
      QUEUE_TIME_OPTIONS.filter((o) => matchesTimeBucket(p, o.value)).map((o) => o.value);
    expect(bucketOf(0)).toEqual(['0:50']);
    expect(bucketOf(50)).toEqual(['0:50']);
    expect(bucketOf(50.2)).toEqual(['51:75']);
    expect(bucketOf(75)).toEqual(['51:75']);
    expect(bucketOf(75.5)).toEqual(['76']);
    expect(bucketOf(240)).toEqual(['76']);
    expect(matchesTimeBucket(Number.NaN, '0:50')).toBe(false);
  });
});
