// A small, valid value for a route's JSON schema (TypeBox output), so that a hostile request can
// change one thing at a time and the rest of the body still passes validation.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

// Candidates tried in order against a pattern; the contract's patterns are ids, lists and dates.
const PATTERN_CANDIDATES = ['x', 'a-1', '1', '2026/01/05', '0:00', 'a@b.co', 'order-1.pdf'];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'hostile@example.test';
  if (schema.format === 'date-time') return '2026-01-05T10:00:00.000Z';
  let value = 'x';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    value = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'x';
  }
  const min = schema.minLength ?? 0;
  return value.length >= min ? value : value + 'x'.repeat(min - value.length);
}

function sampleNumber(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return Math.max(schema.minimum, Math.min(1, schema.maximum ?? 1));
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
  return Math.min(1, schema.maximum ?? 1);
}

/** Only required properties: optional ones are where mutations add things. */
export function sample(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf)
    return sample(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0] ?? {});
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key] ?? {});
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** Every property path of an object schema with its schema, optional ones too (one level into arrays). */
export function fields(schema: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  const properties: Record<string, JsonSchema> = schema.allOf
    ? Object.assign({}, ...schema.allOf.map((part) => part.properties))
    : (schema.properties ?? {});
  const found: { path: string[]; schema: JsonSchema }[] = [];
  for (const [key, child] of Object.entries(properties)) {
    const path = [...prefix, key];
    found.push({ path, schema: child });
    if (child.properties) found.push(...fields(child, path));
  }
  return found;
}

/** A copy of `value` with `path` set to `replacement` (creating objects on the way). */
export function withField(value: unknown, path: string[], replacement: unknown): Record<string, unknown> {
  const copy = structuredClone((value ?? {}) as Record<string, unknown>);
  let cursor = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof cursor[key] !== 'object' || cursor[key] === null) cursor[key] = {};
    cursor = cursor[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (last !== undefined) cursor[last] = replacement;
  return copy;
}
