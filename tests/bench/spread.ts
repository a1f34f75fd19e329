// Median, min and max over a bench's rounds: how every figure in docs/performance.md is reported.

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/** "12.3 (10.1–15.0)": the median, then min–max, each with `digits` decimals. */
export function formatSpread(values: number[], digits = 1, unit = ''): string {
  const { median, min, max } = spread(values);
  return `${median.toFixed(digits)}${unit} (${min.toFixed(digits)}–${max.toFixed(digits)}${unit})`;
}

/** The value at percentile `p` of an ascending list (nearest rank below). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** How a bench prints a target: `meets` or `MISSES` (docs/performance.md, rule 5). */
export const verdict = (pass: boolean) => (pass ? 'meets' : 'MISSES');
