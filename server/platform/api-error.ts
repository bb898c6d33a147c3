import { apiErrorCode, type ApiErrorCode, type ApiErrorName } from '@/api/contracts/errors';

/**
 * A failure the client caused or may see, named in the contract's words and nothing of HTTP: the error
 * handler answers `{ error, message, fields? }` with the status `server/platform/http/error-status.ts` gives the name.
 */
export class ApiError extends Error {
  /** What the body's `error` says. */
  readonly code: ApiErrorCode;

  constructor(
    readonly errorName: ApiErrorName,
    message: string,
    readonly fields?: Record<string, string>,
    /** More top-level members of the error body, e.g. the stored flow of a version conflict. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = apiErrorCode[errorName];
  }
}

export const unauthenticated = (message = 'Sign in first.') => new ApiError('unauthenticated', message);
export const forbidden = (message = 'You may not do this.') => new ApiError('forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError('notFound', message);
export const accountMismatch = () => new ApiError('accountMismatch', 'That account is not the one you are signed in to.');
