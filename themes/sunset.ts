import type { ThemeInput } from '../sdk/core/theme';

/** Reseller preset: warm oranges with a serif-free humanist stack. */
export const sunsetTheme: ThemeInput = {
  mode: 'light',
  colors: {
    primary: '#ea580c',
    info: '#7c3aed',
    success: '#65a30d',
    warning: '#facc15',
    danger: '#b91c1c',
  },
  fontFamily: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif",
  radius: '14px',
};
