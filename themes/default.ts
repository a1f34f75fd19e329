import { DEFAULT_COLORS, DEFAULT_FONT_FAMILY, DEFAULT_RADIUS, type ThemeInput } from '../sdk/core/theme';

/** The Proofdesk default theme: what a direct customer sees with no white-label data. */
export const defaultTheme: ThemeInput = {
  mode: 'light',
  colors: { ...DEFAULT_COLORS },
  fontFamily: DEFAULT_FONT_FAMILY,
  radius: DEFAULT_RADIUS,
};
