import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus } from '../../platform/http/error-status';
import { isBlockedAddress, parseAllowList } from './address-policy';
import { startEchoServer } from './testing/echo-server';
import { outboundFetch, OutboundError, type OutboundOptions } from './outbound-proxy';

describe('address policy', () => {
  it('blocks loopback, private, link-local and unique-local addresses, IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip']) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946']) expect(isBlockedAddress(address), address).toBe(false);
  });

  it('reads the allow-list as lower-case host:port entries', () => {
    expect([...parseAllowList(' 127.0.0.1:4599, Localhost:80 ,')]).toEqual(['127.0.0.1:4599', 'localhost:80']);
  });
});

describe('outbound proxy', () => {
  let echo: Awaited<ReturnType<typeof startEchoServer>>;
  let options: OutboundOptions;
  beforeAll(async () => {
    echo = await startEchoServer();
    options = { allow: new Set([echo.hostPort]), timeoutMs: 300, maxBytes: 1000 };
  });
  afterAll(() => echo.close());

  const refusal = async (url: string) => {
    const error = await outboundFetch({ method: 'GET', url, headers: {}, body: null }, options).catch((caught: unknown) => caught);
    expect(error, url).toBeInstanceOf(OutboundError);
    return error as OutboundError;
  };

  it('refuses private and local destinations that are not allow-listed, without calling them', async () => {
    const port = echo.hostPort.split(':')[1];
    for (const url of [`http://127.0.0.1:${Number(port) + 1}/`, 'http://10.0.0.8/', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:8080/', 'http://localhost:9/']) {
      const error = await refusal(url);
      expect([errorStatus[error.errorName], error.code], url).toEqual([403, 'outbound_refused']);
    }
  });

  it('refuses a header Node cannot send (not a token, a line break, past U+00FF) with a message naming it, not a 500 (found by the contract fuzz, #28)', async () => {
    for (const [headers, named] of [
      [{ '868OASTN}q]6kr': 'x' }, '868OASTN}q]6kr'],
      [{ 'X-Ok': 'one\r\nX-Injected: two' }, 'X-Ok'],
      [{ 'X-Name': 'أحمد' }, 'X-Name'],
    ] as const) {
      const error = await outboundFetch({ method: 'GET', url: `http://${echo.hostPort}/`, headers, body: null }, options).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(OutboundError);
      expect([errorStatus[(error as OutboundError).errorName], (error as OutboundError).code]).toEqual([403, 'outbound_refused']);
      expect((error as OutboundError).message).toContain(`"${named}"`);
    }
  });

  it('refuses other schemes and credentials in the URL', async () => {
    expect((await refusal('ftp://example.com/file')).code).toBe('outbound_refused');
    expect((await refusal('file:///etc/passwd')).code).toBe('outbound_refused');
    expect((await refusal(`http://user:pw@${echo.hostPort}/`)).code).toBe('outbound_refused');
  });

  it('calls an allow-listed server and returns status, headers, text and timing', async () => {
    const response = await outboundFetch({ method: 'POST', url: `${echo.origin}/echo?a=1`, headers: { 'x-test': 'yes' }, body: { type: 'raw', text: '{"hi":1}' } }, options);
    expect(response.status).toBe(200);
    expect(response.headers['x-echo']).toBe('yes');
    expect(response.truncated).toBe(false);
    expect(response.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(response.body)).toMatchObject({ method: 'POST', path: '/echo?a=1', headers: { 'x-test': 'yes' }, body: '{"hi":1}' });
  });

  it('encodes form_data as multipart and urlencoded with its content type', async () => {
    const multipart = await outboundFetch({ method: 'POST', url: echo.origin, headers: {}, body: { type: 'form_data', fields: [{ key: 'city', value: 'Pune' }] } }, options);
    const sent = JSON.parse(multipart.body) as { headers: Record<string, string>; body: string };
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('name="city"');
    const encoded = await outboundFetch({ method: 'PUT', url: echo.origin, headers: {}, body: { type: 'urlencoded', text: 'a=1&b=2' } }, options);
    expect(JSON.parse(encoded.body)).toMatchObject({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=2' });
  });

  it('gives up after the timeout with outbound_timeout', async () => {
    const error = await refusal(`${echo.origin}/slow`);
    expect([errorStatus[error.errorName], error.code]).toEqual([408, 'outbound_timeout']);
  });

  it('cuts a large answer at the size limit and says so', async () => {
    const response = await outboundFetch({ method: 'GET', url: `${echo.origin}/big?bytes=5000`, headers: {}, body: null }, options);
    expect([response.body.length, response.truncated]).toEqual([1000, true]);
    const exact = await outboundFetch({ method: 'GET', url: `${echo.origin}/big?bytes=1000`, headers: {}, body: null }, options);
    expect([exact.body.length, exact.truncated]).toEqual([1000, false]);
  });

  it('reports a connection failure as outbound_failed', async () => {
    const closed = await startEchoServer();
    await closed.close();
    const error = await outboundFetch({ method: 'GET', url: closed.origin, headers: {}, body: null }, { ...options, allow: new Set([closed.hostPort]) }).then(
      () => null,
      (caught: unknown) => caught as OutboundError,
    );
    expect([error && errorStatus[error.errorName], error?.code]).toEqual([424, 'outbound_failed']);
  });
});
