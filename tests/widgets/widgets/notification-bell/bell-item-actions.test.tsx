import { Cart, getCartStore } from 'proofdesk/cart';
import { within } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from '../../support/render';
import { cartInstance } from '../cart/support';
import { openBell, renderBell, signedIn } from './support';

// Issue 8: an item's mark-as-read and delete buttons showed only on hover, so keyboard and touch
// users acted on buttons they could not see. And the empty states and error boxes sat at their own
// insets instead of the panel's. Read-only on the demo owner's seeded inbox.

const click = (el: Element) => userEvent.click(el);
const opacityOf = (el: Element) => getComputedStyle(el).opacity;

afterEach(async () => {
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
});

async function openOwnerBell() {
  const owner = await signedIn('owner@demo.test');
  const { host, bell } = renderBell(owner);
  await openBell(bell, click);
  await bell.findByShadowRole('list', { name: 'Notification groups' });
  const items = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.pd-bell-item') ?? [])];
  // An item away from where the mouse is (the trigger, after the click that opened the bell).
  const item = items.at(-1) as HTMLElement;
  const actions = item.querySelector('.pd-bell-item-actions') as HTMLElement;
  return { host, item, actions };
}

describe('item actions', () => {
  it('with a mouse: hidden until hover, shown while the item or one of its buttons has focus', async () => {
    expect(matchMedia('(hover: hover) and (pointer: fine)').matches).toBe(true);
    const { item, actions } = await openOwnerBell();
    await expect.poll(() => opacityOf(actions)).toBe('0');

    (item.querySelector('.pd-bell-item-main') as HTMLElement).focus();
    await expect.poll(() => opacityOf(actions)).toBe('1');
    // Tab lands on the item's own buttons: still shown.
    await userEvent.keyboard('{Tab}');
    const focused = (item.getRootNode() as ShadowRoot).activeElement;
    expect(actions.contains(focused)).toBe(true);
    expect(opacityOf(actions)).toBe('1');
    expect(getComputedStyle(focused as Element).visibility).toBe('visible');

    (focused as HTMLElement).blur();
    await expect.poll(() => opacityOf(actions)).toBe('0');
    await userEvent.hover(item);
    await expect.poll(() => opacityOf(actions)).toBe('1');
  });

  it('on a touch screen (hover: none): always shown', async () => {
    // A touch screen: Chromium then answers (hover: none) and (pointer: coarse).
    await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    expect(matchMedia('(hover: none)').matches).toBe(true);
    const { actions } = await openOwnerBell();
    expect(opacityOf(actions)).toBe('1');
    expect(within(actions).getAllByShadowRole('button').length).toBeGreaterThan(0);
  });
});

/** Left inset of `el`'s content from the panel's inner edge. */
function inset(el: Element, panel: Element): number {
  const style = getComputedStyle(el);
  const panelStyle = getComputedStyle(panel);
  return (
    el.getBoundingClientRect().left +
    Number.parseFloat(style.paddingLeft) +
    Number.parseFloat(style.borderLeftWidth) -
    (panel.getBoundingClientRect().left + Number.parseFloat(panelStyle.borderLeftWidth))
  );
}

describe('one inset for everything in a panel', () => {
  it('the bell: header and items', async () => {
    const { host } = await openOwnerBell();
    const panel = host.shadowRoot?.querySelector('.pd-bell-popover') as HTMLElement;
    const header = inset(panel.querySelector('.pd-bell-header') as Element, panel);
    expect(inset(panel.querySelector('.pd-bell-item-main') as Element, panel)).toBe(header);
  });

  it('the bell, empty: the empty state at the header’s inset', async () => {
    const harbor = await signedIn('harbor@demo.test');
    const empty = renderBell(harbor);
    await openBell(empty.bell, click);
    const text = await empty.bell.findByShadowText('No notification yet!');
    const emptyPanel = empty.host.shadowRoot?.querySelector('.pd-bell-popover') as HTMLElement;
    const header = inset(emptyPanel.querySelector('.pd-bell-header') as Element, emptyPanel);
    expect(header).toBe(16);
    expect(inset(text, emptyPanel)).toBe(header);
    expect(getComputedStyle(text).paddingRight).toBe(getComputedStyle(text).paddingLeft);
  });

  it('the cart: header, lines, the error box and the footer', async () => {
    const { instance } = await cartInstance('owner@demo.test');
    getCartStore(instance).add({ id: 'prod-logo' });
    getCartStore(instance).add({ id: 'prod-nope' });
    const { container } = render(<Cart locale="en-US" />, instance);
    const cart = within(container.querySelector('[data-pd-host]') as HTMLElement);
    await click(await cart.findByShadowRole('button', { name: /^Cart/ }));
    const panel = await cart.findByShadowRole('dialog', { name: 'Cart' });
    const alert = await cart.findByShadowRole('alert');
    const header = inset(panel.querySelector('.pd-cart-header') as Element, panel);
    expect(header).toBe(16);
    expect(inset(alert, panel)).toBe(header);
    expect(inset(panel.querySelector('.pd-cart-line') as Element, panel)).toBe(header);
    expect(inset(panel.querySelector('.pd-cart-footer') as Element, panel)).toBe(header);
    // Full width, like the rows: its edges are the panel's.
    expect(alert.getBoundingClientRect().width).toBeCloseTo(panel.clientWidth, 0);
  });

  it('the cart, empty: the empty state at the same inset', async () => {
    const { instance } = await cartInstance(null);
    const { container } = render(<Cart />, instance);
    const cart = within(container.querySelector('[data-pd-host]') as HTMLElement);
    await click(await cart.findByShadowRole('button', { name: 'Cart' }));
    const panel = await cart.findByShadowRole('dialog', { name: 'Cart' });
    const empty = panel.querySelector('.pd-cart-empty') as HTMLElement;
    expect(inset(empty, panel)).toBe(inset(panel.querySelector('.pd-cart-header') as Element, panel));
  });
});
