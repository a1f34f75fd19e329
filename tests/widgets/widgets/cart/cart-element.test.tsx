import { getCartStore } from 'proofdesk/cart';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { widgetElement } from '../../support/elements';
import { onCleanup } from '../../support/render';
import { cartInstance } from './support';

// <proofdesk-cart> as the script-tag loader defines it: props from attributes (by the manifest's
// kinds) and from element properties, before and after its chunk has loaded.
type CartElement = HTMLElement & { messages?: unknown; locale?: unknown; onIntent?: unknown };

function append(tag: string, attributes: Record<string, string> = {}): CartElement {
  const el = document.createElement(tag) as CartElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  onCleanup(() => el.remove());
  return el;
}

describe('<proofdesk-cart>', () => {
  it('parses a JSON attribute and re-renders when it changes', async () => {
    const { instance } = await cartInstance(null);
    const { tag, define } = widgetElement('cart', instance);
    define();
    const el = append(tag, { messages: '{"title":"Basket"}' });
    expect(await screen.findByShadowRole('button', { name: 'Basket' })).toBeTruthy();
    expect(el.messages).toEqual({ title: 'Basket' });

    el.setAttribute('messages', '{"title":"Panier"}');
    expect(await screen.findByShadowRole('button', { name: 'Panier' })).toBeTruthy();
    el.removeAttribute('messages');
    expect(await screen.findByShadowRole('button', { name: 'Cart' })).toBeTruthy();
  });

  it('re-renders when a string attribute changes (locale of the prices)', async () => {
    const { instance } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    const { tag, define } = widgetElement('cart', instance);
    define();
    const el = append(tag, { locale: 'en-US' });
    await userEvent.click(await screen.findByShadowRole('button', { name: 'Cart, 1 item' }));
    const dialog = await screen.findByShadowRole('dialog', { name: 'Cart' });
    const subtotal = () => dialog.querySelector('.pd-cart-subtotal-value')?.textContent ?? '';
    await expect.poll(subtotal).toMatch(/^\$\d+\.\d\d$/);
    el.setAttribute('locale', 'de-DE');
    await expect.poll(subtotal).toMatch(/^\d+,\d\d\s\$$/);
  });

  it('applies a property set before the element was upgraded, and one set after', async () => {
    const { instance } = await cartInstance(null);
    const { tag, define } = widgetElement('cart', instance);
    // The page's script ran before the loader: the element is still a plain HTMLElement.
    const el = append(tag, { messages: '{"title":"From the attribute"}' });
    el.messages = { title: 'Early' };
    define();
    expect(await screen.findByShadowRole('button', { name: 'Early' })).toBeTruthy();
    // The property wins over the attribute, now and when the attribute changes.
    el.setAttribute('messages', '{"title":"Still the attribute"}');
    expect(el.messages).toEqual({ title: 'Early' });

    el.messages = { title: 'Later' };
    expect(await screen.findByShadowRole('button', { name: 'Later' })).toBeTruthy();
    // Clearing the property lets the attribute through again.
    el.messages = undefined;
    expect(await screen.findByShadowRole('button', { name: 'Still the attribute' })).toBeTruthy();
  });

  it('takes function props as properties: onIntent hears View Cart and may cancel it', async () => {
    const { instance, navigated } = await cartInstance(null);
    getCartStore(instance).add({ id: 'prod-logo' });
    const { tag, define } = widgetElement('cart', instance);
    define();
    const el = append(tag);
    const heard: string[] = [];
    el.onIntent = (intent: { type: string }, event: Event) => {
      heard.push(intent.type);
      event.preventDefault();
    };
    await userEvent.click(await screen.findByShadowRole('button', { name: 'Cart, 1 item' }));
    await userEvent.click(await screen.findByShadowRole('button', { name: 'View Cart' }));
    expect(heard).toEqual(['view-cart']);
    expect(navigated).toEqual([]);
  });

  it('warns about invalid JSON and renders with its defaults instead of failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onCleanup(() => warn.mockRestore());
    const { instance } = await cartInstance(null);
    const { tag, define } = widgetElement('cart', instance);
    define();
    const el = append(tag, { messages: '{title: Basket}' });
    expect(await screen.findByShadowRole('button', { name: 'Cart' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`<${tag} messages="{title: Basket}"> is not valid JSON`),
    );

    // It keeps working: a valid value later still applies.
    el.setAttribute('messages', '{"title":"Basket"}');
    expect(await screen.findByShadowRole('button', { name: 'Basket' })).toBeTruthy();
  });

  it('keeps its theme attributes working beside the props', async () => {
    const { instance } = await cartInstance(null);
    const { tag, define } = widgetElement('cart', instance);
    define();
    const el = append(tag, { 'primary-color': '#0a7d55', messages: '{"title":"Basket"}' });
    await screen.findByShadowRole('button', { name: 'Basket' });
    await expect.poll(() => el.style.getPropertyValue('--pd-color-primary')).toBe('#0a7d55');
    el.setAttribute('primary-color', '#aa0000');
    await expect.poll(() => el.style.getPropertyValue('--pd-color-primary')).toBe('#aa0000');
  });
});
