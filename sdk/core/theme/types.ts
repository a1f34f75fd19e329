/** The five white-label colours of the spec (dashboard §1). */
export type ColorName = 'info' | 'primary' | 'success' | 'warning' | 'danger';

export const COLOR_NAMES: readonly ColorName[] = ['info', 'primary', 'success', 'warning', 'danger'];

export type ThemeMode = 'light' | 'dark';

/** A theme's requested mode: 'system' follows the reader's `prefers-color-scheme`, live. */
export type ThemeModeInput = ThemeMode | 'system';

export const THEME_MODES: readonly ThemeModeInput[] = ['light', 'dark', 'system'];

/** A mode from untrusted text (an element attribute, stored preference); undefined when unknown. */
export function parseThemeMode(value: string | null | undefined): ThemeModeInput | undefined {
  return THEME_MODES.find((mode) => mode === value);
}

/** A web font. It needs one `@font-face` rule in the host document: fonts do not load from shadow roots. */
export interface ThemeFontFace {
  family: string;
  /** Anything valid in `src:`, e.g. `url(/fonts/inter.woff2) format('woff2')`, or a bare URL. */
  src: string;
  weight?: string;
  style?: string;
}

export interface ThemeInput {
  colors?: Partial<Record<ColorName, string>>;
  /** 'light' (default), 'dark', or 'system' to follow the reader's `prefers-color-scheme`. */
  mode?: ThemeModeInput;
  /** A CSS font-family list. */
  fontFamily?: string;
  fontFace?: ThemeFontFace;
  /** Base corner radius, e.g. '6px'. */
  radius?: string;
  /** Raw overrides of any `--pd-*` token; keys may be given with or without the leading `--`. */
  tokens?: Record<string, string>;
}

/** The spec's white-label data as the server sends it (User.whitelabelInfo). */
export interface WhitelabelInfo {
  logo?: string | null;
  favicon?: string | null;
  imagePlaceholder?: string | null;
  /** 'dark' or 'light'; anything else is ignored. */
  theme?: string | null;
  colours?: Partial<Record<ColorName, string | null>> | null;
}
