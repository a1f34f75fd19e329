import { describe, expect, it } from 'vitest';
import { fillPlural, pluralTemplate } from '../../../../../sdk/core/domain';

// Issue 21 "'Carried 1 threads from v1' → the right plural (use Intl.PluralRules in the catalogues,
// so hosts' translations can pluralise too)".

const carried = {
  one: 'Carried {count} thread from v{version}',
  other: 'Carried {count} threads from v{version}',
};

describe('plural messages', () => {
  it("picks English's one and other forms and fills {count}", () => {
    expect(fillPlural(carried, 1, { version: 1 }, 'en')).toBe('Carried 1 thread from v1');
    expect(fillPlural(carried, 2, { version: 1 }, 'en')).toBe('Carried 2 threads from v1');
    expect(fillPlural(carried, 0, { version: 3 }, 'en')).toBe('Carried 0 threads from v3');
  });

  it("chooses by the catalogue's locale: Polish has few and many", () => {
    const polish = {
      one: '{count} wątek',
      few: '{count} wątki',
      many: '{count} wątków',
      other: '{count} wątku',
    };
    expect([1, 2, 5, 22, 1.5].map((n) => fillPlural(polish, n, {}, 'pl'))).toEqual([
      '1 wątek',
      '2 wątki',
      '5 wątków',
      '22 wątki',
      '1.5 wątku',
    ]);
  });

  it('falls back to other for a category the message lacks', () => {
    expect(fillPlural({ other: '{count} items' }, 1, {}, 'en')).toBe('1 items');
    expect(pluralTemplate({ one: 'a', other: 'b' }, 2, 'pl')).toBe('b');
  });

  it("takes a plain string for every count (a host's older override)", () => {
    expect(fillPlural('{count} threads carried', 1, {}, 'en')).toBe('1 threads carried');
  });

  it('reads a malformed locale tag as English instead of throwing', () => {
    expect(fillPlural(carried, 1, { version: 2 }, 'not a locale!')).toBe('Carried 1 thread from v2');
  });
});
