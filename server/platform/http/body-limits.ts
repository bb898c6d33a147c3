import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../api-error';
import type { AppEnv } from './app-env';
import type { AnyRoute } from './route';

/** The JSON body that carries a file of `fileBytes` as base64 (4 characters per 3 bytes), with room for its other fields. */
export const base64BodyBytes = (fileBytes: number) => Math.ceil(fileBytes / 3) * 4 + 64 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body's bytes, or null once they pass `maxBytes`: then the rest stays unread and the body unlocked, for readUnreadBody to drain. */
async function readUpTo(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return joined(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
}

/**
 * Refuses a body over `maxBytes` with 413: at once from its Content-Length, or, sent in chunks, as
 * soon as the bytes read pass the limit. `field` names the part at fault. Hono's bodyLimit did the
 * same but kept a chunked body locked, so nothing could read the rest of it after the answer.
 */
export function limitBody(maxBytes: number, field?: string): MiddlewareHandler<AppEnv> {
  const message = `The body is larger than ${maxBytes} bytes (${megabytes(maxBytes)}).`;
  const tooLarge = () => new ApiError('payloadTooLarge', message, field ? { [field]: message } : undefined);
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(declared) > maxBytes) throw tooLarge();
      return next();
    }
    const bytes = await readUpTo(body, maxBytes);
    if (!bytes) throw tooLarge();
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
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
