import { describe, expect, it } from 'vitest';
import { parseStoredCart, serializeCart, withoutCheckedOut } from '../../../../widgets/cart/store';

const logo = { id: 'prod-logo', qty: 2, type: 'product' };

describe('the stored cart (dashboard §3 "Cart item: id, qty, type, kept in local storage")', () => {
  it('writes exactly {id, qty, type} per item, whatever else the objects carry', () => {
    const extra = { ...logo, name: 'Logo Design', price: 249 };
    expect(JSON.parse(serializeCart([extra]))).toEqual([{ id: 'prod-logo', qty: 2, type: 'product' }]);
  });

  it('reads back what it wrote', () => {
    const items = [logo, { id: 'pkg-storage-5', qty: 1, type: 'package' }];
    expect(parseStoredCart(serializeCart(items))).toEqual(items);
  });

  it('turns missing or unreadable values into an empty cart instead of failing', () => {
    for (const raw of [null, '', '{', 'null', '42', '"cart"', '{"id":"prod-logo"}']) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });

  it('drops malformed entries and keeps the good ones', () => {
    const raw = JSON.stringify([
      null,
      7,
      { id: '', qty: 1, type: 'product' },
      { id: 'x'.repeat(65), qty: 1, type: 'product' },
      { id: 'prod-flyer', qty: 0, type: 'product' },
      { id: 'prod-flyer', qty: 1.5, type: 'product' },
      { id: 'prod-flyer', qty: '2', type: 'product' },
      { id: 'prod-flyer', qty: 1 },
      logo,
    ]);
    expect(parseStoredCart(raw)).toEqual([logo]);
  });

  it('caps quantities at 99 and merges repeated ids, so the server never gets a cart it must refuse', () => {
    const raw = JSON.stringify([
      { id: 'prod-logo', qty: 500, type: 'product' },
      { id: 'prod-flyer', qty: 60, type: 'product' },
      { id: 'prod-flyer', qty: 60, type: 'product' },
    ]);
    expect(parseStoredCart(raw)).toEqual([
      { id: 'prod-logo', qty: 99, type: 'product' },
      { id: 'prod-flyer', qty: 99, type: 'product' },
    ]);
  });

  it('keeps at most 50 lines (the most PUT /cart accepts)', () => {
    const raw = JSON.stringify(
      Array.from({ length: 60 }, (_, i) => ({ id: `p${i}`, qty: 1, type: 'product' })),
    );
    expect(parseStoredCart(raw)).toHaveLength(50);
  });
});

describe('withoutCheckedOut', () => {
  it('empties a cart that did not change during checkout', () => {
    expect(withoutCheckedOut([logo], [logo])).toEqual([]);
  });

  it('keeps what was added meanwhile: new lines and extra quantity', () => {
    const flyer = { id: 'prod-flyer', qty: 1, type: 'product' };
    expect(withoutCheckedOut([{ ...logo, qty: 3 }, flyer], [logo])).toEqual([{ ...logo, qty: 1 }, flyer]);
  });
});
