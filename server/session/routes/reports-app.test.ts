import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import { DEMO_WL_LOGO } from '../../seed/demo-logo';
import { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe.each(testDatabases)('reports access and console support on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.dispose());

  async function signedIn(login: { username: string; password: string }) {
    const api = new ApiClient(server);
    const { data } = await api.login(login.username, login.password);
    if (!data) throw new Error('sign-in failed');
    return { api, data };
  }
  const liveReportsTokens = async (sessionId: string) =>
    (await server.db.query<{ n: number }>('select count(*)::int as n from reports_tokens where session_id = $1 and not revoked', [sessionId]))[0]?.n;

  it('issues a reports token for the own session and ends it on either reports sign-out', async () => {
    const { api, data } = await signedIn(demoLogins.designer);
    const request = { username: data.username, esmeaddr: String(data.esme), sessionId: data.session, hostName: 'localhost', appName: 'whatsapp' };
    const issued = await api.call('POST', '/api/getToken', { body: request });
    expect(issued.json.accesstoken).toMatch(/^[0-9a-f]{64}$/);
    expect(await liveReportsTokens(data.session)).toBe(1);
    expect((await api.call('POST', '/api/reportsLogout', { body: { sessionId: data.session, hostName: 'localhost' } })).json).toEqual({ status: 200 });
    expect(await liveReportsTokens(data.session)).toBe(0);
    await api.call('POST', '/api/getToken', { body: request });
    expect((await api.call('POST', '/api/auth/reports-logout', { body: { sessionId: data.session, hostName: 'localhost' } })).json).toEqual({ status: 200 });
    expect(await liveReportsTokens(data.session)).toBe(0);
  });

  it('refuses a reports token for another account or session', async () => {
    const { api, data } = await signedIn(demoLogins.designer);
    const request = { username: data.username, esmeaddr: String(data.esme), sessionId: data.session, hostName: 'localhost', appName: 'whatsapp' };
    expect((await api.call('POST', '/api/getToken', { body: { ...request, esmeaddr: '1002' } })).status).toBe(403);
    expect((await api.call('POST', '/api/getToken', { body: { ...request, sessionId: 'other' } })).status).toBe(403);
    expect((await api.call('POST', '/api/reportsLogout', { body: { sessionId: 'other', hostName: 'x' } })).status).toBe(403);
  });

  it('stores a log entry with the caller attached', async () => {
    const { api, data } = await signedIn(demoLogins.designer);
    const entry = { reason: 'signup cancelled', status: 'error', payload: '{}', user_agent: 'vitest', domain: 'localhost', session_id: data.session, uname: 'designer', esmeaddr: '1001', ctime: '2026-03-01 09:00:00' };
    expect((await api.call('POST', '/api/bot/api/logconfig', { body: entry })).json).toEqual({ status: 200 });
    const [row] = await server.db.query<{ esme: number; reason: string }>('select esme, reason from log_entries where session_id = $1', [data.session]);
    expect(row).toEqual({ esme: 1001, reason: 'signup cancelled' });
  });

  it("answers the account's time zone, and only for the own account", async () => {
    const { api } = await signedIn(demoLogins.designer);
    expect((await api.call('POST', '/api/bot/timezone', { body: { esmeAddr: 1001 } })).json).toEqual({ timezone: 'Asia/Kolkata' });
    expect((await api.call('POST', '/api/bot/timezone', { body: { esmeAddr: '1002' } })).status).toBe(403);
  });

  it('answers the white-label logo, and an error body for an account without one', async () => {
    const { api } = await signedIn(demoLogins.whiteLabel);
    expect((await api.call('GET', '/api/getwllogo', { query: { esmeAddr: '1003' } })).json).toEqual({ wl_logo: DEMO_WL_LOGO });
    const designer = (await signedIn(demoLogins.designer)).api;
    const none = await designer.call('GET', '/api/getwllogo', { query: { esmeAddr: '1001' } });
    expect([none.status, none.json.error]).toEqual([404, 'not_found']);
  });

  it('accepts client error reports before sign-in, but still wants the XSRF header', async () => {
    const api = new ApiClient(server);
    const report = { message: 'Http failure 500', status: 500, url: '/api/x', method: 'GET' };
    const result = await api.call('POST', '/api/client-errors', { body: report, headers: { 'x-request-id': 'report-1' } });
    expect(result.json).toEqual({ status: 200 });
    const [row] = await server.db.query<{ message: string; request_id: string }>('select message, request_id from client_errors where request_id = $1', ['report-1']);
    expect(row?.message).toBe('Http failure 500');
    expect((await api.call('POST', '/api/client-errors', { body: report, xsrf: 'mismatch' })).status).toBe(403);
  });
});
