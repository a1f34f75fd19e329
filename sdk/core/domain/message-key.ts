// One naming style for every catalogue: camelCase keys. A catalogue that labels a set of codes keys
// each label as a prefix plus the code in PascalCase, whatever the code's own spelling on the wire:
// order status 'in-review' → 'statusInReview', review action 'PUT_ON_HOLD' → 'reviewPutOnHold',
// role 'creative_manager' → 'roleCreativeManager'. Rules return the codes; a widget spreads the
// catalogues it shows into its own, so a host overrides 'statusInReview' like any other text.

type Dashed<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}-${Dashed<Tail>}` : S;
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Lowercase<Head>>}${Pascal<Tail>}`
  : Capitalize<Lowercase<S>>;

/** The catalogue key of `code` under `prefix`: `MessageKey<'status', 'in-review'>` is 'statusInReview'. */
export type MessageKey<P extends string, C extends string> = `${P}${Pascal<Dashed<C>>}`;

/** A catalogue labelling every code of `C` under the prefix `P`. */
export type CodeMessages<P extends string, C extends string> = { [K in C as MessageKey<P, K>]: string };

export function messageKey<P extends string, C extends string>(prefix: P, code: C): MessageKey<P, C> {
  const words = code.split(/[-_]/).filter(Boolean);
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
  return `${prefix}${pascal}` as MessageKey<P, C>;
}

/**
 * The label of `code` in a catalogue: `codeLabel(m, 'status', 'in-review')` reads `m.statusInReview`.
 * A code the catalogue does not know (a status a newer server sends) reads as the code itself.
 */
export function codeLabel<P extends string, C extends string>(
  messages: CodeMessages<P, C>,
  prefix: P,
  code: C,
): string {
  const label = (messages as Record<string, string | undefined>)[messageKey(prefix, code)];
  return label ?? code;
}
