import { serve } from '@hono/node-server';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from './test-server';

export interface SocketAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** True when this request went over a connection an earlier request had used. */
  reused: boolean;
}

export interface SocketRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The test app behind a real listening socket, and a client that keeps ONE keep-alive connection,
 * as a browser does: what one request leaves unread on the wire is what the next one meets.
 */
export interface ListeningServer {
  baseUrl: string;
  /** Throws (ECONNRESET, "socket hang up") when the connection was dropped under the request. */
  send(request: SocketRequest): Promise<SocketAnswer>;
  /** A fresh connection for the next requests. */
  reconnect(): void;
  close(): Promise<void>;
}

export async function listen(server: TestServer): Promise<ListeningServer> {
  const node = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => node.once('listening', resolve));
  const { port } = node.address() as AddressInfo;
  let agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  const send = ({ method, path, headers = {}, body }: SocketRequest) =>
    new Promise<SocketAnswer>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path, method, agent, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8'), reused: request.reusedSocket }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    send,
    reconnect() {
      agent.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    },
    close() {
      agent.destroy();
      return new Promise<void>((resolve, reject) => {
        node.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in node) node.closeAllConnections();
      });
    },
  };
}
