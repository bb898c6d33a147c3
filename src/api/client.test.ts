import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import rawConfig from '../../public/assets/config/config.json';
import { createApiClient, type AuthHeaders } from './client';
import type { ErrorReport } from './errors';
import { appConfig } from './contracts/config';
import { ApiError, ContractError, NetworkError } from './errors';
import { sendPrepared } from './prepared-request';

const config = appConfig.parse(rawConfig);

function recorder(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  }) as typeof fetch;
  return { requests, fetchFn };
}

const signedIn: AuthHeaders = { token: 'tok', username: 'designer', session: 'sess-1', roleId: 3 };
const ok = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends session headers and the XSRF echo, resolving paths against the configured base', async () => {
    const { requests, fetchFn } = recorder(() => ok({ status: 'active' }));
    const client = createApiClient(config, { getAuth: () => signedIn, origin: 'http://console.test', fetch: fetchFn, readCookie: () => 'xsrf-abc' });
    const result = await client.call({ service: 'bot', path: 'userstatus' }, { method: 'post', json: {}, schema: z.object({ status: z.string() }) });
    expect(result).toEqual({ status: 'active' });
    const sent = requests[0]!;
    expect(sent.url).toBe('http://console.test/api/bot/userstatus');
    expect(sent.headers.get('authorization')).toBe('Bearer tok');
    expect(sent.headers.get('user')).toBe('designer');
    expect(sent.headers.get('session')).toBe('sess-1');
    expect(sent.headers.get('role_id')).toBe('3');
    expect(sent.headers.get('x-xsrf-token')).toBe('xsrf-abc');
    expect(sent.headers.get('content-type')).toContain('application/json');
  });

  it('prepares a request for a worker to send (a body already written), with the same headers, answers and failures as any call', async () => {
    let refuse = false;
    const { requests, fetchFn } = recorder(() => (refuse ? ok({ error: 'invalid_request', message: 'Too many rows' }, 413) : ok({ received: 2 })));
    const reports: ErrorReport[] = [];
    const client = createApiClient(config, { getAuth: () => signedIn, origin: 'http://console.test', fetch: fetchFn, readCookie: () => 'xsrf-abc' });
    const chunk = client.prepare({ service: 'campaign', path: '/whatsapp/campaigns/c1/audience/chunks' }, 'post');
    const text = '{"chunkIndex":0,"rows":[{"phone":"+919812345678"},{"phone":"+919812345679"}]}';
    expect(await sendPrepared(chunk, text, z.object({ received: z.number() }), fetchFn, (report) => reports.push(report))).toEqual({ received: 2 });
    const sent = requests[0]!;
    expect(sent.url).toBe('http://console.test/api/campaign/whatsapp/campaigns/c1/audience/chunks');
    expect(sent.method).toBe('POST');
    expect(await sent.text()).toBe(text);
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.headers.get('authorization')).toBe('Bearer tok');
    expect(sent.headers.get('user')).toBe('designer');
    expect(sent.headers.get('session')).toBe('sess-1');
    expect(sent.headers.get('role_id')).toBe('3');
    expect(sent.headers.get('x-xsrf-token')).toBe('xsrf-abc');
    // The prepared request crosses to a worker as plain data.
    expect(structuredClone(chunk)).toEqual(chunk);

    refuse = true;
    await expect(sendPrepared(chunk, text, z.object({}), fetchFn, (report) => reports.push(report))).rejects.toMatchObject({ status: 413, body: { message: 'Too many rows' } });
    await expect(sendPrepared(chunk, text, z.object({}), (() => Promise.reject(new TypeError('connection refused'))) as typeof fetch, (report) => reports.push(report))).rejects.toBeInstanceOf(NetworkError);
    expect(reports.map((report) => report.message)).toEqual(['HTTP 413', 'connection refused']);
  });

  it('fetches a file with the session headers, and throws ApiError on a refusal', async () => {
    const { requests, fetchFn } = recorder((request) =>
      request.url.endsWith('/ready/file') ? new Response('Phone\r\n+919812345678\r\n', { headers: { 'content-type': 'text/csv' } }) : ok({ error: 'invalid_request', message: 'The file is not ready' }, 409),
    );
    const client = createApiClient(config, { getAuth: () => signedIn, origin: 'http://console.test', fetch: fetchFn, readCookie: () => null });
    const file = await client.file({ service: 'campaign', path: '/whatsapp/exports/ready/file' });
    expect(await file.text()).toBe('Phone\r\n+919812345678\r\n');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(requests[0]!.headers.get('session')).toBe('sess-1');
    const refused = await client.file({ service: 'campaign', path: '/whatsapp/exports/busy/file' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
  });

  it('omits role_id on IP validation and every auth header when signed out', async () => {
    const { requests, fetchFn } = recorder(() => ok({ status: 'success' }));
    const schema = z.object({ status: z.string() });
    const inClient = createApiClient(config, { getAuth: () => signedIn, origin: 'http://c.test', fetch: fetchFn, readCookie: () => null });
    await inClient.call({ service: 'campaign', path: '/rcs/ipvalidation' }, { searchParams: { esmeaddr: 1001 }, schema, omitRoleId: true });
    expect(requests[0]!.url).toBe('http://c.test/api/campaign/rcs/ipvalidation?esmeaddr=1001');
    expect(requests[0]!.headers.get('role_id')).toBeNull();
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');

    const outClient = createApiClient(config, { getAuth: () => null, origin: 'http://c.test', fetch: fetchFn, readCookie: () => null });
    await outClient.call({ service: 'base', path: 'keepalive' }, { method: 'post', schema });
    expect(requests[1]!.headers.get('authorization')).toBeNull();
    expect(requests[1]!.headers.get('session')).toBeNull();
  });

  it('treats 207 as an error and reports errors to the sink before rethrowing', async () => {
    const { requests, fetchFn } = recorder((request) =>
      request.url.endsWith('/client-errors') ? ok({ status: 200 }) : ok({ error: 'odd', message: 'Multi status' }, 207),
    );
    const client = createApiClient(config, { getAuth: () => null, origin: 'http://c.test', fetch: fetchFn, readCookie: () => null });
    const failure = client.call({ service: 'base', path: 'users' }, { schema: z.object({}) });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 207, body: { error: 'odd', message: 'Multi status' } });
    await new Promise((r) => setTimeout(r, 0));
    const report = requests.find((r) => r.url.endsWith('/api/client-errors'));
    expect(report).toBeDefined();
    expect(await report!.json()).toMatchObject({ status: 207, url: 'http://c.test/api/users', method: 'get' });
  });

  it('keeps the whole JSON error answer beside its parsed error body', async () => {
    const conflict = { error: 'version_conflict', message: 'Saved by someone else', current: { version: 7, document: { nodes: [] } } };
    const { fetchFn } = recorder(() => ok(conflict, 409));
    const client = createApiClient(config, { getAuth: () => null, origin: 'http://c.test', fetch: fetchFn, readCookie: () => null });
    const failure = client.call({ service: 'bot', path: 'flows/f1' }, { method: 'put', json: {}, schema: z.object({}) });
    await expect(failure).rejects.toMatchObject({ status: 409, body: { error: 'version_conflict', message: 'Saved by someone else' }, raw: conflict });
  });

  it('keeps a raw answer that is not an error body, and null for one that is not JSON', async () => {
    const { fetchFn } = recorder((request) => (request.url.endsWith('/list') ? ok(['odd'], 500) : new Response('<html>', { status: 502 })));
    const client = createApiClient(config, { getAuth: () => null, origin: 'http://c.test', fetch: fetchFn, readCookie: () => null });
    await expect(client.call({ service: 'base', path: 'list' }, { schema: z.object({}) })).rejects.toMatchObject({ status: 500, body: null, raw: ['odd'], message: 'HTTP 500' });
    await expect(client.call({ service: 'base', path: 'page' }, { schema: z.object({}) })).rejects.toMatchObject({ status: 502, body: null, raw: null });
  });

  it('does not report when error reporting is disabled', async () => {
    const { requests, fetchFn } = recorder(() => ok({ error: 'x', message: 'nope' }, 500));
    const quiet = { ...config, errorReporting: { ...config.errorReporting, enabled: false } };
    const client = createApiClient(quiet, { getAuth: () => null, origin: 'http://c.test', fetch: fetchFn, readCookie: () => null });
    await expect(client.call({ service: 'base', path: 'users' }, { schema: z.object({}) })).rejects.toBeInstanceOf(ApiError);
    await new Promise((r) => setTimeout(r, 0));
    expect(requests).toHaveLength(1);
  });

  it('names the bad field when a success answer breaks its contract', async () => {
    const { fetchFn } = recorder(() => ok({ body: [{ _id: 1 }] }));
    const client = createApiClient(config, { getAuth: () => null, origin: 'http://c.test', fetch: fetchFn, readCookie: () => null });
    const failure = client.call({ service: 'base', path: 'users' }, { schema: z.object({ body: z.array(z.object({ _id: z.string() })) }) });
    await expect(failure).rejects.toBeInstanceOf(ContractError);
    await expect(failure).rejects.toMatchObject({ field: 'body.0._id' });
  });

  it('wraps transport failures in a NetworkError', async () => {
    const fetchFn = (async () => {
      throw new TypeError('connection refused');
    }) as typeof fetch;
    const client = createApiClient(config, { getAuth: () => null, origin: 'http://c.test', fetch: fetchFn, readCookie: () => null });
    await expect(client.call({ service: 'base', path: 'users' }, { schema: z.object({}) })).rejects.toBeInstanceOf(NetworkError);
  });
});
