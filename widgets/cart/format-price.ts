/**
 * A price formatter for one currency in the user's locale, e.g. '$1,249.00' (en-US, USD) or
 * '1.249,00 $' (de-DE, USD). The issue asks for "the user's currency symbol": when the profile names
 * one (User.currencySimbol), it replaces the symbol Intl would print, in the place the locale puts
 * it. An unknown locale falls back to the browser's; an unknown currency code (Intl throws a
 * RangeError) to the number with the symbol or code after it.
 */
export function priceFormatter(
  locale: string | undefined,
  currency: string,
  symbol?: string | null,
): (amount: number) => string {
  for (const candidate of [locale, undefined]) {
    try {
      const format = new Intl.NumberFormat(candidate, { style: 'currency', currency });
      if (!symbol) return (amount) => format.format(amount);
      return (amount) =>
        format
          .formatToParts(amount)
          .map((part) => (part.type === 'currency' ? symbol : part.value))
          .join('');
    } catch {
      // try the next candidate
    }
  }
  return (amount) => `${amount.toFixed(2)} ${symbol || currency}`;
}
