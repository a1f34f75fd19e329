import { getWindow } from '../../sdk/core/dom';
import { useWidgetHost } from '../../sdk/react';

/** The locale prices are formatted in: the prop, else the language of the browser showing the widget. */
export function useLocale(locale: string | undefined): string | undefined {
  const host = useWidgetHost()?.host;
  if (locale) return locale;
  return host ? getWindow(host).navigator.language : undefined;
}
