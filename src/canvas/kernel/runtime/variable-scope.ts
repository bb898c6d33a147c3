import type { JsonValue, Variables } from './session-types';

/**
 * Variables the runtime provides without a declaration. `last_input` is stored in the session
 * (what the user last typed or tapped); `today` and `time` come from `deps.now()` in UTC.
 * Pass them to `validateFlow(doc, { builtInVariables: BUILT_IN_VARIABLES })`.
 */
export const BUILT_IN_VARIABLES = ['last_input', 'today', 'time'] as const;

const REFERENCE = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * The value at a dotted path; numeric segments index arrays and `a[0]` is read as `a.0`.
 * @example readPath({ user: { tags: ['vip'] } }, 'user.tags[0]') // 'vip'
 */
export function readPath(root: unknown, path: string): JsonValue | undefined {
  let current: unknown = root;
  for (const segment of path.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean)) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current as JsonValue | undefined;
}

/**
 * How a value reads inside a text: numbers and booleans as written, objects and lists as JSON,
 * nothing for null.
 * @example formatValue(12.5) // '12.5'
 */
export function formatValue(value: JsonValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Reads variables and renders `{{name}}` references, remembering the names that had no value. */
export interface VariableScope {
  lookup(name: string): JsonValue | undefined;
  /** `encode` escapes each inserted value (URL parts, JSON strings); literal text is left as written. */
  interpolate(text: string, encode?: (value: string) => string): string;
  /** Names looked up or referenced that had no value (undefined or null), in first-seen order. */
  readonly missing: string[];
  /** The same scope seeing `values` too: a step renders its next prompt with the answer it just stored. */
  extend(values: Variables): VariableScope;
}

/**
 * A scope over the session variables plus the built-ins. A dotted name is first tried as a whole
 * variable name (`user.phone` may be declared as such), then as a path into the first segment.
 * @example createVariableScope({ name: 'Asha' }, () => 0).interpolate('Hi {{name}}{{x}}') // 'Hi Asha' (missing: ['x'])
 */
export function createVariableScope(variables: Variables, now: () => number, missing: string[] = []): VariableScope {
  const builtIn = (name: string): JsonValue | undefined => {
    if (name === 'today') return new Date(now()).toISOString().slice(0, 10);
    if (name === 'time') return new Date(now()).toISOString().slice(11, 16);
    return undefined;
  };
  const lookup = (name: string): JsonValue | undefined => {
    const value = Object.hasOwn(variables, name) ? variables[name] : (readPath(variables, name) ?? builtIn(name));
    if ((value === undefined || value === null) && !missing.includes(name)) missing.push(name);
    return value;
  };
  return {
    lookup,
    interpolate: (text, encode = (value) => value) => (text.includes('{{') ? text.replace(REFERENCE, (_, name: string) => encode(formatValue(lookup(name)))) : text),
    missing,
    extend: (values) => createVariableScope({ ...variables, ...values }, now, missing),
  };
}
