import { contrastRatio, pickContrastText } from 'proofdesk';
import { describe, expect, it } from 'vitest';
import { CONTRAST_DARK, parseColor, relativeLuminance } from '../../../../../sdk/core/theme';

describe('parseColor', () => {
  it('reads 3, 4, 6 and 8 digit hex and rgb()/rgba()', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('#0f08')).toEqual({ r: 0, g: 255, b: 0 });
    expect(parseColor('#4F46E5')).toEqual({ r: 79, g: 70, b: 229 });
    expect(parseColor('#11223380')).toEqual({ r: 17, g: 34, b: 51 });
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('rgba(10 20 30 / 0.5)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('rgb(100%, 0%, 50%)')).toEqual({ r: 255, g: 0, b: 127.5 });
  });

  it('returns undefined for syntaxes it does not measure', () => {
    expect(parseColor('rebeccapurple')).toBeUndefined();
    expect(parseColor('hsl(0 0% 0%)')).toBeUndefined();
    expect(parseColor('#12345')).toBeUndefined();
  });
});

describe('contrastRatio (WCAG 2.x)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBe(1);
  });

  it('matches published reference values', () => {
    // #777 on white is the classic "just fails AA": 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
  });

  it('is undefined when a colour cannot be parsed', () => {
    expect(contrastRatio('var(--x)', '#fff')).toBeUndefined();
  });
});

describe('pickContrastText', () => {
  it('puts white on dark and saturated colours', () => {
    expect(pickContrastText('#4f46e5')).toBe('#ffffff');
    expect(pickContrastText('#dc2626')).toBe('#ffffff');
    expect(pickContrastText('#000')).toBe('#ffffff');
  });

  it('puts near-black on light colours', () => {
    expect(pickContrastText('#f59e0b')).toBe(CONTRAST_DARK);
    expect(pickContrastText('#facc15')).toBe(CONTRAST_DARK);
    expect(pickContrastText('#ffffff')).toBe(CONTRAST_DARK);
  });

  it('always picks the candidate with the higher ratio', () => {
    for (const bg of ['#0ea5e9', '#16a34a', '#38bdf8', '#e2e8f0', '#777777', '#888888']) {
      const chosen = pickContrastText(bg);
      const other = chosen === '#ffffff' ? CONTRAST_DARK : '#ffffff';
      expect(contrastRatio(bg, chosen)).toBeGreaterThanOrEqual(contrastRatio(bg, other) ?? 0);
    }
  });

  it('falls back to white for colours it cannot parse', () => {
    expect(pickContrastText('papayawhip')).toBe('#ffffff');
  });
});
