export { baseStyles } from './base-styles';
export type { Rgb } from './color';
export {
  AA_LARGE,
  AA_TEXT,
  CONTRAST_DARK,
  CONTRAST_LIGHT,
  contrastRatio,
  minContrast,
  mixColors,
  parseColor,
  pickContrastText,
  readableColor,
  relativeLuminance,
  toHex,
} from './color';
export type { CssVariables } from './css-variables';
export { MODAL_TRANSITION_MS, resolveMode, themeToCssVariables } from './css-variables';
export { mergeThemes } from './merge';
export { DEFAULT_COLORS, DEFAULT_FONT_FAMILY, DEFAULT_RADIUS, NEUTRALS } from './tokens';
export type {
  ColorName,
  ThemeFontFace,
  ThemeInput,
  ThemeMode,
  ThemeModeInput,
  WhitelabelInfo,
} from './types';
export { COLOR_NAMES, parseThemeMode, THEME_MODES } from './types';
export { whitelabelToThemeInput } from './whitelabel';
