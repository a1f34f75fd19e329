import { fillTemplate } from './template';

// Plural forms in message catalogues (issue 21: 'Carried 1 threads from v1'). A message that holds a
// count may be, instead of one template, an object of the CLDR plural categories its language uses
// ({ one, other } in English; { one, few, many, other } in Polish), chosen by `Intl.PluralRules` of
// the catalogue's locale. A plain string still works: it is used for every count.

/** The language the default catalogues are written in. */
export const DEFAULT_MESSAGES_LOCALE = 'en';

/** One template per plural category; `other` is required, it stands in for any missing one. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A catalogue value that depends on a count: one template for all counts, or plural forms. */
export type PluralMessage = string | PluralForms;

const rulesByLocale = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string | undefined): Intl.PluralRules {
  const key = locale ?? '';
  let rules = rulesByLocale.get(key);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      // A host's malformed locale tag (Intl throws RangeError) falls back to the default language.
      rules = new Intl.PluralRules(DEFAULT_MESSAGES_LOCALE);
    }
    rulesByLocale.set(key, rules);
  }
  return rules;
}

/** The template for `count`: the form of its plural category in `locale`, else `other`. */
export function pluralTemplate(message: PluralMessage, count: number, locale?: string): string {
  if (typeof message === 'string') return message;
  return message[pluralRules(locale).select(count)] ?? message.other;
}

/**
 * Fills a count message: picks the plural form for `count` and fills `{count}` with it, along with
 * the other `values`.
 */
export function fillPlural(
  message: PluralMessage,
  count: number,
  values: Record<string, string | number> = {},
  locale?: string,
): string {
  return fillTemplate(pluralTemplate(message, count, locale), { ...values, count });
}
