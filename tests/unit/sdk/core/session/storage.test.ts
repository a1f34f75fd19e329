import { createMemoryStorage } from 'proofdesk';
import { describe, expect, it } from 'vitest';
import { createPrefixedStorage, DEFAULT_STORAGE_PREFIX, STORAGE_KEYS } from '../../../../../sdk/core/session';

describe('storage', () => {
  it("names the spec's local-storage keys (dashboard §3)", () => {
    expect([...STORAGE_KEYS]).toEqual([
      'token',
      'clientId',
      'expirationDate',
      'userId',
      'theme',
      'view',
      'cart',
      'selectedFilter',
      'selectedArchivedFilter',
      'subscription-leave-modal',
      'isFullScreen',
    ]);
  });

  it("stores every key under the prefix, default 'proofdesk:'", () => {
    const raw = createMemoryStorage();
    const storage = createPrefixedStorage(raw);
    expect(DEFAULT_STORAGE_PREFIX).toBe('proofdesk:');
    storage.set('token', 'abc');
    expect(raw.getItem('proofdesk:token')).toBe('abc');
    expect(storage.get('token')).toBe('abc');
    expect(storage.keyOf('cart')).toBe('proofdesk:cart');
    storage.remove('token');
    expect(raw.getItem('proofdesk:token')).toBeNull();
  });

  it('clear() removes every key under its prefix and nothing else', () => {
    const raw = createMemoryStorage({ 'other:token': 'keep', unrelated: 'keep' });
    const storage = createPrefixedStorage(raw, 'pd:');
    for (const key of STORAGE_KEYS) storage.set(key, 'x');
    storage.set('custom-widget-key', 'x');
    storage.clear();
    expect(raw.length).toBe(2);
    expect(raw.getItem('other:token')).toBe('keep');
    expect(raw.getItem('unrelated')).toBe('keep');
  });

  it('degrades to "not stored" when the browser refuses storage access', () => {
    const refusing = createMemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const storage = createPrefixedStorage(refusing);
    expect(() => storage.set('token', 'x')).not.toThrow();
    expect(storage.get('token')).toBeNull();
  });

  it('the memory storage behaves like Storage', () => {
    const raw = createMemoryStorage();
    raw.setItem('a', '1');
    raw.setItem('b', '2');
    expect(raw.length).toBe(2);
    expect(raw.key(1)).toBe('b');
    expect(raw.key(5)).toBeNull();
    raw.clear();
    expect(raw.length).toBe(0);
  });
});
