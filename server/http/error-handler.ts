import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { apiErrorCode, type ErrorBody } from '@/api/contracts/errors';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** Turns any thrown error into the JSON error body; only real bugs become 500, and they leak nothing. */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    if (error instanceof ApiError) {
      const body: ErrorBody = { ...error.extra, error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<ErrorBody>({ error: apiErrorCode.invalidRequest, message: error.message || 'Bad request.' }, error.status);
    }
    logger.error({ err: error, reqId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json<ErrorBody>({ error: apiErrorCode.internal, message: 'Something went wrong on our side.' }, 500);
  };
}

/** Unknown `/api/*` paths answer JSON; everything else a short text. */
export function notFoundHandler(c: Context<AppEnv>) {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    return c.json<ErrorBody>({ error: apiErrorCode.notFound, message: `No route ${c.req.method} ${c.req.path}.` }, 404);
  }
  return c.text('Not found', 404);
}
