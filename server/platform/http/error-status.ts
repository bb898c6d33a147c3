import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorName } from '@/api/contracts/errors';

/**
 * The one place an error's name becomes an HTTP status. Services and stores throw `ApiError` with a
 * name only; the error handler answers with this status. Each value is the status the name was
 * thrown with before the table existed (decisions.md, "Errors without statuses").
 */
export const errorStatus = {
  invalidRequest: 400,
  exportNotReady: 409,
  exportExpired: 410,
  invalidJson: 400,
  emptyBody: 400,
  payloadTooLarge: 413,
  unauthenticated: 401,
  sessionExpired: 401,
  invalidCredentials: 401,
  loginLocked: 429,
  verificationFailed: 401,
  forbidden: 403,
  accountMismatch: 403,
  xsrfMismatch: 403,
  sandboxDisabled: 403,
  notFound: 404,
  usernameTaken: 409,
  cannotDeleteSelf: 409,
  internal: 500,
  databaseUnavailable: 503,
  nameTaken: 409,
  folderNotEmpty: 409,
  versionConflict: 409,
  flowInvalid: 400,
  conversationBusy: 409,
  botNotReady: 409,
  rateLimited: 429,
  outboundRefused: 403,
  outboundTimeout: 408,
  outboundFailed: 502,
  outboundUnreachable: 424,
  campaignStateConflict: 409,
  audienceNotReady: 409,
  importMismatch: 409,
  campaignTooLong: 409,
  customerNotFound: 404,
  customerNotAllowed: 403,
  customerInactive: 403,
  customerLoginForbidden: 403,
  customerAlreadyImpersonating: 403,
  templateInReview: 409,
  templateInUse: 409,
  templateNotStored: 409,
  wabaHeld: 409,
} as const satisfies Record<ApiErrorName, ContentfulStatusCode>;
