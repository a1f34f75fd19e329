import { Badge, Button, ShadowWidget, useTheme } from 'proofdesk/react';
import { StrictMode } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import {
  createServerInstance,
  createTestInstance,
  onCleanup,
  render,
  renderInShadow,
} from '../../support/render';

const HOSTILE_CSS = `
  button { color: red !important; font-size: 40px !important; padding: 30px !important; }
  * { line-height: 3 !important; font-family: 'Comic Sans MS', cursive !important; letter-spacing: 4px !important; }
`;

function injectHostileSheet(): () => void {
  const style = document.createElement('style');
  style.textContent = HOSTILE_CSS;
  document.head.append(style);
  return () => style.remove();
}

const PROPS = [
  'color',
  'font-size',
  'line-height',
  'font-family',
  'letter-spacing',
  'padding-top',
  'background-color',
];
function snapshot(el: Element): Record<string, string> {
  const style = getComputedStyle(el);
  return Object.fromEntries(PROPS.map((p) => [p, style.getPropertyValue(p)]));
}

function ThemeMode() {
  return <span>mode {useTheme().mode ?? 'light'}</span>;
}

describe('ShadowWidget', () => {
  it('renders children inside an open shadow root with the base sheet adopted', () => {
    const { shadowRoot, host } = renderInShadow(<Button variant="primary">Save</Button>);
    const button = screen.getByShadowRole('button', { name: 'Save' });
    expect(button.getRootNode()).toBe(shadowRoot);
    expect(host.classList.contains('test-host')).toBe(true);
    expect(shadowRoot.adoptedStyleSheets).toHaveLength(1);
    expect(getComputedStyle(button).display).toBe('inline-flex');
  });

  it('survives StrictMode double effects: one root, one container, one sheet', () => {
    const { container } = render(
      <StrictMode>
        <ShadowWidget>
          <Button>Strict</Button>
        </ShadowWidget>
      </StrictMode>,
    );
    const host = container.querySelector('[data-pd-host]') as HTMLElement;
    const button = screen.getByShadowRole('button', { name: 'Strict' });
    expect(button.getRootNode()).toBe(host.shadowRoot);
    expect(host.shadowRoot?.children).toHaveLength(2);
    expect(host.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    expect(host.style.getPropertyValue('--pd-color-primary')).not.toBe('');
  });

  it('shares one adopted stylesheet between two widgets', () => {
    const { container } = render(
      <>
        <ShadowWidget>
          <Button>One</Button>
        </ShadowWidget>
        <ShadowWidget>
          <Button>Two</Button>
        </ShadowWidget>
      </>,
    );
    const [a, b] = [...container.querySelectorAll('[data-pd-host]')].map((h) => h.shadowRoot);
    expect(a?.adoptedStyleSheets[0]).toBeInstanceOf(CSSStyleSheet);
    expect(a?.adoptedStyleSheets[0]).toBe(b?.adoptedStyleSheets[0]);
  });

  it('sets the theme variables on the host and applies them to primitives', () => {
    const instance = createTestInstance({ colors: { primary: '#b91c1c' } });
    const { host, shadowRoot } = renderInShadow(<Badge tone="primary" count={3} />, instance);
    expect(host.style.getPropertyValue('--pd-color-primary')).toBe('#b91c1c');
    expect(host.style.getPropertyValue('--pd-color-primary-contrast')).toBe('#ffffff');
    // A badge, not a button: the pointer left over from an earlier test could hover a button.
    const badge = shadowRoot.querySelector('.pd-badge') as HTMLElement;
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(185, 28, 28)');
    expect(getComputedStyle(badge).color).toBe('rgb(255, 255, 255)');
  });

  it("follows the signed-in account's white-label colours live (real server)", async () => {
    const instance = createServerInstance();
    const { host, shadowRoot } = renderInShadow(<Badge tone="primary" count={3} />, instance);
    const badge = shadowRoot.querySelector('.pd-badge') as HTMLElement;
    const before = host.style.getPropertyValue('--pd-color-primary');

    // Brightline Print, a white-label reseller, brings its own primary colour.
    const signedIn = await instance.session.signIn({
      username: 'reseller@demo.test',
      password: 'proofdesk-demo',
    });
    expect(signedIn.ok).toBe(true);
    await expect.poll(() => host.style.getPropertyValue('--pd-color-primary')).toBe('#0f766e');
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(15, 118, 110)');

    await instance.session.signOut();
    await expect.poll(() => host.style.getPropertyValue('--pd-color-primary')).toBe(before);
  });

  it('gives a light primary dark text (WCAG contrast) and swaps neutrals in dark mode', () => {
    const instance = createTestInstance({ colors: { primary: '#fde047' }, mode: 'dark' });
    const { host, shadowRoot } = renderInShadow(
      <>
        <Badge tone="primary" count={3} />
        <ThemeMode />
      </>,
      instance,
    );
    const badge = shadowRoot.querySelector('.pd-badge') as HTMLElement;
    expect(getComputedStyle(badge).backgroundColor).toBe('rgb(253, 224, 71)');
    expect(getComputedStyle(badge).color).toBe('rgb(17, 24, 39)');
    expect(host.style.getPropertyValue('--pd-color-primary-contrast')).toBe('#111827');
    expect(host.style.getPropertyValue('--pd-color-bg')).toBe('#0f172a');
    expect(screen.getByShadowText('mode dark')).toBeTruthy();
  });

  it('keeps primitives unchanged on a hostile page', () => {
    const { host } = renderInShadow(<Button variant="secondary">Styled</Button>);
    const button = screen.getByShadowRole('button', { name: 'Styled' });
    const pageButton = document.createElement('button');
    pageButton.textContent = 'page';
    document.body.append(pageButton);
    onCleanup(() => pageButton.remove());

    const before = snapshot(button);
    const pageBefore = snapshot(pageButton);
    const removeHostile = injectHostileSheet();
    onCleanup(removeHostile);

    // The hostile sheet is live: it restyles the page's own button and even reaches the host.
    expect(snapshot(pageButton)['font-size']).toBe('40px');
    expect(snapshot(pageButton)).not.toEqual(pageBefore);
    expect(getComputedStyle(host).lineHeight).not.toBe(getComputedStyle(button).lineHeight);
    // ...but nothing inside the shadow root moves.
    expect(snapshot(button)).toEqual(before);
    expect(before['font-size']).toBe('14px');
  });

  it('registers the theme web font once in the host document', () => {
    const fontFace = { family: 'Widget Test Face', src: '/fonts/widget-test.woff2' };
    const instance = createTestInstance({ fontFace });
    const before = document.adoptedStyleSheets.length;
    renderInShadow(<Button>One</Button>, instance);
    renderInShadow(<Button>Two</Button>, instance);
    return expect.poll(() => document.adoptedStyleSheets.length).toBe(before + 1);
  });
});
