import type { ProofdeskInstance } from '../../core';
import type { MountedWidgetHandle, MountFrameProps } from '../../react';
import { parseThemeMode, type ThemeInput } from '../../theme';
import type { AttachedWidget } from '../lazy-element';

const COLOR_ATTRIBUTES = ['info', 'primary', 'success', 'warning', 'danger'] as const;

/** Theme overrides from a widget element's attributes; undefined when it names none. */
export function themeFromAttributes(element: Element): ThemeInput | undefined {
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

type Mount = (element: HTMLElement, props: MountFrameProps) => MountedWidgetHandle<MountFrameProps>;

/** Mounts a widget into its custom element; attribute changes re-render it with the new theme. */
export function attachWidget(
  mount: Mount,
  element: HTMLElement,
  instance: ProofdeskInstance,
): AttachedWidget {
  const props = (): MountFrameProps => {
    const theme = themeFromAttributes(element);
    return { instance, ...(theme && { theme }) };
  };
  const handle = mount(element, props());
  return { update: () => handle.update(props()), unmount: () => handle.unmount() };
}
