import { CONTRAST_LIGHT, mixColors, parseColor, pickContrastText, readableColor, toHex } from './color';
import {
  DEFAULT_COLORS,
  DEFAULT_FONT_FAMILY,
  DEFAULT_RADIUS,
  FONT_SIZES,
  NEUTRALS,
  SPACING,
  Z_LAYERS,
} from './tokens';
import { COLOR_NAMES, type ColorName, type ThemeInput, type ThemeMode, type ThemeModeInput } from './types';

export type CssVariables = Record<string, string>;

/**
 * The mode a theme paints in: 'system' follows the reader's `prefers-color-scheme`, which the caller
 * measured (`prefersDark`, false where nothing can be asked, e.g. on a server).
 */
export function resolveMode(mode: ThemeModeInput | undefined, prefersDark = false): ThemeMode {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode === 'dark' ? 'dark' : 'light';
}

/** Modal transition of the spec (dashboard §7: "Modal transition 100 ms"). */
export const MODAL_TRANSITION_MS = 100;

function quoteFamily(family: string): string {
  return /^[\w-]+$/.test(family) ? family : `'${family.replace(/'/g, "\\'")}'`;
}

function tokenName(key: string): string {
  if (key.startsWith('--')) return key;
  return key.startsWith('pd-') ? `--${key}` : `--pd-${key}`;
}

const SUBTLE_SHARE = 0.14;

/**
 * Turns a theme into the `--pd-*` custom properties every shadow root reads. Every colour derived
 * from a brand colour is chosen by WCAG contrast, not fixed, so any white-label colour in either
 * mode stays legible (AA):
 * - `-contrast`, the text on the colour: white, near-black or black, whichever reads best;
 * - `-hover` / `-active`: shades away from that text colour (`color-mix()`), so a pressed button
 *   only gains contrast (towards white under dark text, towards black under white text);
 * - `-text`, the colour used as text or an icon on the widget's surfaces and on the `-subtle`
 *   tints: the colour itself when it reaches 4.5:1 on all of them, else the least step towards the
 *   mode's text colour that does.
 * Colours the SDK cannot parse (named, hsl()) get white text and a half mix with the text colour.
 * `mode: 'system'` paints dark when `prefersDark` (the caller's `prefers-color-scheme` reading).
 */
export function themeToCssVariables(
  input: ThemeInput = {},
  { prefersDark = false }: { prefersDark?: boolean } = {},
): CssVariables {
  const mode = resolveMode(input.mode, prefersDark);
  const neutrals = NEUTRALS[mode];
  const surfaces = [neutrals.bg, neutrals.surface, neutrals['surface-raised']];
  const vars: CssVariables = { '--pd-color-scheme': mode };

  const colorOf = (name: ColorName) => input.colors?.[name]?.trim() || DEFAULT_COLORS[name];
  // Brand-coloured text may sit on any tint (the bell's summary line on a cyan or yellow item).
  const bg = parseColor(neutrals.bg);
  const tints = COLOR_NAMES.map((name) => {
    const rgb = parseColor(colorOf(name));
    return rgb && bg ? toHex(mixColors(rgb, bg, SUBTLE_SHARE)) : undefined;
  });
  const backgrounds = tints.every(Boolean) ? [...surfaces, ...(tints as string[])] : undefined;

  for (const name of COLOR_NAMES) {
    const color = colorOf(name);
    const prefix = `--pd-color-${name}`;
    const contrast = pickContrastText(color);
    const shadeTowards = contrast === CONTRAST_LIGHT ? 'black' : 'white';
    vars[prefix] = color;
    vars[`${prefix}-hover`] = `color-mix(in srgb, ${color} 85%, ${shadeTowards})`;
    vars[`${prefix}-active`] = `color-mix(in srgb, ${color} 70%, ${shadeTowards})`;
    vars[`${prefix}-subtle`] = `color-mix(in srgb, ${color} ${SUBTLE_SHARE * 100}%, ${neutrals.bg})`;
    vars[`${prefix}-contrast`] = contrast;
    vars[`${prefix}-text`] =
      (backgrounds && readableColor(color, backgrounds, neutrals.text)) ||
      `color-mix(in srgb, ${color} 50%, ${neutrals.text})`;
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
