import { ApiError } from '@/api/errors';

/** The server's reasons by field, or the message under `fallback` (a form keeps what was typed). */
export function fieldErrors(error: unknown, fallback: string): Record<string, string> {
  if (error instanceof ApiError && error.body?.fields) return error.body.fields;
  return { [fallback]: error instanceof ApiError ? error.message : String(error) };
}
