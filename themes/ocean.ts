import type { ThemeInput } from '../sdk/core/theme';

/** Reseller preset: cool blues and teals, soft corners. */
export const oceanTheme: ThemeInput = {
  mode: 'light',
  colors: {
    primary: '#0369a1',
    info: '#0891b2',
    success: '#0f766e',
    warning: '#d97706',
    danger: '#be123c',
  },
  radius: '10px',
};
