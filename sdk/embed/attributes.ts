/** How an element attribute's text becomes a prop value (the widget manifest's `kind`). */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'json' | 'id';

/** One widget attribute as the loader carries it: `[attribute, prop, kind]`. */
export type AttributeSpec = readonly [name: string, prop: string, kind: AttributeKind];

/**
 * An attribute's value as its prop takes it; `undefined` leaves the widget's default. A value that
 * does not parse warns and counts as absent: a typo in a page's markup must not break the widget.
 * Booleans follow HTML (present means true) except for the explicit `"false"`, so a prop that
 * defaults to true can be turned off: `confirm-delete-all="false"`.
 */
export function parseAttribute(tag: string, [name, , kind]: AttributeSpec, value: string | null): unknown {
  if (value === null) return undefined;
  const invalid = (what: string) => {
    console.warn(`proofdesk: <${tag} ${name}="${value}"> is not ${what}; the attribute is ignored`);
    return undefined;
  };
  switch (kind) {
    case 'boolean':
      return value !== 'false';
    case 'number': {
      const number = value.trim() === '' ? Number.NaN : Number(value);
      return Number.isFinite(number) ? number : invalid('a number');
    }
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        return invalid('valid JSON');
      }
    case 'id':
      return value.trim() || undefined;
    default:
      return value;
  }
}
