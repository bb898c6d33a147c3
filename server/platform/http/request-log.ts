import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

// A caller's id is echoed only when it is short and plain, so it cannot forge log lines.
const CALLER_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (the caller's `x-request-id` or a new one), echoes it, and logs one line when done. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    c.set('auth', null);
    const started = performance.now();
    await next();
    c.header('x-request-id', requestId);
    logger.info(
      { reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started), esme: c.get('auth')?.esme },
      'request',
    );
  };
}
