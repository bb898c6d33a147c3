import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeServer, keepIdleConnections } from './idle-connections';

describe('closing a server that keeps idle connections for 65 s', () => {
  it('ends once the answer in flight is sent, not a keep-alive time later', async () => {
    let answer: () => void = () => undefined;
    const app = new Hono().get('/', async (c) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return c.text('late');
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    keepIdleConnections(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    let asked: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (asked = resolve));
    server.once('request', () => asked());
    const reply = fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
    await arrived;
    const closed = closeServer(server);
    answer();
    expect(await reply).toBe('late');
    // The test's timeout (20 s) fails this if the connection waits out the 65-s keep-alive time.
    await expect(closed).resolves.toBeUndefined();
  });
});
