import { pickContrastText } from './color';
import {
  DEFAULT_COLORS,
  DEFAULT_FONT_FAMILY,
  DEFAULT_RADIUS,
  FONT_SIZES,
  NEUTRALS,
  SPACING,
  Z_LAYERS,
} from './tokens';
import { COLOR_NAMES, type ThemeInput } from './types';

export type CssVariables = Record<string, string>;

/** Modal transition of the spec (dashboard §7: "Modal transition 100 ms"). */
export const MODAL_TRANSITION_MS = 100;

function quoteFamily(family: string): string {
  return /^[\w-]+$/.test(family) ? family : `'${family.replace(/'/g, "\\'")}'`;
}

function tokenName(key: string): string {
  if (key.startsWith('--')) return key;
  return key.startsWith('pd-') ? `--${key}` : `--pd-${key}`;
}

/**
 * Turns a theme into the `--pd-*` custom properties every shadow root reads. Shades are derived
 * with `color-mix()` so the browser does the maths for any colour syntax; only the contrast text
 * colour needs a parsed colour (WCAG ratio), and falls back to white when it cannot parse one.
 */
export function themeToCssVariables(input: ThemeInput = {}): CssVariables {
  const mode = input.mode ?? 'light';
  // Shades go darker on a light page and lighter on a dark one, so hover is always visible.
  const shadeTowards = mode === 'dark' ? 'white' : 'black';
  const vars: CssVariables = { '--pd-color-scheme': mode };

  for (const name of COLOR_NAMES) {
    const color = input.colors?.[name]?.trim() || DEFAULT_COLORS[name];
    const prefix = `--pd-color-${name}`;
    vars[prefix] = color;
    vars[`${prefix}-hover`] = `color-mix(in srgb, ${color} 85%, ${shadeTowards})`;
    vars[`${prefix}-active`] = `color-mix(in srgb, ${color} 70%, ${shadeTowards})`;
    vars[`${prefix}-subtle`] = `color-mix(in srgb, ${color} 14%, ${NEUTRALS[mode].bg})`;
    vars[`${prefix}-contrast`] = pickContrastText(color);
  }

  for (const [name, value] of Object.entries(NEUTRALS[mode])) vars[`--pd-color-${name}`] = value;

  const radius = input.radius ?? DEFAULT_RADIUS;
  vars['--pd-radius'] = radius;
  vars['--pd-radius-sm'] = `calc(${radius} * 0.5)`;
  vars['--pd-radius-lg'] = `calc(${radius} * 1.5)`;
  vars['--pd-radius-full'] = '9999px';

  for (const [step, value] of Object.entries(SPACING)) vars[`--pd-space-${step}`] = value;
  for (const [size, value] of Object.entries(FONT_SIZES)) vars[`--pd-font-size-${size}`] = value;
  for (const [layer, value] of Object.entries(Z_LAYERS)) vars[`--pd-z-${layer}`] = value;

  const family = input.fontFamily
    ? input.fontFamily
    : input.fontFace
      ? `${quoteFamily(input.fontFace.family)}, ${DEFAULT_FONT_FAMILY}`
      : DEFAULT_FONT_FAMILY;
  vars['--pd-font-family'] = family;
  vars['--pd-line-height'] = '1.5';
  vars['--pd-transition-modal'] = `${MODAL_TRANSITION_MS}ms`;

  for (const [key, value] of Object.entries(input.tokens ?? {})) vars[tokenName(key)] = value;
  return vars;
}
