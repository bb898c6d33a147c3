import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** The server-wide body limit: a larger unread body is not drained, its connection is closed. */
const DRAIN_MAX_BYTES = 1024 * 1024;

/**
 * Leaves the keep-alive connection usable whatever the route did with the body. A body the route
 * never read stays on the wire: the Node adapter's own drain gives up after half a second and
 * drops the socket, and the client's next request on that connection fails ("other side closed").
 * So an unread body is read and thrown away before the answer goes out; a body refused as too
 * large is not read at all and the answer says `Connection: close`, so the client opens a new one.
 */
export function readUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 413) {
      c.header('Connection', 'close');
      return;
    }
    const request = c.req.raw;
    if (!request.body || request.bodyUsed) return;
    // Only a route with its own body limit (a media sample) takes more than the server-wide limit;
    // refused before reading it (signed out, say), such a body is not worth reading either.
    if (Number(request.headers.get('content-length') ?? 0) > DRAIN_MAX_BYTES) {
      c.header('Connection', 'close');
      return;
    }
    try {
      await request.arrayBuffer();
    } catch {
      c.header('Connection', 'close');
    }
  };
}
