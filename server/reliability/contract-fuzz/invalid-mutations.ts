import type { JsonSchema } from './arbitrary-of';

/** One field of a valid request changed: `value` undefined removes it. */
export interface Mutation {
  path: string[];
  value: unknown;
  label: string;
}

const REMOVE = undefined;

/** Values of the wrong kind or past a bound for one schema; the caller keeps those zod refuses at that path. */
function badValuesFor(schema: JsonSchema): { value: unknown; label: string }[] {
  const bad: { value: unknown; label: string }[] = [];
  const type = schema.type;
  if ('const' in schema || Array.isArray(schema.enum)) bad.push({ value: 'not-one-of-the-options', label: 'not an option' });
  if (type === 'string') {
    bad.push({ value: 42, label: 'a number for text' });
    if (typeof schema.maxLength === 'number') bad.push({ value: 'x'.repeat(schema.maxLength + 1), label: 'one past the longest' });
    if (typeof schema.minLength === 'number' && schema.minLength > 0) bad.push({ value: '', label: 'empty' });
    if (typeof schema.pattern === 'string' || typeof schema.format === 'string') bad.push({ value: '¿no?', label: 'wrong form' });
  }
  if (type === 'integer' || type === 'number') {
    bad.push({ value: 'seven', label: 'text for a number' });
    if (type === 'integer') bad.push({ value: 1.5, label: 'a fraction' });
    if (typeof schema.maximum === 'number') bad.push({ value: schema.maximum + 1, label: 'past the maximum' });
    if (typeof schema.minimum === 'number') bad.push({ value: schema.minimum - 1, label: 'under the minimum' });
  }
  if (type === 'boolean') bad.push({ value: 'yes', label: 'text for a boolean' });
  if (type === 'array') {
    bad.push({ value: 'a list', label: 'text for a list' });
    if (typeof schema.maxItems === 'number' && schema.maxItems < 1000) bad.push({ value: Array.from({ length: schema.maxItems + 1 }, () => null), label: 'one item too many' });
  }
  if (type === 'object') bad.push({ value: ['an', 'array'], label: 'a list for an object' });
  return bad;
}

/**
 * Every single-field change of `value` worth trying: each present field's bad values and, for a
 * required field, its removal; nested objects are walked, arrays at their first item.
 */
export function mutationsOf(schema: JsonSchema, value: unknown, path: string[] = []): Mutation[] {
  if (typeof value !== 'object' || value === null) return [];
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  // Inside a union the failing branch is not knowable from the schema alone: the zod check decides.
  const shapes = branches ?? [schema];
  const mutations: Mutation[] = [];
  for (const shape of shapes) {
    if (Array.isArray(value) && shape.type === 'array' && value.length > 0) {
      const items = (shape.items ?? {}) as JsonSchema;
      mutations.push(...badValuesFor(items).map((bad) => ({ path: [...path, '0'], ...bad })));
      mutations.push(...mutationsOf(items, value[0], [...path, '0']));
    }
    if (Array.isArray(value) || shape.type !== 'object') continue;
    const properties = (shape.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((shape.required ?? []) as string[]);
    for (const [key, property] of Object.entries(properties)) {
      const at = [...path, key];
      if (required.has(key) && !('default' in property)) mutations.push({ path: at, value: REMOVE, label: 'left out' });
      if (!(key in (value as Record<string, unknown>))) continue;
      mutations.push(...badValuesFor(property).map((bad) => ({ path: at, ...bad })));
      mutations.push(...mutationsOf(property, (value as Record<string, unknown>)[key], at));
    }
  }
  const seen = new Set<string>();
  return mutations.filter((mutation) => {
    const key = `${mutation.path.join('.')}|${mutation.label}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** `value` with one field changed; the original is left as it was. */
export function applyMutation(value: unknown, mutation: Mutation): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent = copy as Record<string, unknown>;
  for (const key of mutation.path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = mutation.path[mutation.path.length - 1]!;
  if (mutation.value === REMOVE) delete parent[last];
  else parent[last] = mutation.value;
  return copy;
}
