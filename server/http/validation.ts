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

/** The dotted path of the first string (value or key) holding U+0000, or null. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Works for classic and mini schemas alike: contracts on the sign-in page use zod/mini.
 * Text with U+0000 is refused up front: PostgreSQL cannot store it in text or jsonb, and would
 * otherwise fail the query with a 500.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown, whole: string): z.output<S> {
  const nul = nulPath(value);
  if (nul) {
    const field = nul.length ? nul.join('.') : whole;
    throw new ApiError(400, apiErrorCode.invalidRequest, `Invalid ${field}.`, { [field]: 'Contains a NUL character' });
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
