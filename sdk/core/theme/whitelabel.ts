import { COLOR_NAMES, type ColorName, type ThemeInput, type WhitelabelInfo } from './types';

/**
 * The server's white-label data (logo, favicon, image placeholder, theme, colours) as theme input.
 * Logo, favicon and placeholder are content, not tokens: widgets read them from the profile.
 * Empty or missing colours are left out so the defaults (or an embedder override) apply.
 */
export function whitelabelToThemeInput(info: WhitelabelInfo | null | undefined): ThemeInput {
  if (!info) return {};
  const colors: Partial<Record<ColorName, string>> = {};
  for (const name of COLOR_NAMES) {
    const value = info.colours?.[name];
    if (typeof value === 'string' && value.trim()) colors[name] = value.trim();
  }
  const theme: ThemeInput = {};
  if (Object.keys(colors).length > 0) theme.colors = colors;
  if (info.theme === 'dark' || info.theme === 'light') theme.mode = info.theme;
  return theme;
}
