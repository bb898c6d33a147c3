/**
 * How many arrays and objects a request value may nest. The deepest body the console sends, a flow
 * document, is about 8 levels and the contracts' shapes fewer; connectors' own JSON (bot variables,
 * API bodies) rarely passes 20. 64 leaves room for all of them and keeps every recursive step after
 * this check far from the stack's end: zod's `z.json()` and JSON.stringify (storing a value in jsonb)
 * overflow at a few thousand levels, which a 1 MB body reaches easily.
 */
const MAX_JSON_DEPTH = 64;

const UNSTORABLE_TEXT = 'Contains a NUL character or a broken Unicode character';
const TOO_DEEP = `Nested deeper than ${MAX_JSON_DEPTH} levels`;

/** What is wrong with a value and where: `path` is empty when it is the value as a whole. */
export interface JsonProblem {
  path: string[];
  reason: typeof UNSTORABLE_TEXT | typeof TOO_DEEP;
}

/** U+0000, or half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Almost no text holds a surrogate; this plain scan spares it the lookarounds above (an audience chunk has thousands of strings). */
const SURROGATE = /[\uD800-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || (SURROGATE.test(text) && LONE_SURROGATE.test(text));

/** One array or object being walked; `keys` is null for an array, whose members are read by index. */
interface Level {
  container: Record<string, unknown> | readonly unknown[];
  keys: readonly string[] | null;
  /** The member to visit next. */
  next: number;
}

const levelOf = (container: object): Level =>
  Array.isArray(container) ? { container, keys: null, next: 0 } : { container: container as Record<string, unknown>, keys: Object.keys(container), next: 0 };

/** The key or index of the member each level is at: the path is built only when a problem is found. */
const pathOf = (levels: readonly Level[]) => levels.map((level) => level.keys?.[level.next - 1] ?? String(level.next - 1));

/**
 * The first string (value or key) PostgreSQL cannot store, with its dotted path, or a nesting deeper
 * than MAX_JSON_DEPTH; null when there is neither. The walk keeps its own stack of levels instead of
 * recursing, so no input can overflow the call stack.
 */
export function firstJsonProblem(value: unknown): JsonProblem | null {
  if (typeof value === 'string') return unstorable(value) ? { path: [], reason: UNSTORABLE_TEXT } : null;
  if (typeof value !== 'object' || value === null) return null;
  const levels: Level[] = [levelOf(value)];
  while (levels.length) {
    const level = levels[levels.length - 1] as Level;
    const { container, keys } = level;
    if (level.next === (keys ?? (container as readonly unknown[])).length) {
      levels.pop();
      continue;
    }
    const index = level.next;
    level.next += 1;
    const key = keys?.[index];
    if (key !== undefined && unstorable(key)) return { path: pathOf(levels), reason: UNSTORABLE_TEXT };
    const member = key === undefined ? (container as readonly unknown[])[index] : (container as Record<string, unknown>)[key];
    if (typeof member === 'string') {
      if (unstorable(member)) return { path: pathOf(levels), reason: UNSTORABLE_TEXT };
    } else if (typeof member === 'object' && member !== null) {
      if (levels.length === MAX_JSON_DEPTH) return { path: [], reason: TOO_DEEP };
      levels.push(levelOf(member));
    }
  }
  return null;
}
