import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptStyles,
  applyThemeVariables,
  composedPathContains,
  createShadowHost,
  ensureFontFace,
  getActiveElement,
  getDocument,
  isEventInside,
} from '../../../../../sdk/core/dom';
import { defineCustomElement } from '../../../../../sdk/embed/define-element';

const hosts: HTMLElement[] = [];
function makeHost(): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  hosts.push(host);
  return host;
}
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
});

describe('adoptStyles', () => {
  it('shares one CSSStyleSheet object between two shadow roots and adopts it once', () => {
    const css = '.pd-test-shared { color: rgb(1, 2, 3); }';
    const a = createShadowHost(makeHost()).root;
    const b = createShadowHost(makeHost()).root;
    const sheetA = adoptStyles(a, css);
    const sheetB = adoptStyles(b, css);
    adoptStyles(a, css);
    expect(sheetA).toBeInstanceOf(CSSStyleSheet);
    expect(sheetA).toBe(sheetB);
    expect(a.adoptedStyleSheets).toEqual([sheetA]);
    expect(b.adoptedStyleSheets[0]).toBe(a.adoptedStyleSheets[0]);
    expect(a.querySelector('style')).toBeNull();
  });

  it('falls back to one nonced <style> inside the root, never in the document', () => {
    const css = '.pd-test-fallback { color: rgb(4, 5, 6); }';
    const { root, container } = createShadowHost(makeHost());
    const styleCountBefore = document.querySelectorAll('style').length;
    const style = adoptStyles(root, css, { nonce: 'n0nce', forceStyleElement: true });
    adoptStyles(root, css, { nonce: 'n0nce', forceStyleElement: true });
    expect(style).toBeInstanceOf(HTMLStyleElement);
    const styles = root.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect((styles[0] as HTMLStyleElement).nonce).toBe('n0nce');
    expect(document.querySelectorAll('style')).toHaveLength(styleCountBefore);
    container.className = 'pd-test-fallback';
    expect(getComputedStyle(container).color).toBe('rgb(4, 5, 6)');
  });
});

describe('createShadowHost', () => {
  it('attaches an open root with a container and a layer, and reuses them', () => {
    const host = makeHost();
    const first = createShadowHost(host);
    const second = createShadowHost(host);
    expect(host.shadowRoot).toBe(first.root);
    expect(first.root.mode).toBe('open');
    expect(first.layer.hasAttribute('data-pd-layer')).toBe(true);
    expect(second.container).toBe(first.container);
    expect(second.layer).toBe(first.layer);
    expect(first.root.children).toHaveLength(2);
  });
});

describe('applyThemeVariables', () => {
  it('sets variables through element.style and removes the ones dropped later', () => {
    const host = makeHost();
    applyThemeVariables(host, { '--pd-a': 'red', '--pd-b': '1px' });
    expect(host.style.getPropertyValue('--pd-a')).toBe('red');
    applyThemeVariables(host, { '--pd-a': 'blue' });
    expect(host.style.getPropertyValue('--pd-a')).toBe('blue');
    expect(host.style.getPropertyValue('--pd-b')).toBe('');
  });
});

describe('ensureFontFace', () => {
  it('adds one @font-face rule to the document, once', () => {
    const font = { family: 'Proofdesk Test Font', src: '/fonts/none.woff2', weight: '400' };
    const before = document.adoptedStyleSheets.length;
    expect(ensureFontFace(document, font)).toBe(true);
    expect(ensureFontFace(document, font)).toBe(false);
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    const rule = document.adoptedStyleSheets.at(-1)?.cssRules[0];
    expect(rule).toBeInstanceOf(CSSFontFaceRule);
    expect((rule as CSSFontFaceRule).style.getPropertyValue('font-family')).toContain('Proofdesk Test Font');
  });

  it('uses a nonced <style> in <head> on the fallback path', () => {
    const font = { family: 'Proofdesk Fallback Font', src: "url('/x.woff2') format('woff2')" };
    ensureFontFace(document, font, 'abc', { forceStyleElement: true });
    const style = document.head.querySelector<HTMLStyleElement>(
      'style[data-pd-font-face="Proofdesk Fallback Font"]',
    );
    expect(style?.nonce).toBe('abc');
    expect(style?.textContent).toContain("src: url('/x.woff2') format('woff2')");
    style?.remove();
  });
});

describe('composed-path helpers', () => {
  it('see through the shadow boundary where target + contains() cannot', () => {
    const host = makeHost();
    const { container } = createShadowHost(host);
    const inner = document.createElement('button');
    container.append(inner);
    const outside = makeHost();
    let seen: { inside: boolean; target: EventTarget | null; path: boolean } | undefined;
    const listener = (event: Event) => {
      seen = {
        inside: isEventInside(event, outside, container),
        target: event.target,
        path: composedPathContains(event, inner),
      };
    };
    document.addEventListener('click', listener);
    inner.click();
    document.removeEventListener('click', listener);
    // At the document the target is retargeted to the host: contains() on it would say "outside".
    expect(seen?.target).toBe(host);
    expect(container.contains(seen?.target as Node)).toBe(false);
    expect(seen?.inside).toBe(true);
    expect(seen?.path).toBe(true);
  });

  it('getActiveElement descends into shadow roots; getDocument resolves from the node', () => {
    const host = makeHost();
    const { container, root } = createShadowHost(host);
    const input = document.createElement('input');
    container.append(input);
    input.focus();
    expect(document.activeElement).toBe(host);
    expect(getActiveElement(document)).toBe(input);
    expect(getActiveElement(root)).toBe(input);
    expect(getActiveElement(input)).toBe(input);
    expect(getDocument(input)).toBe(document);
    expect(getDocument(root)).toBe(document);
  });
});

describe('defineCustomElement', () => {
  it('defines once and skips a taken name', () => {
    class A extends HTMLElement {}
    class B extends HTMLElement {}
    expect(defineCustomElement('pd-test-element', A)).toBe(true);
    expect(defineCustomElement('pd-test-element', B)).toBe(false);
    expect(customElements.get('pd-test-element')).toBe(A);
  });
});
