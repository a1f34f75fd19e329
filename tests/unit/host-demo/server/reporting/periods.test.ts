import { describe, expect, it } from 'vitest';
import { bucketStart, nextBucket, periodOf } from '../../../../../host-demo/server/reporting';

// A report's period and buckets (docs/rules-and-choices.md "Reporting"): UTC days, ISO weeks
// starting Monday, calendar months; from and to both included.

describe('report periods', () => {
  it('buckets by day, ISO week and month', () => {
    expect(bucketStart('2026-01-04T23:59:59.000Z', 'week')).toBe('2025-12-29'); // a Sunday
    expect(bucketStart('2026-01-05', 'week')).toBe('2026-01-05'); // a Monday
    expect(bucketStart('2026-02-28T10:00:00.000Z', 'month')).toBe('2026-02-01');
    expect(nextBucket('2026-01-31', 'month')).toBe('2026-02-01');
    expect(nextBucket('2026-12-01', 'month')).toBe('2027-01-01');
    expect(nextBucket('2026-02-28', 'day')).toBe('2026-03-01');
  });

  it('covers from to to inclusive, as an ISO range ending at the next midnight', () => {
    const period = periodOf({ from: '2026-01-30', to: '2026-03-02', granularity: 'month' });
    expect(period).toMatchObject({
      range: { from: '2026-01-30T00:00:00.000Z', until: '2026-03-03T00:00:00.000Z' },
      buckets: ['2026-01-01', '2026-02-01', '2026-03-01'],
    });
    expect(periodOf({ from: '2026-01-01', to: '2026-01-01' })).toMatchObject({
      granularity: 'day',
      buckets: ['2026-01-01'],
    });
  });

  it('refuses impossible days, a reversed period and one too long for its granularity', () => {
    for (const query of [
      { from: '2026-02-29', to: '2026-03-01' },
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2024-01-01', to: '2025-12-31', granularity: 'day' as const },
    ]) {
      expect(periodOf(query)).toMatchObject({ ok: false, status: 400 });
    }
    expect(periodOf({ from: '2024-01-01', to: '2025-12-31', granularity: 'week' })).not.toHaveProperty('ok');
  });
});
