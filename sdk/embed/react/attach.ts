import type { ProofdeskInstance } from '../../core/instance';
import { mergeThemes, parseThemeMode, type ThemeInput } from '../../core/theme';
import type { MountedWidget, MountFrameProps } from '../../react';
import type { ElementProps, WidgetChunk } from '../lazy-element';

const COLOR_ATTRIBUTES = ['info', 'primary', 'success', 'warning', 'danger'] as const;

/** Theme overrides from a widget element's attributes; undefined when it names none. */
function themeFromAttributes(element: Element): ThemeInput | undefined {
  const theme: ThemeInput = {};
  for (const name of COLOR_ATTRIBUTES) {
    const value = element.getAttribute(`${name}-color`);
    if (value) theme.colors = { ...theme.colors, [name]: value };
  }
  const mode = parseThemeMode(element.getAttribute('theme-mode'));
  if (mode) theme.mode = mode;
  const font = element.getAttribute('font-family');
  if (font) theme.fontFamily = font;
  const radius = element.getAttribute('radius');
  if (radius) theme.radius = radius;
  const trigger = element.getAttribute('trigger-color');
  if (trigger) theme.tokens = { '--pd-trigger-color': trigger };
  return Object.keys(theme).length > 0 ? theme : undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: any widget's props; the element hands over what it parsed.
type Mount = (element: HTMLElement, props: any) => MountedWidget<any>;

/**
 * A widget's script-tag chunk (`widgets/<name>/element.ts`): `export const { attach, store } =
 * elementChunk(mountCart, getCartStore)`. The element's props (attributes by the manifest's kinds, then
 * properties) reach the mount function as they are; its theme attributes become the `theme` prop,
 * under a `theme` property's overrides. Every change re-renders in place.
 */
export function elementChunk(mount: Mount, store?: (instance: ProofdeskInstance) => unknown): WidgetChunk {
  return {
    ...(store && { store }),
    attach(element: HTMLElement, instance: ProofdeskInstance, props: ElementProps) {
      const withFrame = ({ theme, ...rest }: ElementProps): MountFrameProps => {
        const fromAttributes = themeFromAttributes(element);
        const fromProperty = theme as ThemeInput | undefined;
        const merged =
          fromAttributes && fromProperty
            ? mergeThemes(fromAttributes, fromProperty)
            : (fromProperty ?? fromAttributes);
        return { ...rest, instance, ...(merged && { theme: merged }) };
      };
      const handle = mount(element, withFrame(props));
      return { update: (next) => handle.update(withFrame(next)), unmount: () => handle.unmount() };
    },
  };
}
