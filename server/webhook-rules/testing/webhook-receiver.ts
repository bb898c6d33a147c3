import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Date.now() when the call arrived. */
  at: number;
  answered: number;
}

/**
 * A customer's webhook endpoint on 127.0.0.1 for tests: records every call; `/fail…` answers 500
 * every time, `/flaky-N…` answers 500 to the first N attempts of each delivery (X-Webhook-Delivery)
 * and 200 after, anything else 200. Loopback is refused by the outbound proxy unless the test puts
 * its `hostPort` in OUTBOUND_ALLOW, as the gateway tests do for their echo server.
 */
export async function startWebhookReceiver(listenPort = 0): Promise<{ origin: string; hostPort: string; calls: ReceivedCall[]; close(): Promise<void> }> {
  const calls: ReceivedCall[] = [];
  const seen = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
      const delivery = headers['x-webhook-delivery'] ?? '';
      const tries = (seen.get(delivery) ?? 0) + 1;
      seen.set(delivery, tries);
      const flaky = /^\/flaky-(\d+)/.exec(path);
      const status = path.startsWith('/fail') || (flaky && tries <= Number(flaky[1])) ? 500 : 200;
      calls.push({ method: request.method ?? '', path, headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now(), answered: status });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '{"ok":true}' : '{"error":"receiver is down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
