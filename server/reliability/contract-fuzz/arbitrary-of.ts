import fc from 'fast-check';

/** A JSON Schema as `z.toJSONSchema` writes it for our contracts (draft 2020-12). */
export type JsonSchema = { [key: string]: unknown };

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
/** Past this depth arrays stay at their fewest items and optional keys are left out, so recursive schemas end. */
const DEEPEST = 4;

/**
 * Text a person could type in any script: printable graphemes (Arabic, Devanagari, emoji) and
 * ASCII; never U+0000 or half a surrogate pair, which the server refuses by design (docs/api.md).
 */
const textUnit = fc.oneof({ weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) });

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Cut to `max` UTF-16 units without leaving half a surrogate pair (which the server refuses by design). */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function text(min: number, max: number): fc.Arbitrary<string> {
  // Lengths are in UTF-16 units for zod; a grapheme can be several, so the result is cut to the bound.
  const within = (value: string) => value.length >= min && value.length <= max;
  const typed = fc.string({ unit: textUnit, minLength: min, maxLength: Math.min(max, min + 24) }).map((value) => cutText(value, max));
  const longest = max <= 4096 ? [fc.string({ unit: 'grapheme-ascii', minLength: max, maxLength: max })] : [];
  return fc.oneof({ weight: 6, arbitrary: typed }, ...longest.map((arbitrary) => ({ weight: 1, arbitrary }))).filter(within);
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = num(schema.minLength) ?? 0;
  const max = num(schema.maxLength) ?? Math.max(min, 256);
  const within = (value: string) => value.length >= min && value.length <= max;
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(within);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter(within);
    case 'uri':
      return fc.webUrl({ withQueryParameters: true }).filter(within);
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'base64':
      return fc.base64String({ maxLength: Math.min(max, 64) });
    default:
      return text(min, max);
  }
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = num(schema.exclusiveMinimum);
  const exclusiveMax = num(schema.exclusiveMaximum);
  const min = Math.ceil(exclusiveMin !== undefined ? exclusiveMin + 1 : (num(schema.minimum) ?? Number.MIN_SAFE_INTEGER));
  const max = Math.floor(exclusiveMax !== undefined ? exclusiveMax - 1 : (num(schema.maximum) ?? Number.MAX_SAFE_INTEGER));
  // fast-check's integers are 32-bit; the bounds themselves are the interesting large values.
  const small = fc.integer({ min: Math.max(min, INT32_MIN), max: Math.min(max, INT32_MAX) });
  if (min >= INT32_MIN && max <= INT32_MAX) return small;
  return fc.oneof({ weight: 8, arbitrary: small }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = num(schema.exclusiveMinimum) ?? num(schema.minimum);
  const max = num(schema.exclusiveMaximum) ?? num(schema.maximum);
  return fc.double({ min, max, minExcluded: schema.exclusiveMinimum !== undefined, maxExcluded: schema.exclusiveMaximum !== undefined, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const kept = Object.entries(properties).filter(([key]) => required.has(key) || depth < DEEPEST);
  const model = Object.fromEntries(kept.map(([key, property]) => [key, arbitraryOf(property, root, depth + 1)]));
  const fixed = fc.record(model, { requiredKeys: kept.map(([key]) => key).filter((key) => required.has(key)) });
  if (typeof schema.additionalProperties !== 'object' || depth >= DEEPEST) return fixed;
  const keys = schema.propertyNames ? (arbitraryOf(schema.propertyNames as JsonSchema, root, depth + 1) as fc.Arbitrary<string>) : fc.string({ minLength: 1, maxLength: 12 });
  const extra = fc.dictionary(keys, arbitraryOf(schema.additionalProperties as JsonSchema, root, depth + 1), { maxKeys: 3 });
  return fc.tuple(extra, fixed).map(([more, own]) => ({ ...more, ...own }));
}

function arrayOf(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = num(schema.minItems) ?? 0;
  const maxLength = depth >= DEEPEST ? minLength : Math.min(num(schema.maxItems) ?? minLength + 4, minLength + 4);
  // Not even built when empty: a recursive item schema (a JSON value) would never end.
  if (maxLength === 0) return fc.constant([]);
  if (Array.isArray(schema.prefixItems)) return fc.tuple(...(schema.prefixItems as JsonSchema[]).map((item) => arbitraryOf(item, root, depth + 1)));
  return fc.array(arbitraryOf((schema.items ?? {}) as JsonSchema, root, depth + 1), { minLength, maxLength });
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  if (ref === '#') return root;
  const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  const found = name ? (root.$defs as Record<string, JsonSchema> | undefined)?.[name] : undefined;
  if (!found) throw new Error(`Unresolvable $ref ${ref}`);
  return found;
}

/**
 * Values that a JSON Schema accepts, for property-based tests of our own routes. Written because
 * zod-fast-check (the library the issue names) supports zod 3 only; our contracts are zod 4, whose
 * JSON Schema output is a small, documented subset. Refinements have no JSON Schema form: callers
 * filter with the zod schema itself.
 */
export function arbitraryOf(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return arbitraryOf(resolve(schema.$ref, root), root, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryOf(branch, root, depth)));
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type }, root, depth)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(schema, root, depth);
    case 'object':
      return objectOf(schema, root, depth);
    default:
      // `unknown` in the contract: any small JSON value.
      return fc.jsonValue({ maxDepth: 2 }).filter((value) => !JSON.stringify(value).includes('\\u0000'));
  }
}
