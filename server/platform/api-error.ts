import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiErrorCode, type ApiErrorCode } from '@/api/contracts/errors';

/** A failure the client caused or may see; the error handler turns it into `{ error, message, fields? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More top-level members of the error body, e.g. the stored flow of a version conflict. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = (message = 'Sign in first.') => new ApiError(401, apiErrorCode.unauthenticated, message);
export const forbidden = (message = 'You may not do this.') => new ApiError(403, apiErrorCode.forbidden, message);
export const notFound = (message = 'Not found.') => new ApiError(404, apiErrorCode.notFound, message);
export const accountMismatch = () => new ApiError(403, apiErrorCode.accountMismatch, 'That account is not the one you are signed in to.');
