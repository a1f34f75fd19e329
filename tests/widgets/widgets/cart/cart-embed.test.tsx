import { Cart, getCartStore, mountCart } from 'proofdesk/cart';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { onCleanup, render } from '../../support/render';
import { cartInstance, seriousViolations, settled } from './support';

function makeElement(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  onCleanup(() => el.remove());
  return el;
}

describe('embedding', () => {
  it('mountCart(el, { instance }) renders into el, updates props in place and unmounts', async () => {
    const { instance } = await cartInstance(null);
    getCartStore(instance).add({ id: 'prod-logo' });
    const el = makeElement();
    const handle = mountCart(el, { instance, theme: { colors: { primary: '#0a7d55' } } });
    const trigger = await screen.findByShadowRole('button', { name: 'Cart, 1 item' });
    expect(trigger.getRootNode()).toBe(el.shadowRoot);
    expect(el.style.getPropertyValue('--pd-color-primary')).toBe('#0a7d55');

    handle.update({ instance, messages: { title: 'Basket', itemsOne: '{count} thing' } });
    expect(await screen.findByShadowRole('button', { name: 'Basket, 1 thing' })).toBeTruthy();

    handle.unmount();
    await expect.poll(() => el.shadowRoot?.querySelector('.pd-cart-trigger')).toBeFalsy();
  });

  it('a Cart component and a mounted cart share one instance: one cart, one count', async () => {
    const { instance } = await cartInstance(null);
    render(<Cart />, instance);
    const el = makeElement();
    const handle = mountCart(el, { instance });
    onCleanup(() => handle.unmount());
    await expect.poll(() => screen.queryAllByShadowRole('button', { name: 'Cart' }).length).toBe(2);

    getCartStore(instance).add({ id: 'prod-logo' });
    getCartStore(instance).add({ id: 'prod-flyer' });
    await expect.poll(() => screen.queryAllByShadowRole('button', { name: 'Cart, 2 items' }).length).toBe(2);
  });
});

describe('two tabs see the same cart', () => {
  it("follows another tab's write to localStorage (a real StorageEvent on the window)", async () => {
    const prefix = `cart-tabs-${Date.now()}:`;
    onCleanup(() => localStorage.removeItem(`${prefix}cart`));
    const here = await cartInstance(null, { storage: localStorage, storagePrefix: prefix });
    render(<Cart />, here.instance);
    await screen.findByShadowRole('button', { name: 'Cart' });

    // The other tab writes through its own instance; the browser tells this window.
    const there = await cartInstance(null, { storage: localStorage, storagePrefix: prefix });
    getCartStore(there.instance).add({ id: 'prod-logo' });
    getCartStore(there.instance).add({ id: 'prod-logo' });
    const key = `${prefix}cart`;
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: localStorage.getItem(key), storageArea: localStorage }),
    );
    expect(await screen.findByShadowRole('button', { name: 'Cart, 2 items' })).toBeTruthy();

    getCartStore(there.instance).reset();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null, storageArea: localStorage }));
    expect(await screen.findByShadowRole('button', { name: 'Cart' })).toBeTruthy();
  });
});

describe('keyboard and screen readers', () => {
  it('opens from the keyboard, focuses inside, closes on Escape and returns focus to the trigger', async () => {
    const { instance } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    render(<Cart />, instance);
    const trigger = await screen.findByShadowRole('button', { name: 'Cart, 1 item' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByShadowRole('dialog', { name: 'Cart' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const root = dialog.getRootNode() as ShadowRoot;
    expect(root.activeElement).toBe(screen.getByShadowRole('button', { name: 'Close cart' }));

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByShadowRole('dialog')).toBeNull();
    expect(root.activeElement).toBe(trigger);
  });

  it('axe finds nothing serious or critical, closed and open', async () => {
    const { instance } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    getCartStore(instance).add({ id: 'prod-letterhead' });
    const { container } = render(
      <main>
        <Cart />
      </main>,
      instance,
    );
    const host = container.querySelector('[data-pd-host]') as HTMLElement;
    await screen.findByShadowRole('button', { name: 'Cart, 2 items' });
    expect(await seriousViolations(host)).toEqual([]);

    // Open with a refusal alert and unpriced lines ...
    await userEvent.click(screen.getByShadowRole('button', { name: /^Cart/ }));
    const dialog = await screen.findByShadowRole('dialog', { name: 'Cart' });
    await screen.findByShadowRole('alert');
    await settled(dialog);
    expect(await seriousViolations(host)).toEqual([]);

    // ... and with priced lines and the sub total.
    getCartStore(instance).remove('prod-letterhead');
    await expect.poll(() => dialog.querySelector('.pd-cart-subtotal-value')).not.toBeNull();
    await settled(dialog);
    expect(await seriousViolations(host)).toEqual([]);
  });

  it('axe finds nothing serious in the empty and signed-out states, in dark mode too', async () => {
    const { instance } = await cartInstance(null, { theme: { mode: 'dark' } });
    const { container } = render(<Cart />, instance);
    const host = container.querySelector('[data-pd-host]') as HTMLElement;
    await userEvent.click(await screen.findByShadowRole('button', { name: 'Cart' }));
    const dialog = await screen.findByShadowRole('dialog', { name: 'Cart' });
    await screen.findByShadowText('No product in the cart');
    await settled(dialog);
    expect(await seriousViolations(host)).toEqual([]);

    getCartStore(instance).add({ id: 'prod-logo' });
    await screen.findByShadowText('Sign in to check out');
    await settled(dialog);
    expect(await seriousViolations(host)).toEqual([]);
  });
});
