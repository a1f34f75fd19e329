import { createMemoryStorage } from 'proofdesk';
import { getCartStore } from 'proofdesk/cart';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrowser, PREFIX } from './helpers';

// Rules of dashboard §4 "Cart", through `getCartStore(instance)`, on the storage the instance was given.
// No server: nothing here goes to the network.
let browser = createBrowser('http://127.0.0.1:9/api');
beforeEach(() => {
  browser = createBrowser('http://127.0.0.1:9/api');
});
afterEach(() => browser.close());
const stored = () => JSON.parse(browser.storage.getItem(`${PREFIX}cart`) ?? 'null');

describe('getCartStore(instance) (dashboard §4 "Cart")', () => {
  it('keeps the cart under the instance prefix, key `cart`, as {id, qty, type} items', () => {
    const cart = getCartStore(browser.openTab().instance);
    cart.add({ id: 'prod-logo', type: 'product' });
    expect(browser.storage.getItem(`${PREFIX}cart`)).toBe('[{"id":"prod-logo","qty":1,"type":"product"}]');
    expect(browser.storage.getItem('proofdesk:cart')).toBeNull();
  });

  it('"Adding an existing item increases qty by 1."', () => {
    const cart = getCartStore(browser.openTab().instance);
    cart.add({ id: 'prod-logo', type: 'product' });
    expect(cart.add({ id: 'prod-logo', type: 'product' })).toEqual([
      { id: 'prod-logo', qty: 2, type: 'product' },
    ]);
    expect(stored()).toEqual([{ id: 'prod-logo', qty: 2, type: 'product' }]);
  });

  it('"Adding a new item appends it with qty 1." (type defaults to product)', () => {
    const cart = getCartStore(browser.openTab().instance);
    cart.add({ id: 'prod-logo', type: 'product' });
    cart.add({ id: 'pkg-storage-5', type: 'package' });
    cart.add({ id: 'prod-flyer' });
    expect(cart.$items.get()).toEqual([
      { id: 'prod-logo', qty: 1, type: 'product' },
      { id: 'pkg-storage-5', qty: 1, type: 'package' },
      { id: 'prod-flyer', qty: 1, type: 'product' },
    ]);
    expect(stored()).toEqual(cart.$items.get());
  });

  it('"Removing deletes the line."', () => {
    const cart = getCartStore(browser.openTab().instance);
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'prod-flyer' });
    expect(cart.remove('prod-logo')).toEqual([{ id: 'prod-flyer', qty: 1, type: 'product' }]);
    expect(stored()).toEqual([{ id: 'prod-flyer', qty: 1, type: 'product' }]);
  });

  it('"Decrementing lowers qty while above 1, otherwise removes the line."', () => {
    const cart = getCartStore(browser.openTab().instance);
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'prod-logo' });
    expect(cart.decrement('prod-logo')).toEqual([{ id: 'prod-logo', qty: 1, type: 'product' }]);
    expect(cart.decrement('prod-logo')).toEqual([]);
    expect(cart.decrement('prod-unknown')).toEqual([]);
  });

  it('"Reset empties the cart." (and leaves no key behind)', () => {
    const cart = getCartStore(browser.openTab().instance);
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'prod-flyer' });
    expect(cart.reset()).toEqual([]);
    expect(cart.$items.get()).toEqual([]);
    expect(browser.storage.getItem(`${PREFIX}cart`)).toBeNull();
  });

  it('the badge count is the total quantity', () => {
    const cart = getCartStore(browser.openTab().instance);
    const counts: number[] = [];
    const unbind = cart.$count.subscribe((count) => counts.push(count));
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'prod-logo' });
    cart.add({ id: 'prod-flyer' });
    cart.decrement('prod-logo');
    unbind();
    expect(counts).toEqual([0, 1, 2, 3, 2]);
  });

  it('ignores ids the server could never price, and a 51st line', () => {
    const cart = getCartStore(browser.openTab().instance);
    cart.add({ id: '' });
    cart.add({ id: 'x'.repeat(65) });
    expect(cart.$items.get()).toEqual([]);
    for (let i = 0; i < 50; i += 1) cart.add({ id: `p${i}` });
    cart.add({ id: 'p50' });
    expect(cart.$items.get()).toHaveLength(50);
    // An existing line still takes more.
    expect(cart.add({ id: 'p0' })[0]).toEqual({ id: 'p0', qty: 2, type: 'product' });
  });

  it('starts from what storage holds and shrugs off garbage there', () => {
    browser.storage.setItem(`${PREFIX}cart`, '[{"id":"prod-logo","qty":2,"type":"product"},"junk"]');
    expect(getCartStore(browser.openTab().instance).$items.get()).toEqual([
      { id: 'prod-logo', qty: 2, type: 'product' },
    ]);
    browser.storage.setItem(`${PREFIX}cart`, '{not json');
    const cart = getCartStore(browser.openTab().instance);
    expect(cart.$items.get()).toEqual([]);
    cart.add({ id: 'prod-flyer' });
    expect(stored()).toEqual([{ id: 'prod-flyer', qty: 1, type: 'product' }]);
  });
});

describe('two tabs see the same cart', () => {
  it("a watched cart follows the other tab's writes (storage events)", () => {
    const a = browser.openTab();
    const b = browser.openTab();
    const seen: number[] = [];
    const unbind = getCartStore(b.instance).$count.subscribe((count) => seen.push(count));
    getCartStore(a.instance).add({ id: 'prod-logo' });
    getCartStore(a.instance).add({ id: 'prod-logo' });
    b.storageEvent(`${PREFIX}cart`);
    expect(getCartStore(b.instance).$items.get()).toEqual([{ id: 'prod-logo', qty: 2, type: 'product' }]);
    getCartStore(a.instance).reset();
    b.storageEvent(`${PREFIX}cart`);
    expect(getCartStore(b.instance).$items.get()).toEqual([]);
    unbind();
    expect(seen).toEqual([0, 2, 0]);
  });

  it('follows a storage.clear() in the other tab (its sign-out) and ignores other keys and storage areas', () => {
    const a = browser.openTab();
    const b = browser.openTab();
    const unbind = getCartStore(b.instance).$items.listen(() => {});
    getCartStore(a.instance).add({ id: 'prod-logo' });
    b.storageEvent(`${PREFIX}cart`, createMemoryStorage());
    b.storageEvent(`${PREFIX}view`);
    expect(getCartStore(b.instance).$items.get()).toEqual([]);
    b.storageEvent(`${PREFIX}cart`);
    expect(getCartStore(b.instance).$count.get()).toBe(1);
    browser.storage.clear();
    b.storageEvent(null);
    expect(getCartStore(b.instance).$items.get()).toEqual([]);
    unbind();
  });

  it('a change always starts from storage, so it never overwrites the other tab with a stale copy', () => {
    const a = browser.openTab();
    const b = browser.openTab();
    getCartStore(a.instance).add({ id: 'prod-logo' });
    // No storage event delivered to b (nobody watches it there): its next change still sees a's line.
    getCartStore(b.instance).add({ id: 'prod-flyer' });
    expect(stored()).toEqual([
      { id: 'prod-logo', qty: 1, type: 'product' },
      { id: 'prod-flyer', qty: 1, type: 'product' },
    ]);
    // And a watcher arriving later reads storage afresh.
    const unbind = getCartStore(a.instance).$count.listen(() => {});
    expect(getCartStore(a.instance).$count.get()).toBe(2);
    unbind();
  });
});
