import { Cart, getCartStore } from 'proofdesk/cart';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../sdk/core/dom';
import { render } from '../../support/render';
import { cartInstance } from './support';

// Removing a line from the keyboard never drops focus to <body>: it moves to the next line's remove
// button, else the previous one's, else the empty state (useFocusAfterRemoval, shared with the bell).

describe('cart: focus after removing a line', () => {
  it('goes to the next line, else the previous, else the empty state', async () => {
    const { instance } = await cartInstance('owner@demo.test');
    for (const id of ['prod-logo', 'prod-flyer', 'prod-brochure']) getCartStore(instance).add({ id });
    render(<Cart locale="en-US" />, instance);
    await userEvent.click(screen.getByShadowRole('button', { name: /^Cart/ }));
    await screen.findByShadowRole('dialog', { name: 'Cart' });
    const removeButton = (name: string) => screen.findByShadowRole('button', { name: `Remove ${name}` });

    (await removeButton('Flyer Design')).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => screen.queryByShadowRole('button', { name: 'Remove Flyer Design' })).toBeNull();
    expect(getActiveElement(document)).toBe(await removeButton('Tri-fold Brochure'));

    // The last line has no next one: its previous takes focus.
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => screen.queryByShadowRole('button', { name: 'Remove Tri-fold Brochure' }))
      .toBeNull();
    expect(getActiveElement(document)).toBe(await removeButton('Logo Design'));

    // Nothing left: the empty state, which says so.
    await userEvent.keyboard('{Enter}');
    const empty = await screen.findByShadowText('No product in the cart');
    const active = getActiveElement(document);
    expect(active).not.toBe(document.body);
    expect(active?.contains(empty)).toBe(true);
    expect(getCartStore(instance).$items.get()).toEqual([]);
  });
});
