export { baseStyles } from './base-styles';
export type { Rgb } from './color';
export {
  CONTRAST_DARK,
  CONTRAST_LIGHT,
  contrastRatio,
  parseColor,
  pickContrastText,
  relativeLuminance,
} from './color';
export type { CssVariables } from './css-variables';
export { MODAL_TRANSITION_MS, themeToCssVariables } from './css-variables';
export { mergeThemes } from './merge';
export { DEFAULT_COLORS, DEFAULT_FONT_FAMILY, DEFAULT_RADIUS, NEUTRALS } from './tokens';
export type { ColorName, ThemeFontFace, ThemeInput, ThemeMode, WhitelabelInfo } from './types';
export { COLOR_NAMES } from './types';
export { whitelabelToThemeInput } from './whitelabel';
