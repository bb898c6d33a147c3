import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import { ApiClient } from '../../testing/api-client';
import { listen, type ListeningServer } from '../../testing/socket-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';

const XSRF = 'keep-alive-test-token';
const BIG_BODY = JSON.stringify({ ignored: 'x'.repeat(200 * 1024) });

describe.each(testDatabases)('keep-alive connections on $name', (database) => {
  let server: TestServer;
  let listening: ListeningServer;
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(database);
    listening = await listen(server);
    const admin = new ApiClient(server);
    await admin.login(demoLogins.admin.username, demoLogins.admin.password);
    signedIn = { authorization: `Bearer ${admin.token}`, session: admin.sessionId ?? '' };
  });
  afterAll(async () => {
    await listening.close();
    await server.dispose();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    listening.send({ method: 'POST', path, body, headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json', ...headers } });

  it.each([
    ['a route that ignores its body, signed in', '/api/keepalive', true, 200],
    ['a route that ignores its body, signed out', '/api/keepalive', false, 401],
    ['an unknown API path', '/api/no-such-route', false, 404],
  ])('keeps the connection usable after %s was sent a 200 KB body', async (_label, path, auth, status) => {
    listening.reconnect();
    const headers = auth ? signedIn : {};
    const first = await post(path, BIG_BODY, headers);
    expect(first.status).toBe(status);
    const second = await post(path, '{}', headers);
    const third = await post(path, '{}', headers);
    expect([second.status, third.status]).toEqual([status, status]);
    expect(third.reused).toBe(true);
  });

  it('answers a body over the limit 413 as JSON, closes that connection, and serves the next request', async () => {
    listening.reconnect();
    const tooBig = await post('/api/auth/login', JSON.stringify({ huge: 'x'.repeat(2 * 1024 * 1024) }));
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.text)).toMatchObject({ error: 'payload_too_large' });
    expect(tooBig.headers.connection).toBe('close');
    const next = await post('/api/keepalive', '{}', signedIn);
    expect(next.status).toBe(200);
  });

  it('answers a large media upload it refuses before reading it, closes that connection and serves the next request', async () => {
    listening.reconnect();
    const refused = await post('/api/campaign/v1.0/templates/mediaUpload', JSON.stringify({ data: 'A'.repeat(3 * 1024 * 1024) }));
    expect([refused.status, refused.headers.connection]).toEqual([401, 'close']);
    const next = await post('/api/keepalive', '{}', signedIn);
    expect(next.status).toBe(200);
  });
});
