// WCAG 2.x relative luminance and contrast ratio. Only colours we can parse without a browser
// (hex and rgb()/rgba()) are measured; anything else (named colours, hsl(), var()) is treated as
// unknown and callers fall back to a safe default.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:[\s,/]+[\d.]+%?)?\s*\)$/i;

function channel(value: string): number {
  const n = value.endsWith('%') ? (Number.parseFloat(value) / 100) * 255 : Number.parseFloat(value);
  return Math.min(255, Math.max(0, n));
}

export function parseColor(input: string): Rgb | undefined {
  const value = input.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = RGB.exec(value);
  if (rgb?.[1] && rgb[2] && rgb[3]) return { r: channel(rgb[1]), g: channel(rgb[2]), b: channel(rgb[3]) };
  return undefined;
}

function linear(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string | Rgb): number | undefined {
  const rgb = typeof color === 'string' ? parseColor(color) : color;
  if (!rgb) return undefined;
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
}

/** WCAG contrast ratio between two colours, 1 to 21; undefined when either cannot be parsed. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return undefined;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

export const CONTRAST_LIGHT = '#ffffff';
export const CONTRAST_DARK = '#111827';
const CONTRAST_BLACK = '#000000';

/** WCAG AA for normal text; large text (24 px, or 18.66 px bold) and icons need 3:1. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/**
 * White or near-black, whichever contrasts more with `background` (white when unknown). Colours of
 * middle luminance reach only ~4.2:1 with either (e.g. #16a34a: 3.3 with white); those get pure
 * black, which always reaches 4.58:1 where white does not.
 */
export function pickContrastText(background: string): string {
  const light = contrastRatio(background, CONTRAST_LIGHT);
  const dark = contrastRatio(background, CONTRAST_DARK);
  if (light === undefined || dark === undefined) return CONTRAST_LIGHT;
  if (light >= dark) return CONTRAST_LIGHT;
  return dark >= AA_TEXT ? CONTRAST_DARK : CONTRAST_BLACK;
}

/** `a` mixed with `b` in sRGB, `weight` of `a` (0 to 1): what `color-mix(in srgb, a w%, b)` paints. */
export function mixColors(a: Rgb, b: Rgb, weight: number): Rgb {
  const w = Math.min(1, Math.max(0, weight));
  return { r: a.r * w + b.r * (1 - w), g: a.g * w + b.g * (1 - w), b: a.b * w + b.b * (1 - w) };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** The lowest contrast `color` has against any of `backgrounds` (undefined if one cannot be parsed). */
export function minContrast(color: string, backgrounds: readonly string[]): number | undefined {
  let lowest = Number.POSITIVE_INFINITY;
  for (const background of backgrounds) {
    const ratio = contrastRatio(color, background);
    if (ratio === undefined) return undefined;
    lowest = Math.min(lowest, ratio);
  }
  return lowest;
}

/**
 * `color` itself when it reaches `min` against every background, else the least step (5 % at a time)
 * towards `towards` that does: a brand colour used as text or an icon stays as close to the brand as
 * legibility allows. Undefined when a colour cannot be parsed.
 */
export function readableColor(
  color: string,
  backgrounds: readonly string[],
  towards: string,
  min = AA_TEXT,
): string | undefined {
  const from = parseColor(color);
  const to = parseColor(towards);
  if (!from || !to) return undefined;
  if ((minContrast(color, backgrounds) ?? 0) >= min) return color;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = toHex(mixColors(from, to, 1 - step * 0.05));
    if ((minContrast(candidate, backgrounds) ?? 0) >= min) return candidate;
  }
  return towards;
}
