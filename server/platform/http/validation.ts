import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '../api-error';
import { firstJsonProblem } from './json-problems';

/** Names each bad field by its dotted path, e.g. `user_cred.password`; a bad body as a whole is `(body)`. */
function fieldsOf(error: z.core.$ZodError, whole: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : whole;
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Works for classic and mini schemas alike: contracts on the sign-in page use zod/mini.
 * Text with U+0000 or a lone surrogate is refused up front: PostgreSQL stores neither in jsonb
 * (nor U+0000 in text), and the query would otherwise fail with a 500. So is a value nested deeper
 * than MAX_JSON_DEPTH, before the schema or anything after it recurses into it.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown, whole: string): z.output<S> {
  const problem = firstJsonProblem(value);
  if (problem) {
    const field = problem.path.length ? problem.path.join('.') : whole;
    throw new ApiError('invalidRequest', `Invalid ${field}.`, { [field]: problem.reason });
  }
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const fields = fieldsOf(result.error, whole);
  throw new ApiError('invalidRequest', `Invalid ${Object.keys(fields).join(', ')}.`, fields);
}

/** Reads the body as JSON whatever the content type says; empty and malformed bodies are 400s, not 500s. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) throw new ApiError('emptyBody', 'The request needs a JSON body.');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('invalidJson', 'The body is not valid JSON.');
  }
}
