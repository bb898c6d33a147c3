import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny HTTP server on 127.0.0.1 for outbound tests: `/v1/subscribers` answers like the sign-up
 * sample's API, `/slow` never answers, `/big?bytes=N` sends N bytes, anything else echoes the request.
 */
export async function startEchoServer(listenPort = 0): Promise<{ origin: string; hostPort: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // Joined, not resolved: a path such as `//host:x/` is a path here, not another origin.
      const url = new URL(`http://echo.invalid${request.url ?? '/'}`);
      if (url.pathname === '/slow') return;
      if (url.pathname === '/big') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('x'.repeat(Number(url.searchParams.get('bytes') ?? 0)));
        return;
      }
      if (url.pathname === '/v1/subscribers') {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end('{"data":{"id":"SUB-1001","points":100}}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'x-echo': 'yes' });
      response.end(JSON.stringify({ method: request.method, path: url.pathname + url.search, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
