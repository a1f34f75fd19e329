import type { NavigateIntent } from 'proofdesk';
import { Cart, getCartStore } from 'proofdesk/cart';
import { MessagesProvider } from 'proofdesk/react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { onCleanup, render } from '../../support/render';
import { cartInstance, failingFetch, slowFetch } from './support';

// View Cart and Checkout (dashboard §2: "View Cart button (to /cart/checkout) and a Checkout button
// ... Checkout creates an invoice and goes to /checkout/process/invoice/{invoiceId}"), and §8.

async function openCart() {
  await userEvent.click(screen.getByShadowRole('button', { name: /^Cart/ }));
  return screen.findByShadowRole('dialog', { name: 'Cart' });
}

/** Intent events as a page sees them: bubbled and composed out of the shadow root to the document. */
function documentEvents(type: string): CustomEvent<NavigateIntent>[] {
  const seen: CustomEvent<NavigateIntent>[] = [];
  const listener = (event: Event) => seen.push(event as CustomEvent<NavigateIntent>);
  document.addEventListener(type, listener);
  onCleanup(() => document.removeEventListener(type, listener));
  return seen;
}

describe('View Cart', () => {
  it('announces view-cart three ways: a DOM event, onIntent, then the instance navigation', async () => {
    const { instance, navigated } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    const events = documentEvents('proofdesk:view-cart');
    const onIntent: Array<[NavigateIntent, CustomEvent<NavigateIntent>]> = [];
    const { container } = render(
      <Cart onIntent={(intent, event) => onIntent.push([intent, event])} />,
      instance,
    );
    await openCart();
    await userEvent.click(await screen.findByShadowRole('button', { name: 'View Cart' }));

    const intent = { type: 'view-cart', path: '/cart/checkout' };
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ bubbles: true, composed: true, cancelable: true, detail: intent });
    expect(events[0]?.target).toBe(container.querySelector('[data-pd-host]'));
    expect(onIntent).toEqual([[intent, events[0]]]);
    expect(navigated).toEqual([intent]);
    // The popover closes and focus goes back to the trigger.
    await expect.poll(() => screen.queryByShadowRole('dialog')).toBeNull();
  });

  it('a host that calls preventDefault keeps the navigation for itself', async () => {
    const { instance, navigated } = await cartInstance('owner@demo.test');
    const seen: string[] = [];
    render(
      <Cart
        onIntent={(intent, event) => {
          seen.push(intent.path);
          event.preventDefault();
        }}
      />,
      instance,
    );
    getCartStore(instance).add({ id: 'prod-logo' });
    await openCart();
    await userEvent.click(await screen.findByShadowRole('button', { name: 'View Cart' }));
    expect(seen).toEqual(['/cart/checkout']);
    expect(navigated).toEqual([]);
  });
});

describe('Checkout', () => {
  it('creates an invoice on the real server, then announces checkout with its id; the cart empties', async () => {
    const slow = slowFetch('POST', '/cart/checkout');
    const { instance, navigated, storage, prefix } = await cartInstance('owner@demo.test', {
      fetch: slow.fetch,
    });
    getCartStore(instance).add({ id: 'prod-brochure' });
    getCartStore(instance).add({ id: 'prod-brochure' });
    const events = documentEvents('proofdesk:checkout');
    const intents: NavigateIntent[] = [];
    render(<Cart locale="en-US" onIntent={(intent) => intents.push(intent)} />, instance);
    await openCart();
    await screen.findByShadowText('Tri-fold Brochure');
    const checkout = screen.getByShadowRole('button', { name: 'Checkout' });
    await userEvent.click(checkout);

    // In flight: busy (a spinner), clicks ignored, focus kept.
    await expect.poll(() => slow.held()).toBe(1);
    expect(checkout.getAttribute('aria-busy')).toBe('true');
    expect(checkout.querySelector('.pd-spinner')).not.toBeNull();
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    // Playwright refuses to click an aria-disabled button; a script's click still must do nothing.
    checkout.click();
    expect(screen.getByShadowText('Creating your invoice')).toBeTruthy();
    slow.release();

    await expect.poll(() => events.length).toBe(1);
    const invoiceId = events[0]?.detail.params?.invoiceId ?? '';
    expect(invoiceId).toMatch(/^inv-/);
    const intent = {
      type: 'checkout',
      path: `/checkout/process/invoice/${invoiceId}`,
      params: { invoiceId },
    };
    expect(events[0]?.detail).toEqual(intent);
    expect(intents).toEqual([intent]);
    expect(navigated).toEqual([intent]);
    expect(slow.held()).toBe(1);
    expect(getCartStore(instance).$items.get()).toEqual([]);
    expect(storage.getItem(`${prefix}cart`)).toBeNull();
    await expect.poll(() => screen.queryByShadowRole('dialog')).toBeNull();
    expect(screen.getByShadowRole('button', { name: 'Cart' })).toBeTruthy();
    // §8: "A successful call that returns a message shows a Success toast with that message."
    expect(
      await screen.findByShadowText('Your invoice has been created. Please complete the payment.'),
    ).toBeTruthy();
    expect(screen.getByShadowText('Success')).toBeTruthy();
  });

  it("a refusal shows the server's message and list, keeps the cart and announces nothing", async () => {
    const { instance, navigated } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-letterhead' });
    getCartStore(instance).add({ id: 'prod-logo', type: 'package' });
    const events = documentEvents('proofdesk:checkout');
    render(<Cart />, instance);
    await openCart();
    // Pricing is refused first; checkout asks the server again, which refuses again.
    await screen.findByShadowRole('alert');
    await userEvent.click(screen.getByShadowRole('button', { name: 'Checkout' }));
    await expect
      .poll(() => screen.getByShadowRole('button', { name: 'Checkout' }).getAttribute('aria-busy'))
      .toBeNull();
    const alert = screen.getByShadowRole('alert');
    expect(alert.textContent).toContain('Some items in your cart cannot be ordered.');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Letterhead Design is no longer available.',
      'Logo Design is not a package.',
    ]);
    expect(getCartStore(instance).$count.get()).toBe(2);
    expect(events).toEqual([]);
    expect(navigated).toEqual([]);
  });

  it("a network failure shows the generic 'Ooops!' error and keeps the cart", async () => {
    const { instance, navigated } = await cartInstance('owner@demo.test', {
      fetch: failingFetch('POST', '/cart/checkout'),
    });
    getCartStore(instance).add({ id: 'prod-flyer' });
    render(<Cart locale="en-US" />, instance);
    const dialog = await openCart();
    await expect.poll(() => dialog.querySelector('.pd-cart-subtotal-value')?.textContent).toBe('$79.00');
    await userEvent.click(screen.getByShadowRole('button', { name: 'Checkout' }));
    const alert = await screen.findByShadowRole('alert');
    expect(alert.textContent).toBe(
      'Ooops!Error encountered while processing. Please try again later or contact the product admin.',
    );
    expect(getCartStore(instance).$items.get()).toEqual([{ id: 'prod-flyer', qty: 1, type: 'product' }]);
    expect(navigated).toEqual([]);
    // The message was about that attempt: a changed cart clears it.
    getCartStore(instance).add({ id: 'prod-flyer' });
    await expect.poll(() => screen.queryByShadowRole('alert')).toBeNull();
  });

  it("takes the page's MessagesProvider translation of the shared texts; its own prop still wins", async () => {
    const { instance } = await cartInstance('owner@demo.test', {
      fetch: failingFetch('POST', '/cart/checkout'),
    });
    getCartStore(instance).add({ id: 'prod-flyer' });
    const { rerender } = render(
      <MessagesProvider messages={{ toastDangerTitle: 'Hoppla!', genericError: 'Fehler beim Verarbeiten.' }}>
        <Cart />
      </MessagesProvider>,
      instance,
    );
    await openCart();
    await userEvent.click(screen.getByShadowRole('button', { name: 'Checkout' }));
    expect((await screen.findByShadowRole('alert')).textContent).toBe('Hoppla!Fehler beim Verarbeiten.');

    rerender(
      <MessagesProvider messages={{ toastDangerTitle: 'Hoppla!', genericError: 'Fehler beim Verarbeiten.' }}>
        <Cart messages={{ genericError: 'Nur für diesen Warenkorb.' }} />
      </MessagesProvider>,
    );
    await expect
      .poll(() => screen.queryByShadowRole('alert')?.textContent)
      .toBe('Hoppla!Nur für diesen Warenkorb.');
  });

  it('shows translated strings from the messages prop, the generic error included', async () => {
    const { instance } = await cartInstance('owner@demo.test', {
      fetch: failingFetch('POST', '/cart/checkout'),
    });
    getCartStore(instance).add({ id: 'prod-flyer' });
    render(
      <Cart
        messages={{
          title: 'Warenkorb',
          checkout: 'Zur Kasse',
          errorTitle: 'Hoppla!',
          genericError: 'Fehler.',
        }}
      />,
      instance,
    );
    await userEvent.click(screen.getByShadowRole('button', { name: /^Warenkorb/ }));
    await screen.findByShadowRole('dialog', { name: 'Warenkorb' });
    await userEvent.click(screen.getByShadowRole('button', { name: 'Zur Kasse' }));
    expect((await screen.findByShadowRole('alert')).textContent).toBe('Hoppla!Fehler.');
  });
});
