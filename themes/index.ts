// The base stylesheet is the core's (sdk/core/theme); still offered here, where hosts first found it.
export { baseStyles } from '../sdk/core/theme';
export { defaultTheme } from './default';
export { graphiteTheme } from './graphite';
export { oceanTheme } from './ocean';
export { sunsetTheme } from './sunset';

import type { ThemeInput } from '../sdk/core/theme';
import { defaultTheme } from './default';
import { graphiteTheme } from './graphite';
import { oceanTheme } from './ocean';
import { sunsetTheme } from './sunset';

/** Every preset by name, for theme pickers in host apps. */
export const themePresets: Readonly<Record<'default' | 'ocean' | 'sunset' | 'graphite', ThemeInput>> = {
  default: defaultTheme,
  ocean: oceanTheme,
  sunset: sunsetTheme,
  graphite: graphiteTheme,
};
