import type { Context } from 'hono';
import { z } from 'zod';
import { apiErrorCode } from '@/api/contracts/errors';
import { ApiError } from './api-error';

/** Names each bad field by its dotted path, e.g. `user_cred.password`; a bad body as a whole is `(body)`. */
function fieldsOf(error: z.core.$ZodError, whole: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : whole;
    fields[key] ??= issue.message;
  }
  return fields;
}

/** U+0000, or half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Almost no text holds a surrogate; this plain scan spares it the lookarounds above (an audience chunk has thousands of strings). */
const SURROGATE = /[\uD800-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || (SURROGATE.test(text) && LONE_SURROGATE.test(text));

/** The dotted path of the first string (value or key) PostgreSQL cannot store, or null; the path is built only when one is found. */
function unstorablePath(value: unknown): string[] | null {
  if (typeof value === 'string') return unstorable(value) ? [] : null;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = unstorablePath(value[index]);
      if (found) return [String(index), ...found];
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (unstorable(key)) return [key];
    const found = unstorablePath(record[key]);
    if (found) return [key, ...found];
  }
  return null;
}

/**
 * Works for classic and mini schemas alike: contracts on the sign-in page use zod/mini.
 * Text with U+0000 or a lone surrogate is refused up front: PostgreSQL stores neither in jsonb
 * (nor U+0000 in text), and the query would otherwise fail with a 500.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown, whole: string): z.output<S> {
  const badText = unstorablePath(value);
  if (badText) {
    const field = badText.length ? badText.join('.') : whole;
    throw new ApiError(400, apiErrorCode.invalidRequest, `Invalid ${field}.`, { [field]: 'Contains a NUL character or a broken Unicode character' });
  }
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const fields = fieldsOf(result.error, whole);
  throw new ApiError(400, apiErrorCode.invalidRequest, `Invalid ${Object.keys(fields).join(', ')}.`, fields);
}

/** Reads the body as JSON whatever the content type says; empty and malformed bodies are 400s, not 500s. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) throw new ApiError(400, apiErrorCode.emptyBody, 'The request needs a JSON body.');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, apiErrorCode.invalidJson, 'The body is not valid JSON.');
  }
}
