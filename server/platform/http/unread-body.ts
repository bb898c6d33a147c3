import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** The server-wide body limit: a larger unread body is read only after the answer went out. */
const DRAIN_MAX_BYTES = 1024 * 1024;
/**
 * How much of a refused body is read and thrown away after the answer: the adapter's own bound, and
 * time for a 20 MB upload at about 16 Mbit/s. Past either the connection is closed with the rest unread.
 */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
const DISCARD_MAX_MS = 10_000;

/** Reads the body to its end, keeping none of it; false when it gave up or the client went away. */
async function discard(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  let late = false;
  const deadline = setTimeout(() => {
    late = true;
    void reader.cancel().catch(() => undefined);
  }, DISCARD_MAX_MS);
  try {
    for (let bytes = 0; bytes <= DISCARD_MAX_BYTES; ) {
      const { done, value } = await reader.read();
      // A cancelled read ends as if the body had.
      if (done) return !late;
      bytes += value.byteLength;
    }
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * The answer, complete (Content-Length) and at once, on a response that ends only once the rest of
 * the request body has been read. Node closes a `Connection: close` socket when the response ends;
 * closing it with request bytes still unread makes Linux send a reset, which throws away the answer
 * in a client that reads it only after sending its body (issue #28: curl exit 55, EPIPE in Node).
 */
async function answerThenDiscard(answer: Response, body: ReadableStream<Uint8Array>): Promise<Response> {
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const headers = new Headers(answer.headers);
  headers.set('Content-Length', String(bytes.byteLength));
  headers.set('Connection', 'close');
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes);
        return;
      }
      await discard(body);
      controller.close();
    },
  });
  return new Response(stream, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * Leaves the keep-alive connection usable whatever the route did with the body. A body the route
 * never read stays on the wire: the Node adapter's own drain gives up after half a second and
 * drops the socket, and the client's next request on that connection fails ("other side closed").
 * So an unread body up to the server-wide limit is read and thrown away before the answer goes out.
 * A body refused as too large (413), or a larger one refused before reading it (signed out, say),
 * is not worth keeping the connection for: the answer says `Connection: close` and goes out first,
 * and the body is read and thrown away before the connection closes.
 */
export function readUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const request = c.req.raw;
    const tooLarge = c.res.status === 413;
    // A chunked body refused as too large was read in part: the limit left the rest unlocked.
    const unread = request.body && !request.body.locked && (tooLarge || !request.bodyUsed) ? request.body : null;
    if (!unread) {
      if (tooLarge) c.header('Connection', 'close');
      return;
    }
    if (tooLarge || Number(request.headers.get('content-length') ?? 0) > DRAIN_MAX_BYTES) {
      c.res = await answerThenDiscard(c.res, unread);
      return;
    }
    if (!(await discard(unread))) c.header('Connection', 'close');
  };
}
