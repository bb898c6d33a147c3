import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiErrorCode } from '@/api/contracts/errors';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import type { AnyRoute } from './route';

/** The JSON body that carries a file of `fileBytes` as base64 (4 characters per 3 bytes), with room for its other fields. */
export const base64BodyBytes = (fileBytes: number) => Math.ceil(fileBytes / 3) * 4 + 64 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Refuses a body over `maxBytes` with 413: at once from its Content-Length, or, sent in chunks, as
 * soon as the bytes read pass the limit (the rest is never read). `field` names the part at fault.
 */
export function limitBody(maxBytes: number, field?: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      const message = `The body is larger than ${maxBytes} bytes (${megabytes(maxBytes)}).`;
      throw new ApiError(413, apiErrorCode.payloadTooLarge, message, field ? { [field]: message } : undefined);
    },
  });
}

/**
 * The server-wide limit for every request but the routes with a `largeBody` of their own, which
 * `mountRoutes` limits itself; keyed by method and path, as those routes have no path parameters.
 */
export function serverBodyLimit(routes: readonly AnyRoute[], maxBytes: number): MiddlewareHandler<AppEnv> {
  const own = new Set(routes.filter((route) => route.largeBody).map((route) => `${route.method.toUpperCase()} ${route.path}`));
  const limit = limitBody(maxBytes);
  return (c, next) => (own.has(`${c.req.method} ${c.req.path}`) ? next() : limit(c, next));
}
