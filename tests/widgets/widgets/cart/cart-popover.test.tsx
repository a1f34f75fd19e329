import { Cart, getCartStore } from 'proofdesk/cart';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../support/render';
import { cartInstance } from './support';

// Dashboard §2 "Cart popover": lines with name, quantity x price and a remove button, the sub
// total, View Cart and Checkout; empty state 'No product in the cart'; a count badge on the trigger.

async function openCart() {
  await userEvent.click(screen.getByShadowRole('button', { name: /^Cart/ }));
  return screen.findByShadowRole('dialog', { name: 'Cart' });
}

describe('the trigger', () => {
  it('is named Cart and shows the total quantity as a badge, live as the host page adds items', async () => {
    const { instance } = await cartInstance(null);
    render(<Cart />, instance);
    const trigger = await screen.findByShadowRole('button', { name: 'Cart' });
    expect(trigger.querySelector('.pd-badge')).toBeNull();

    // The host page's own "Add to cart" buttons call the instance.
    getCartStore(instance).add({ id: 'prod-logo', type: 'product' });
    getCartStore(instance).add({ id: 'prod-logo', type: 'product' });
    getCartStore(instance).add({ id: 'prod-flyer', type: 'product' });
    const named = (name: string) => screen.queryByShadowRole('button', { name });
    await expect.poll(() => named('Cart, 3 items')).toBe(trigger);
    expect(trigger.querySelector('.pd-badge')?.textContent).toBe('3');

    getCartStore(instance).remove('prod-flyer');
    getCartStore(instance).decrement('prod-logo');
    await expect.poll(() => named('Cart, 1 item')).toBe(trigger);
    // Above 99 the badge reads '99+' while the name keeps the exact count.
    for (let i = 0; i < 60; i += 1) {
      getCartStore(instance).add({ id: 'prod-flyer', type: 'product' });
      getCartStore(instance).add({ id: 'prod-brochure', type: 'product' });
    }
    await expect.poll(() => named('Cart, 121 items')).toBe(trigger);
    expect(trigger.querySelector('.pd-badge')?.textContent).toBe('99+');
    getCartStore(instance).reset();
    await expect.poll(() => trigger.querySelector('.pd-badge')).toBeNull();
  });
});

describe('the popover, signed in as the owner', () => {
  it("lists the priced lines and the sub total in the cart's currency and the user's locale", async () => {
    const { instance } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    getCartStore(instance).add({ id: 'prod-logo' });
    getCartStore(instance).add({ id: 'prod-business-card' });
    getCartStore(instance).add({ id: 'pkg-storage-5', type: 'package' });
    render(<Cart locale="en-US" />, instance);
    const dialog = await openCart();

    const list = await screen.findByShadowRole('list', { name: 'Items in the cart' });
    await expect.poll(() => list.querySelectorAll('.pd-cart-line-name').length).toBe(3);
    const lines = [...list.querySelectorAll('.pd-cart-line')].map((line) => ({
      name: line.querySelector('.pd-cart-line-name')?.textContent,
      meta: line.querySelector('.pd-cart-line-meta')?.textContent,
      total: line.querySelector('.pd-cart-line-total')?.textContent,
    }));
    expect(lines).toEqual([
      { name: 'Logo Design', meta: '2 x $249.00', total: '$498.00' },
      { name: 'Business Card Design', meta: '1 x $49.50', total: '$49.50' },
      { name: 'Additional Storage (+5GB)', meta: '1 x $9.99', total: '$9.99' },
    ]);
    // "Cart sub total is the sum of price times qty": 498 + 49.5 + 9.99.
    expect(dialog.querySelector('.pd-cart-subtotal')?.textContent).toBe('Sub Total$557.49');
    expect(screen.getByShadowRole('button', { name: 'Remove Logo Design' })).toBeTruthy();
    expect(screen.getByShadowRole('button', { name: 'View Cart' })).toBeTruthy();
    expect(screen.getByShadowRole('button', { name: 'Checkout' })).toBeTruthy();
  });

  it('formats prices for another locale', async () => {
    const { instance } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    render(<Cart locale="de-DE" />, instance);
    const dialog = await openCart();
    // Intl puts a no-break space between amount and symbol.
    await expect
      .poll(() => dialog.querySelector('.pd-cart-subtotal-value')?.textContent)
      .toBe('249,00\u00a0$');
  });

  it('removes a line from the cart and storage, re-prices, and keeps focus in the list', async () => {
    const { instance, storage, prefix } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    getCartStore(instance).add({ id: 'prod-flyer' });
    render(<Cart locale="en-US" />, instance);
    const dialog = await openCart();
    const remove = await screen.findByShadowRole('button', { name: 'Remove Logo Design' });
    await expect.poll(() => dialog.querySelector('.pd-cart-subtotal-value')?.textContent).toBe('$328.00');

    await userEvent.click(remove);
    expect(JSON.parse(storage.getItem(`${prefix}cart`) ?? '[]')).toEqual([
      { id: 'prod-flyer', qty: 1, type: 'product' },
    ]);
    await expect.poll(() => dialog.querySelector('.pd-cart-subtotal-value')?.textContent).toBe('$79.00');
    expect(screen.queryByShadowRole('button', { name: 'Remove Logo Design' })).toBeNull();
    const next = screen.getByShadowRole('button', { name: 'Remove Flyer Design' });
    expect(next.getRootNode()).toBeInstanceOf(ShadowRoot);
    expect((next.getRootNode() as ShadowRoot).activeElement).toBe(next);

    await userEvent.click(next);
    expect(await screen.findByShadowText('No product in the cart')).toBeTruthy();
    expect(storage.getItem(`${prefix}cart`)).toBeNull();
  });

  it('re-prices while open when items arrive from outside (host buttons)', async () => {
    const { instance } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-flyer' });
    render(<Cart locale="en-US" />, instance);
    const dialog = await openCart();
    await expect.poll(() => dialog.querySelector('.pd-cart-subtotal-value')?.textContent).toBe('$79.00');

    getCartStore(instance).add({ id: 'prod-social-kit' });
    getCartStore(instance).add({ id: 'prod-flyer' });
    expect(await screen.findByShadowText('Social Media Kit')).toBeTruthy();
    await expect.poll(() => dialog.querySelector('.pd-cart-subtotal-value')?.textContent).toBe('$278.00');
    expect(screen.getByShadowText('2 x $79.00')).toBeTruthy();
    expect(screen.getByShadowRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  it("shows 'No product in the cart' when empty, without sub total or checkout", async () => {
    const { instance } = await cartInstance('owner@demo.test');
    render(<Cart />, instance);
    const dialog = await openCart();
    expect(await screen.findByShadowText('No product in the cart')).toBeTruthy();
    expect(dialog.querySelector('.pd-cart-subtotal')).toBeNull();
    expect(screen.queryByShadowRole('button', { name: 'Checkout' })).toBeNull();
  });

  it("shows the server's refusal when the cart cannot be priced, and lets the user remove the culprit", async () => {
    const { instance } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    getCartStore(instance).add({ id: 'prod-letterhead' });
    getCartStore(instance).add({ id: 'prod-nope' });
    render(<Cart locale="en-US" />, instance);
    await openCart();
    const alert = await screen.findByShadowRole('alert');
    expect(alert.textContent).toContain('Ooops!');
    expect(alert.textContent).toContain('Some items in your cart cannot be ordered.');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Letterhead Design is no longer available.',
      'prod-nope is not a product we sell.',
    ]);

    // Never priced, the lines are named by id and can still be removed.
    await userEvent.click(screen.getByShadowRole('button', { name: 'Remove prod-nope' }));
    await expect
      .poll(() => screen.queryByShadowRole('alert')?.textContent)
      .toBe('Ooops!Letterhead Design is no longer available.');
    await userEvent.click(screen.getByShadowRole('button', { name: 'Remove prod-letterhead' }));
    await expect.poll(() => screen.queryByShadowRole('alert')).toBeNull();
    expect(await screen.findByShadowText('Logo Design')).toBeTruthy();
  });

  it("a user without the cart right sees the server's message", async () => {
    const { instance } = await cartInstance('staff@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    render(<Cart />, instance);
    await openCart();
    expect((await screen.findByShadowRole('alert')).textContent).toContain('Permission Denied!');
  });
});

describe('signed out', () => {
  it('still counts the local items; the popover says prices and checkout need a sign-in', async () => {
    const { instance } = await cartInstance(null);
    getCartStore(instance).add({ id: 'prod-logo' });
    getCartStore(instance).add({ id: 'prod-flyer' });
    render(<Cart />, instance);
    await openCart();
    expect(await screen.findByShadowText('Sign in to check out')).toBeTruthy();
    expect(screen.getByShadowText('Prices and checkout are available once you are signed in.')).toBeTruthy();
    expect(screen.getByShadowRole('button', { name: 'View Cart' })).toBeTruthy();
    expect(screen.queryByShadowRole('button', { name: 'Checkout' })).toBeNull();
    expect(screen.getByShadowRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
  });
});
