export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

const STEP = 1024;

/**
 * Binary (1024) steps up to YB with 2 decimals, e.g. '1.50 KB'. Whole bytes have no decimals
 * ('512 B'): a fraction of a byte means nothing. Negative or non-finite input reads '0 B'.
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), SIZE_UNITS.length - 1);
  if (exponent <= 0) return `${Math.round(bytes)} B`;
  let value = bytes / STEP ** exponent;
  let unit = exponent;
  // 1023.999 KB would print as '1024.00 KB'; carry into the next unit instead.
  if (Number(value.toFixed(decimals)) >= STEP && unit < SIZE_UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return `${value.toFixed(decimals)} ${SIZE_UNITS[unit]}`;
}
