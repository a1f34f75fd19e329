import type { ColorName, ThemeMode } from './types';

/** Proofdesk's own colours, used for any colour a theme leaves out. */
export const DEFAULT_COLORS: Record<ColorName, string> = {
  info: '#0ea5e9',
  primary: '#4f46e5',
  success: '#16a34a',
  warning: '#f59e0b',
  danger: '#dc2626',
};

export const DEFAULT_FONT_FAMILY =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const DEFAULT_RADIUS = '6px';

export interface Neutrals {
  bg: string;
  surface: string;
  'surface-raised': string;
  border: string;
  text: string;
  muted: string;
  overlay: string;
  focus: string;
}

export const NEUTRALS: Record<ThemeMode, Neutrals> = {
  light: {
    bg: '#ffffff',
    surface: '#f8fafc',
    'surface-raised': '#ffffff',
    border: '#d1d5db',
    text: '#111827',
    muted: '#4b5563',
    overlay: 'rgb(15 23 42 / 0.5)',
    focus: '#2563eb',
  },
  dark: {
    bg: '#0f172a',
    surface: '#1e293b',
    'surface-raised': '#273449',
    border: '#475569',
    text: '#f1f5f9',
    muted: '#cbd5e1',
    overlay: 'rgb(0 0 0 / 0.65)',
    focus: '#93c5fd',
  },
};

export const SPACING: Record<string, string> = {
  '0': '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '24px',
  '6': '32px',
};

export const FONT_SIZES: Record<string, string> = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
};

/**
 * Stacking order of the layers a widget owns (all inside its own shadow root). Popovers and modals
 * share a level on purpose: DOM order on the layer then stacks them, so a popover opened from a
 * modal sits above it and a modal opened from a popover sits above that.
 */
export const Z_LAYERS: Record<string, string> = {
  base: '0',
  popover: '1000',
  modal: '1000',
  toast: '1100',
};
