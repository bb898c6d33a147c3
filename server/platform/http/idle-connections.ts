import type { ServerType } from '@hono/node-server';

/**
 * Browsers and pooled HTTP clients keep idle connections open longer than Node's 5 s default. A request
 * sent just as the server closed its end was reset: ECONNRESET in an e2e run against the console's
 * server, and from the provider sandboxes twice in the 100,000-request fuzz (#28), where a busy event
 * loop ran the server's 5 s timer before it read a request already written on that connection.
 */
const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnections(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}

/**
 * `server.close()` waits for every open connection, and it closes only those idle at the moment it is
 * called: one still answering a request then stays open for the whole keep-alive time above, 65 s, once
 * its answer is sent (a sandbox's `close()` outlived Vitest's 60-s hook on CI this way). A keep-alive time
 * of 1 ms from here on lets such a connection end as soon as its answer is out.
 */
export function closeServer(server: ServerType): Promise<void> {
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 1;
  return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
