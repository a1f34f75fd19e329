import { describe, expect, it } from 'vitest';
import { priceFormatter } from '../../../../widgets/cart/format-price';

// Issue 4: the sub total is shown "in the user's currency symbol" (User.currencySimbol).
describe('priceFormatter', () => {
  it("puts the user's currency symbol where the locale puts a currency symbol", () => {
    expect(priceFormatter('en-US', 'USD', '$')(1249)).toBe('$1,249.00');
    expect(priceFormatter('en-US', 'USD', 'US$')(49.5)).toBe('US$49.50');
    // de-DE writes the symbol after the number, with a (non-breaking) space.
    expect(priceFormatter('de-DE', 'EUR', '€')(1249).replace(/\s/g, ' ')).toBe('1.249,00 €');
  });

  it("falls back to the locale's own symbol without one, and to the code for an unknown currency", () => {
    expect(priceFormatter('en-US', 'USD')(557.49)).toBe('$557.49');
    expect(priceFormatter('en-US', 'USD', null)(1)).toBe('$1.00');
    expect(priceFormatter('en-US', 'NOT-A-CODE')(12)).toBe('12.00 NOT-A-CODE');
    expect(priceFormatter('en-US', 'NOT-A-CODE', '¤')(12)).toBe('12.00 ¤');
  });
});
