import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { apiErrorCode, type ErrorBody } from '@/api/contracts/errors';
import { ApiError } from '../api-error';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import type { AppEnv } from './app-env';
import { errorStatus } from './error-status';

/** What a 503 asks the caller to wait: about as long as a PostgreSQL restart takes. */
const RETRY_AFTER_SECONDS = 5;

/** Turns any thrown error into the JSON error body; only real bugs become 500, and they leak nothing; a database out of reach is 503. */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    if (error instanceof ApiError) {
      const body: ErrorBody = { ...error.extra, error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      return c.json(body, errorStatus[error.errorName]);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<ErrorBody>({ error: apiErrorCode.invalidRequest, message: error.message || 'Bad request.' }, error.status);
    }
    if (error instanceof DatabaseUnavailableError) {
      // Not a bug of ours and not the caller's: the same request will do once PostgreSQL is back.
      logger.warn({ err: error, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'database unreachable');
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json<ErrorBody>({ error: apiErrorCode.databaseUnavailable, message: 'The database cannot be reached just now; try again in a few seconds.' }, errorStatus.databaseUnavailable);
    }
    logger.error({ err: error, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json<ErrorBody>({ error: apiErrorCode.internal, message: 'Something went wrong on our side.' }, errorStatus.internal);
  };
}

/** Unknown `/api/*` paths answer JSON; everything else a short text. */
export function notFoundHandler(c: Context<AppEnv>) {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    return c.json<ErrorBody>({ error: apiErrorCode.notFound, message: `No route ${c.req.method} ${c.req.path}.` }, errorStatus.notFound);
  }
  return c.text('Not found', 404);
}
