import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_CAMPAIGN_BASE } from '../../campaigns/routes/campaign-paths';
import { listen, type ListeningServer } from '../../testing/socket-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';

const XSRF = 'oversized-body-test-token';
const BODY = Buffer.from(`{"name":"${'x'.repeat(20 * 1024 * 1024)}"}`);
const ATTEMPTS = 20;
const CHUNK_BYTES = 64 * 1024;

type Sending = 'with Content-Length' | 'in chunks' | 'after Expect: 100-continue';

interface Outcome {
  status?: number;
  connection?: string;
  text?: string;
  /** What the client met on the socket, e.g. ECONNRESET or EPIPE. */
  error?: string;
}

/** Writes the body in chunks as a streaming client does, waiting when the socket is full. */
async function writeInChunks(request: http.ClientRequest) {
  for (let offset = 0; offset < BODY.length && !request.destroyed; offset += CHUNK_BYTES) {
    if (!request.write(BODY.subarray(offset, offset + CHUNK_BYTES))) await new Promise((resolve) => request.once('drain', resolve));
  }
  request.end();
}

/**
 * One POST of the 20 MB body on a connection of its own; settles once the answer was read or the
 * connection failed. Like Python's http.client, it reads the answer only once its body is sent,
 * so the answer must still be there by then.
 */
function postOversized(port: number, sending: Sending): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
    if (sending !== 'in chunks') headers['content-length'] = String(BODY.length);
    if (sending === 'after Expect: 100-continue') headers.expect = '100-continue';
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: `${WHATSAPP_CAMPAIGN_BASE}/campaigns`, agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ status: response.statusCode, error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.once('finish', () => request.socket?.resume());
    const sendBody = () => {
      request.socket?.pause();
      if (sending === 'in chunks') void writeInChunks(request);
      else request.end(BODY);
    };
    // The interim 100 Continue is read before the body is sent, as it must be.
    if (sending === 'after Expect: 100-continue') request.once('continue', sendBody);
    else request.once('socket', sendBody);
  });
}

describe.each(testDatabases)('a body over the limit on a real socket, on $name', (database) => {
  let server: TestServer;
  let listening: ListeningServer;
  beforeAll(async () => {
    server = await startTestServer(database);
    listening = await listen(server);
  });
  afterAll(async () => {
    await listening.close();
    await server.dispose();
  });

  it.each<Sending>(['with Content-Length', 'in chunks', 'after Expect: 100-continue'])(`reaches the client as a 413 JSON answer every time, sent %s (${ATTEMPTS} times, 20 MB)`, async (sending) => {
    const port = Number(new URL(listening.baseUrl).port);
    const outcomes: Outcome[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) outcomes.push(await postOversized(port, sending));
    const expected = { status: 413, connection: 'close', text: expect.stringContaining('"error":"payload_too_large"') as string };
    expect(outcomes).toEqual(Array.from({ length: ATTEMPTS }, () => expected));
    // About a second alone; several times that on two cores busy with other test files.
  }, 60_000);
});
