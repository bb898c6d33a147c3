import { ApiError } from '@/api/errors';

/** What an error toast says: the server's readable message, or `fallback` when there is none (offline). */
export function apiErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body ? error.body.message : fallback;
}
