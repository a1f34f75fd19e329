/**
 * A price formatter for one currency in the user's locale, e.g. '$1,249.00' (en-US, USD) or
 * '1.249,00 $' (de-DE, USD). An unknown locale falls back to the browser's; an unknown currency
 * code (Intl throws a RangeError) to the number with the code after it.
 */
export function priceFormatter(locale: string | undefined, currency: string): (amount: number) => string {
  for (const candidate of [locale, undefined]) {
    try {
      const format = new Intl.NumberFormat(candidate, { style: 'currency', currency });
      return (amount) => format.format(amount);
    } catch {
      // try the next candidate
    }
  }
  return (amount) => `${amount.toFixed(2)} ${currency}`;
}
