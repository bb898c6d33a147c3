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

/** Works for classic and mini schemas alike: contracts on the sign-in page use zod/mini. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown, whole: string): z.output<S> {
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
