import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object the generators read. */
export type SchemaObject = {
  type?: string;
  enum?: unknown[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  nullable?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

/** Values the fuzz knows to be meaningful in this database: the signed-in owner's and a stranger's. */
export type Known = { ids: number[]; strings: string[] };

const INT4_MAX = 2_147_483_647;

/** What an attacker sends where a value is expected: control characters, huge and odd numbers, wrong types. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\u0007\u001b[31m',
    '',
    ' ',
    'x'.repeat(70_000),
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'not-an-email',
    'a@b',
    'max@example.c',
    'a,b@example.com',
    '"quoted"@example.com',
    'üñî@example.com',
    '😀',
    '%00',
  ),
  fc.constantFrom(0, -1, INT4_MAX + 1, -INT4_MAX - 2, 2 ** 53, 1e308, -1e308, 1.5, -0.5),
  fc.constantFrom(true, false, null, [], {}, [1, 2], { id: 1 }, '1', '2147483648'),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000`),
);

const EMAILS = ['jane@example.com', 'Max.Partner+home@Example.org', 'lee@sub.example.co.uk', 'a@b.io'];

function stringArbitrary(schema: SchemaObject, name: string | undefined, known: Known) {
  const max = Math.min(schema.maxLength ?? 60, 60);
  const min = Math.min(schema.minLength ?? 0, max);
  if (name?.includes('email') || schema.pattern?.includes('@')) return fc.constantFrom(...EMAILS);
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 1e6));
    } catch {
      // A pattern fast-check cannot generate from: plain text instead.
    }
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.constantFrom(...known.strings),
    fc.integer({ min: 1, max: 1000 }).map(String),
  );
}

function numberArbitrary(schema: SchemaObject, known: Known) {
  const integer = schema.type === 'integer';
  const min = Math.max(schema.minimum ?? -1e6, -1e9);
  const max = Math.min(schema.maximum ?? 1e6, 1e9);
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const ids = known.ids.filter((id) => id >= min && id <= max);
  const range = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  if (ids.length === 0) return range;
  // Mostly rows that exist (the owner's or a stranger's), so that requests reach the routes' logic.
  return fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, { arbitrary: range, weight: 1 });
}

/** A value the schema accepts (or close to it), using known ids and strings where the type allows. */
export function validArbitrary(
  schema: SchemaObject | undefined,
  known: Known,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  let arbitrary: fc.Arbitrary<unknown>;
  const variants = schema.anyOf ?? schema.oneOf;
  if (schema.enum && schema.enum.length > 0) arbitrary = fc.constantFrom(...schema.enum);
  else if (variants) arbitrary = fc.oneof(...variants.map((v) => validArbitrary(v, known, name, depth + 1)));
  else if (schema.type === 'object') arbitrary = objectArbitrary(schema, known, depth);
  else if (schema.type === 'array')
    arbitrary = fc.array(validArbitrary(schema.items, known, name, depth + 1), {
      minLength: Math.min(schema.minItems ?? 0, 3),
      maxLength: Math.min(schema.maxItems ?? 3, 3),
    });
  else if (schema.type === 'string') arbitrary = stringArbitrary(schema, name, known);
  else if (schema.type === 'integer' || schema.type === 'number') arbitrary = numberArbitrary(schema, known);
  else if (schema.type === 'boolean') arbitrary = fc.boolean();
  else if (schema.type === 'null') arbitrary = fc.constant(null);
  else arbitrary = fc.jsonValue({ maxDepth: 2 });
  return schema.nullable ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary;
}

function objectArbitrary(schema: SchemaObject, known: Known, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      validArbitrary(property, known, key, depth + 1),
    ]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
}

/** Every place in a JSON value, the value itself first: a path of keys and indexes. */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      places.push(...placesIn(item, [...path, Array.isArray(value) ? Number(key) : key]));
  return places;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/**
 * A JSON value with one place in it (a field, an array item, a nested field, or the whole value) made
 * hostile; top-level fields the value left out can be the place too.
 */
export function withOneHostile(
  value: fc.Arbitrary<unknown>,
  extraKeys: string[] = [],
  { whole = true } = {},
) {
  return fc.tuple(value, fc.nat(), hostileScalar).map(([base, pick, hostile]) => {
    const places = [...placesIn(base).slice(whole ? 0 : 1), ...extraKeys.map((key) => [key])];
    if (places.length === 0) return base;
    return replaceAt(base, places[pick % places.length]!, hostile);
  });
}

/** Bodies that are wrong as a whole: none, an array, text, a number, `{}`, unknown fields only. */
export const wrongBody = fc.constantFrom(undefined, {}, [], 'text', 42, null, { unknown_field: 1 }, [
  { id: 1 },
]);
