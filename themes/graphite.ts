import type { ThemeInput } from '../sdk/core/theme';

/** Reseller preset: dark mode, restrained greys, square corners. */
export const graphiteTheme: ThemeInput = {
  mode: 'dark',
  colors: {
    primary: '#e2e8f0',
    info: '#38bdf8',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#f87171',
  },
  radius: '2px',
};
