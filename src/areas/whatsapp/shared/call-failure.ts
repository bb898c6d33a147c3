import { ApiError } from '@/api/errors';

/** What a failed call leaves for the form: the fields the server named, or one message. */
export interface CallFailure {
  fields: Record<string, string>;
  message: string | null;
}

export function failureOf(error: unknown): CallFailure {
  if (error instanceof ApiError && error.body) return { fields: error.body.fields ?? {}, message: error.body.fields && Object.keys(error.body.fields).length ? null : error.body.message };
  return { fields: {}, message: null };
}
