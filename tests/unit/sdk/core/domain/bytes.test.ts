import { describe, expect, it } from 'vitest';
import { formatBytes, SIZE_UNITS } from '../../../../../sdk/core/domain';

describe('formatBytes', () => {
  it('Size units are binary (1024) up to YB with 2 decimals.', () => {
    expect(SIZE_UNITS).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(1024 ** 2)).toBe('1.00 MB');
    expect(formatBytes(2147483648)).toBe('2.00 GB');
    expect(formatBytes(1024 ** 8 * 3)).toBe('3.00 YB');
    expect(formatBytes(1024 ** 9)).toBe('1024.00 YB');
  });

  it('prints whole bytes without decimals and guards bad input', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });

  it('carries into the next unit instead of printing 1024.00', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.00 MB');
  });
});
