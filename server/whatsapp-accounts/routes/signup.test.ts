import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_BASE, SOCIAL_LOGIN_SANDBOX_BASE } from '@/api/contracts/whatsapp-accounts';
import { demoLogins } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { sandboxCode, signupPayload } from '../../testing/routes/accounts';

const ACME = demoLogins.designer.esme;
const CUSTOMERS = `${SIGNUP_BASE}/customers`;

describe.each(testDatabases)('embedded sign-up on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  const count = async (table: string) => Number((await server.db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]?.n);

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
  });
  afterAll(() => server.dispose());

  it('serves the sandbox SDK, its labelled consent dialog and the dialog script', async () => {
    const sdk = await server.app.request(`${SOCIAL_LOGIN_SANDBOX_BASE}/sdk.js`);
    expect(sdk.headers.get('content-type')).toContain('text/javascript');
    const script = await sdk.text();
    for (const surface of ['init:', 'login:', 'logout:', 'getLoginStatus:', 'fbAsyncInit']) expect(script).toContain(surface);
    const dialog = await server.app.request(`${SOCIAL_LOGIN_SANDBOX_BASE}/dialog?app_id=900000000000002`);
    const html = await dialog.text();
    expect(html).toContain('SANDBOX: not Facebook');
    expect(html).toContain('Click to WhatsApp');
    expect(html).toContain('<script src="dialog.js"></script>');
    expect((await server.app.request(`${SOCIAL_LOGIN_SANDBOX_BASE}/dialog?app_id=<b>`)).status).toBe(400);
    expect(await (await server.app.request(`${SOCIAL_LOGIN_SANDBOX_BASE}/dialog.js`)).text()).toContain("fetch('codes'");
  });

  it('exchanges a dialog code for a new WABA and number of the account, which then appear among its senders', async () => {
    const { code } = await sandboxCode(designer);
    const answer = await designer.call('POST', CUSTOMERS, { body: signupPayload(ACME, code) });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ result: 200, waba_data: [{ waba_id: expect.stringMatching(/^\d{15}$/), status: 'APPROVED' }], message: 'Signup successful!' });
    const wabaId = answer.json.waba_data[0].waba_id;
    const senders = (await designer.call('GET', '/api/campaign/whatsapp/senders')).json.senders;
    expect(senders).toContainEqual(expect.objectContaining({ wabaId, displayNumber: expect.stringMatching(/^\+1555\d{7}$/), messagingLimit: 250, verifiedName: 'Acme Retail' }));
  });

  it('answers a used, foreign-app or expired code with result 400 and its reason, and stores no WABA', async () => {
    const wabas = await count('wabas');
    const { code } = await sandboxCode(designer);
    expect((await designer.call('POST', CUSTOMERS, { body: signupPayload(ACME, code) })).json.result).toBe(200);
    const reused = await designer.call('POST', CUSTOMERS, { body: signupPayload(ACME, code) });
    expect(reused.status).toBe(200);
    expect(reused.json).toEqual({ result: 400, message: expect.stringContaining('expired or was already used') });
    const other = await sandboxCode(designer, '900000000000002');
    expect((await designer.call('POST', CUSTOMERS, { body: signupPayload(ACME, other.code) })).json.result).toBe(400);
    const late = await sandboxCode(designer);
    server.clock.advance(601);
    expect((await designer.call('POST', CUSTOMERS, { body: signupPayload(ACME, late.code) })).json.result).toBe(400);
    expect(await count('wabas')).toBe(wabas + 1);
    const results = await server.db.query<{ result: number }>('select result from signup_events where esme = $1 order by id', [ACME]);
    expect(results.slice(-4).map((row) => row.result)).toEqual([200, 400, 400, 400]);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const before = [await count('signup_events'), await count('wabas')];
    const { code } = await sandboxCode(designer);
    const missing = await designer.call('POST', CUSTOMERS, { body: { ...signupPayload(ACME, code), code: '' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.fields)).toContain('code');
    const badApp = await designer.call('POST', CUSTOMERS, { body: signupPayload(ACME, code, { client_id: 'facebook' }) });
    expect(badApp.status).toBe(400);
    expect(Object.keys(badApp.json.fields)).toContain('client_id');
    const noCode = await designer.call('POST', `${SOCIAL_LOGIN_SANDBOX_BASE}/codes`, { body: { app_id: '' } });
    expect(Object.keys(noCode.json.fields)).toContain('app_id');
    expect([await count('signup_events'), await count('wabas')]).toEqual(before);
  });

  it("refuses another account's esme_id and users who may not sign up, and writes nothing", async () => {
    const before = await count('signup_events');
    const { code } = await sandboxCode(designer);
    expect((await designer.call('POST', CUSTOMERS, { body: signupPayload(demoLogins.lounge.esme, code) })).status).toBe(403);
    const userAdmin = await signedIn(server, demoLogins.userAdmin);
    expect((await userAdmin.call('POST', CUSTOMERS, { body: signupPayload(ACME, code) })).status).toBe(403);
    expect((await designer.call('POST', CUSTOMERS, { body: signupPayload(ACME, code), auth: false })).status).toBe(401);
    expect(await count('signup_events')).toBe(before);
  });
});
