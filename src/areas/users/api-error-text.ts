import { ApiError } from '@/api/errors';

/**
 * What an error toast says after a failed create or delete: the `error` field of the server's
 * body (spec §8), or `fallback` when there is no such body (offline, unreadable answer).
 */
export function apiErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body ? error.body.error : fallback;
}
