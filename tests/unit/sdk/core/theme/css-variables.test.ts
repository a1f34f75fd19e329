import {
  COLOR_NAMES,
  contrastRatio,
  DEFAULT_COLORS,
  mergeThemes,
  themeToCssVariables,
  whitelabelToThemeInput,
} from 'proofdesk';
import { graphiteTheme } from 'proofdesk/themes/graphite';
import { themePresets } from 'proofdesk/themes/index';
import { describe, expect, it } from 'vitest';
import { NEUTRALS } from '../../../../../sdk/core/theme';

describe('themeToCssVariables', () => {
  it('derives hover/active shades with color-mix and a contrast colour for each of the five colours', () => {
    const vars = themeToCssVariables({ colors: { primary: '#123456', warning: '#ffee00' } });
    expect(vars['--pd-color-primary']).toBe('#123456');
    expect(vars['--pd-color-primary-hover']).toBe('color-mix(in srgb, #123456 85%, black)');
    expect(vars['--pd-color-primary-active']).toBe('color-mix(in srgb, #123456 70%, black)');
    expect(vars['--pd-color-primary-contrast']).toBe('#ffffff');
    expect(vars['--pd-color-warning-contrast']).toBe('#111827');
    for (const name of ['info', 'success', 'danger'] as const) {
      expect(vars[`--pd-color-${name}`]).toBe(DEFAULT_COLORS[name]);
      expect(vars[`--pd-color-${name}-hover`]).toContain('color-mix(in srgb');
    }
  });

  it('switches neutrals and shade direction in dark mode', () => {
    const light = themeToCssVariables({});
    const dark = themeToCssVariables({ mode: 'dark' });
    expect(light['--pd-color-bg']).toBe(NEUTRALS.light.bg);
    expect(dark['--pd-color-bg']).toBe(NEUTRALS.dark.bg);
    expect(dark['--pd-color-text']).toBe(NEUTRALS.dark.text);
    // Issue 8: shades go away from the colour's text, chosen by contrast, not by mode: a mode-fixed
    // 'towards white' in dark mode took white button text on #4f46e5 down to 3.4:1.
    const light2 = themeToCssVariables({ mode: 'dark', colors: { primary: '#e2e8f0' } });
    expect(light2['--pd-color-primary-hover']).toContain('white');
    expect(dark['--pd-color-primary-hover']).toContain('black');
    expect(dark['--pd-color-scheme']).toBe('dark');
  });

  it("'system' paints dark only when the reader prefers dark", () => {
    expect(themeToCssVariables({ mode: 'system' })['--pd-color-bg']).toBe(NEUTRALS.light.bg);
    const dark = themeToCssVariables({ mode: 'system' }, { prefersDark: true });
    expect(dark['--pd-color-bg']).toBe(NEUTRALS.dark.bg);
    expect(dark['--pd-color-scheme']).toBe('dark');
  });

  it('every preset, in both modes: text on each colour, and each colour as text, reach WCAG AA', () => {
    for (const [name, preset] of Object.entries(themePresets)) {
      for (const mode of ['light', 'dark'] as const) {
        const vars = themeToCssVariables({ ...preset, mode });
        const surfaces = ['bg', 'surface', 'surface-raised'].map((n) => vars[`--pd-color-${n}`] as string);
        for (const color of COLOR_NAMES) {
          const base = vars[`--pd-color-${color}`] as string;
          const where = `${name}/${mode}/${color}`;
          expect(
            contrastRatio(base, vars[`--pd-color-${color}-contrast`] as string),
            where,
          ).toBeGreaterThanOrEqual(4.5);
          for (const surface of surfaces) {
            expect(
              contrastRatio(vars[`--pd-color-${color}-text`] as string, surface),
              where,
            ).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    }
  });

  it('mid-luminance colours get black text where neither white nor near-black reaches 4.5:1', () => {
    const vars = themeToCssVariables({ colors: { success: '#808080' } });
    expect(vars['--pd-color-success-contrast']).toBe('#000000');
    expect(contrastRatio('#808080', '#111827')).toBeLessThan(4.5);
    expect(contrastRatio('#808080', '#000000')).toBeGreaterThanOrEqual(4.5);
    // The yellow of the default warning as a title colour is darkened until it reads on white.
    const text = vars['--pd-color-warning-text'] as string;
    expect(text).not.toBe(DEFAULT_COLORS.warning);
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('emits radius, spacing, font and z-layer tokens', () => {
    const vars = themeToCssVariables({ radius: '12px', fontFace: { family: 'Brand Sans', src: '/b.woff2' } });
    expect(vars['--pd-radius']).toBe('12px');
    expect(vars['--pd-space-4']).toBe('16px');
    expect(vars['--pd-font-family']?.startsWith("'Brand Sans', ")).toBe(true);
    expect(vars['--pd-z-modal']).toBeDefined();
    expect(vars['--pd-transition-modal']).toBe('100ms');
  });

  it('lets raw token overrides win, with or without the prefix', () => {
    const vars = themeToCssVariables({
      colors: { primary: '#000' },
      tokens: { '--pd-color-primary': 'hotpink', 'radius-lg': '20px', 'pd-space-1': '3px' },
    });
    expect(vars['--pd-color-primary']).toBe('hotpink');
    expect(vars['--pd-radius-lg']).toBe('20px');
    expect(vars['--pd-space-1']).toBe('3px');
  });
});

describe('whitelabelToThemeInput', () => {
  it("maps the spec's colours and theme, ignoring empty values", () => {
    const input = whitelabelToThemeInput({
      logo: '/logo.png',
      favicon: '/favicon.ico',
      imagePlaceholder: null,
      theme: 'dark',
      colours: { primary: ' #0055ff ', info: '', success: null, warning: '#ffaa00' },
    });
    expect(input).toEqual({ mode: 'dark', colors: { primary: '#0055ff', warning: '#ffaa00' } });
  });

  it('returns an empty theme for missing data or an unknown mode', () => {
    expect(whitelabelToThemeInput(null)).toEqual({});
    expect(whitelabelToThemeInput({ theme: 'sepia' })).toEqual({});
  });
});

describe('mergeThemes', () => {
  it("lets later inputs win key by key (the embedder's override beats the server's white-label)", () => {
    const server = whitelabelToThemeInput({
      theme: 'dark',
      colours: { primary: '#111111', danger: '#222222' },
    });
    const embedder = { colors: { primary: '#333333' }, radius: '0px', tokens: { 'space-1': '2px' } };
    expect(mergeThemes(server, undefined, embedder)).toEqual({
      mode: 'dark',
      colors: { primary: '#333333', danger: '#222222' },
      radius: '0px',
      tokens: { 'space-1': '2px' },
    });
  });
});

describe('presets', () => {
  it('each produce a full set of variables with readable contrast text', () => {
    for (const theme of Object.values(themePresets)) {
      const vars = themeToCssVariables(theme);
      expect(vars['--pd-color-primary-contrast']).toMatch(/^#/);
    }
    expect(themeToCssVariables(graphiteTheme)['--pd-color-primary-contrast']).toBe('#111827');
  });
});
