import { fields, type JsonSchema, sample, withField } from './schema-sample';

// What an attacker sends instead of a well-formed body: one field at a time of the wrong type, huge,
// deeply nested or absurd, and bodies built to poison prototypes or exhaust the parser.

export interface HostileBody {
  label: string;
  /** A string is sent as it is (raw JSON); anything else is serialised. */
  payload: unknown;
  /**
   * False where a valid request may legitimately look like this: deeply nested JSON *text* in a
   * free-text field is just text (a comment may hold brackets); it must only never break the server.
   */
  refused: boolean;
  /** Form-encoded instead of JSON (the viewer posts its comment forms this way). */
  form?: boolean;
}

const HUGE = 'x'.repeat(200_000);
const DEPTH = 5_000;
export const DEEP_JSON_TEXT = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const DEEP_OBJECT_TEXT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const DEEP_MARK = '\u0000deep\u0000';

/** Raw JSON text: serialising a 5,000-deep object would overflow this process's own stack first. */
const withDeepField = (valid: unknown, path: string[]) =>
  JSON.stringify(withField(valid, path, DEEP_MARK)).replace(JSON.stringify(DEEP_MARK), DEEP_OBJECT_TEXT);

function acceptedKinds(schema: JsonSchema): Set<string> {
  if ('const' in schema) return new Set([kindOf(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(kindOf));
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((option) => [...acceptedKinds(option)]));
  const types = [schema.type ?? []].flat();
  return new Set(types.map((type) => (type === 'integer' ? 'number' : type)));
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const WRONG_VALUES: unknown[] = [{ nested: true }, ['list'], 7, 'seven', true, null];

/** `valid`: a body the route accepts; every hostile body differs from it in one way. */
export function hostileBodies(schema: JsonSchema, valid: unknown = sample(schema)): HostileBody[] {
  const bodies: HostileBody[] = [];
  for (const { path, schema: field } of fields(schema)) {
    const name = path.join('.');
    const accepted = acceptedKinds(field);
    if (accepted.size === 0) continue;
    const wrong = WRONG_VALUES.filter((value) => !accepted.has(kindOf(value))).slice(0, 2);
    for (const value of wrong)
      bodies.push({
        label: `${name} as ${kindOf(value)}`,
        payload: withField(valid, path, value),
        refused: true,
      });
    if (accepted.has('string')) {
      bodies.push({ label: `${name} huge`, payload: withField(valid, path, HUGE), refused: true });
      bodies.push({
        label: `${name} deeply nested JSON text`,
        payload: withField(valid, path, DEEP_JSON_TEXT),
        refused: false,
      });
    }
    if (accepted.has('number'))
      bodies.push({ label: `${name} 1e308`, payload: withField(valid, path, 1e308), refused: true });
    if (accepted.has('object'))
      bodies.push({ label: `${name} deeply nested`, payload: withDeepField(valid, path), refused: true });
  }
  const rest = JSON.stringify(valid).slice(1);
  const tail = rest === '}' ? '}' : `,${rest}`;
  bodies.push({ label: '__proto__ key', payload: `{"__proto__":{"polluted":true}${tail}`, refused: true });
  bodies.push({
    label: 'constructor.prototype key',
    payload: `{"constructor":{"prototype":{"polluted":true}}${tail}`,
    refused: true,
  });
  bodies.push({ label: 'deeply nested array body', payload: DEEP_JSON_TEXT, refused: true });
  bodies.push({ label: 'array body', payload: [valid], refused: true });
  bodies.push(...hostileForms(valid));
  return bodies;
}

/** Path parameter values that are no record at all. */
export const HOSTILE_PARAMS = [
  '__proto__',
  'constructor',
  'x'.repeat(4_000),
  '%00',
  '..%2F..%2Fetc',
  '1e308',
];

/** Form bodies: a field sent twice (an array after parsing) and bracketed prototype keys. */
function hostileForms(valid: unknown): HostileBody[] {
  const entries = Object.entries((valid ?? {}) as Record<string, unknown>).filter(
    ([, value]) => typeof value === 'string',
  ) as [string, string][];
  const [first] = entries;
  if (!first) return [];
  const form = (extra: [string, string][]) => new URLSearchParams([...entries, ...extra]).toString();
  return [
    { label: `form ${first[0]} twice`, payload: form([first]), refused: true, form: true },
    {
      label: 'form __proto__ field',
      payload: form([['__proto__[polluted]', 'true']]),
      refused: true,
      form: true,
    },
    { label: 'form __proto__ plain field', payload: form([['__proto__', 'x']]), refused: true, form: true },
  ];
}
