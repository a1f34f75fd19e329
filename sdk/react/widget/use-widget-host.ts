import { useContext, useLayoutEffect } from 'react';
import { adoptStyles } from '../../core/dom';
import { type WidgetHost, WidgetHostContext } from '../context';
import { useProofdesk } from '../use-proofdesk';

/** The host element and shadow root of the widget this component renders in. */
export function useWidgetHost(): WidgetHost | undefined {
  return useContext(WidgetHostContext);
}

/**
 * Adopts a widget's own stylesheet into its shadow root, next to the shared base sheet. One
 * `CSSStyleSheet` per CSS text and document, so ten bells on a page parse the CSS once. Layout
 * effect: the rules must be in place before the first paint.
 */
export function useWidgetStyles(cssText: string): void {
  const widgetHost = useWidgetHost();
  const nonce = useProofdesk().options.nonce;
  useLayoutEffect(() => {
    if (widgetHost) adoptStyles(widgetHost.root, cssText, { nonce });
  }, [widgetHost, cssText, nonce]);
}
