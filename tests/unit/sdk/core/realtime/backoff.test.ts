import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from '../../../../../sdk/core/realtime';

describe('backoffDelay (exponential, full jitter)', () => {
  it('grows from the 500 ms base, doubling per attempt', () => {
    const top = (attempt: number) => backoffDelay(attempt, { random: () => 0.999999 });
    expect(BACKOFF_BASE_MS).toBe(500);
    expect(top(0)).toBe(499);
    expect(top(1)).toBe(999);
    expect(top(3)).toBe(3999);
  });

  it('never exceeds the 30 s cap, however many attempts failed', () => {
    expect(BACKOFF_CAP_MS).toBe(30_000);
    for (const attempt of [6, 7, 20, 5000]) {
      expect(backoffDelay(attempt, { random: () => 0.999999 })).toBeLessThan(30_000);
      expect(backoffDelay(attempt, { random: () => 0.999999 })).toBeGreaterThan(29_000);
    }
  });

  it('is uniform between 0 and the ceiling (full jitter)', () => {
    expect(backoffDelay(4, { random: () => 0 })).toBe(0);
    expect(backoffDelay(4, { random: () => 0.5 })).toBe(4000);
    const samples = Array.from({ length: 200 }, () => backoffDelay(2));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...samples)).toBeLessThan(2000);
    expect(new Set(samples).size).toBeGreaterThan(50);
  });

  it('accepts custom base and cap, and treats a negative attempt as the first', () => {
    expect(backoffDelay(2, { baseMs: 100, capMs: 250, random: () => 0.5 })).toBe(125);
    expect(backoffDelay(-3, { random: () => 0.5 })).toBe(250);
  });
});
