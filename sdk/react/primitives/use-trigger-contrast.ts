import { type RefObject, useLayoutEffect } from 'react';
import { getWindow } from '../../core/dom';
import { AA_TEXT, contrastRatio, pickContrastText } from '../../core/theme';
import { backdropColor } from './backdrop-color';

/**
 * A header trigger (the bell, the cart) is drawn on the host page, whose background the theme does
 * not know: a dark-mode bell on a light page was near-white on white (1.1:1, issue 8), a light one
 * on a dark header black on black. This measures the page's colour behind the trigger and, when the
 * theme's text colour does not reach 4.5:1 on it, sets `--pd-trigger-auto-color` on the trigger to
 * white or near-black, whichever reads. A host's own `--pd-trigger-color` still wins (controls.ts).
 * Measured again when the page's root, body or the host element changes attributes (a host's dark
 * mode toggle, the theme's variables) and when the system colour scheme changes.
 */
export function useTriggerContrast(trigger: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = trigger.current;
    if (!element) return;
    const view = getWindow(element);
    const measure = () => {
      const backdrop = backdropColor(element);
      const text = view.getComputedStyle(element).getPropertyValue('--pd-color-text').trim();
      const ratio = backdrop && text ? contrastRatio(text, backdrop) : undefined;
      if (!backdrop || (ratio !== undefined && ratio >= AA_TEXT)) {
        element.style.removeProperty('--pd-trigger-auto-color');
      } else {
        element.style.setProperty('--pd-trigger-auto-color', pickContrastText(backdrop));
      }
    };
    measure();
    const doc = element.ownerDocument;
    const root = element.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : null;
    const observer = new view.MutationObserver(measure);
    for (const node of [doc.documentElement, doc.body, host]) {
      if (node)
        observer.observe(node, { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] });
    }
    const scheme = view.matchMedia?.('(prefers-color-scheme: dark)');
    scheme?.addEventListener('change', measure);
    return () => {
      observer.disconnect();
      scheme?.removeEventListener('change', measure);
    };
  }, [trigger]);
}
