import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerLoginResponse, sandboxLoginResponse } from '@/api/contracts/auth';
import { encryptText } from '@/api/crypto';
import { demoCustomers, demoLogins } from '../../seed/demo-accounts';
import { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, withOptions, type TestServer } from '../../testing/test-server';

describe.each(testDatabases)('sign-in on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.dispose());

  const client = () => new ApiClient(server);

  describe('enterprise login', () => {
    it('round-trips the encrypted exchange and opens a usable session', async () => {
      const api = client();
      const { admin } = demoLogins;
      const result = await api.login(admin.username, `  ${admin.password} `);
      expect(result.status).toBe(200);
      expect(result.json.status).toBe(200);
      expect(result.data).toMatchObject({ esme: admin.esme, username: admin.username, role_id: 0, services: '4', whitelabel: '0', isLounge: false });
      expect(result.data?.token).toMatch(/^[0-9a-f]{64}$/);
      expect((await api.call('GET', '/api/roles')).status).toBe(200);
    });

    it('answers profile, lounge and white-label values in the session data', async () => {
      const lounge = await client().login(demoLogins.lounge.username, demoLogins.lounge.password);
      expect(lounge.data).toMatchObject({ isLounge: true, isProfile: true, permission: { data: [{ subsvc: 'CampaignManager', permissions: 'C,M' }] } });
      const analyst = await client().login(demoLogins.analyst.username, demoLogins.analyst.password);
      expect(analyst.data?.permission?.data.map((entry) => entry.subsvc)).toEqual(['Reports', 'TemplateManagement']);
      const whiteLabel = await client().login(demoLogins.whiteLabel.username, demoLogins.whiteLabel.password);
      expect(whiteLabel.data?.whitelabel).toBe('1');
      const scrubbing = await client().login(demoLogins.designer.username, demoLogins.designer.password);
      expect(scrubbing.data?.IP?.message).toBe('Contact scrubbing is enabled for this account');
    });

    it('refuses a wrong password, an unknown user and a disabled user alike', async () => {
      for (const [username, password] of [
        [demoLogins.designer.username, 'wrong'],
        ['nobody', 'whatever'],
        [demoLogins.disabled.username, demoLogins.disabled.password],
        [demoCustomers.acme.username, 'no password is set'],
      ] as const) {
        const result = await client().login(username, password);
        expect(result.status).toBe(401);
        expect(result.json).toEqual({ error: 'invalid_credentials', message: expect.any(String) });
      }
    });

    it('answers 400 naming the password when it was not encrypted with the console key', async () => {
      const result = await client().call('POST', '/api/auth/login', {
        body: { user_cred: { userName: 'admin', password: encryptText('Admin@2026!', 'another-key-entirely') }, agent: 'x' },
      });
      expect(result.status).toBe(400);
      expect(Object.keys(result.json.fields)).toEqual(['user_cred.password']);
    });

    it('locks a username after five failures, even for the right password, until the lock ends', async () => {
      const { globexAdmin } = demoLogins;
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await client().login(globexAdmin.username, 'bad')).status).toBe(401);
      const locked = await client().login(globexAdmin.username, globexAdmin.password);
      expect(locked.status).toBe(429);
      expect(locked.json.error).toBe('login_locked');
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      server.clock.advance(5 * 60 + 1);
      expect((await client().login(globexAdmin.username, globexAdmin.password)).status).toBe(200);
    });

    it('with clearsess ends the user\'s other sessions', async () => {
      const first = client();
      await first.login(demoLogins.operator.username, demoLogins.operator.password);
      const second = client();
      await second.login(demoLogins.operator.username, demoLogins.operator.password, { clearsess: 'true' });
      expect((await first.call('GET', '/api/roles')).json.error).toBe('session_expired');
      expect((await second.call('GET', '/api/roles')).status).toBe(200);
      expect((await second.call('GET', '/api/bot/checkflag', { query: { id: first.sessionId ?? '' } })).json).toEqual({ flag: true });
    });
  });

  describe('sandbox login', () => {
    it('answers a console address whose values verify', async () => {
      const result = await client().call('GET', '/api/auth/sandbox-login', { query: { clearsess: '' } });
      expect(result.status).toBe(200);
      const { url } = sandboxLoginResponse.parse(result.json).body;
      expect(url.startsWith('/#/home?')).toBe(true);
      const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
      expect(Object.fromEntries(params)).toMatchObject({ username: 'sandbox', esme: '9001', whitelabel: '0', services: '4', role_id: '3', loginName: 'sandbox' });
      const verified = await client().call('POST', '/api/bot/verify', {
        body: { uname: params.get('username'), session: params.get('session'), token: params.get('token'), esme: params.get('esme') },
      });
      expect(verified.status).toBe(200);
    });

    it('is refused when the server disables it', async () => {
      const result = await new ApiClient(withOptions(server, { sandboxLogin: false })).call('GET', '/api/auth/sandbox-login');
      expect(result.status).toBe(403);
      expect(result.json.error).toBe('sandbox_disabled');
    });
  });

  describe('customer login', () => {
    const asOperator = async () => {
      const api = client();
      await api.login(demoLogins.operator.username, demoLogins.operator.password);
      return api;
    };
    const customerBody = (uname: string) => ({ uname, id: String(demoLogins.operator.esme), admin_name: demoLogins.operator.username });

    it('opens a role-2 session on the customer account, remembering who opened it', async () => {
      const operator = await asOperator();
      const result = await operator.call('POST', '/api/auth/customer-login', { body: customerBody('ACME') });
      expect(result.status).toBe(200);
      const { body } = customerLoginResponse.parse(result.json);
      expect(body).toMatchObject({ esme: 1001, username: 'acme', role_id: 2, loginName: 'operator', services: '1,2' });
      const rows = await server.db.query<{ impersonated_by: string | null; role_id: number }>('select impersonated_by, role_id from sessions where id = $1', [body.session]);
      const [operatorRow] = await server.db.query<{ id: string }>('select id from users where username = $1', [demoLogins.operator.username]);
      expect(rows[0]?.impersonated_by).toBe(operatorRow?.id);
      const customer = client();
      customer.useSession(body.token, body.session);
      const ip = await customer.call('GET', '/api/campaign/rcs/ipvalidation', { query: { esmeaddr: '1001' }, headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(ip.json).toEqual({ status: 'success' });
      // An administrator acting as a customer cannot open another customer from there.
      const nested = await customer.call('POST', '/api/auth/customer-login', { body: { uname: 'globex', id: '1001', admin_name: 'acme' } });
      expect(nested.status).toBe(403);
      expect(nested.json.error).toBe('customer_login.err.already_impersonating');
    });

    it('answers i18n keys for an unknown customer, an administrator target and a foreign id', async () => {
      const operator = await asOperator();
      const unknown = await operator.call('POST', '/api/auth/customer-login', { body: customerBody('no-such-customer') });
      expect([unknown.status, unknown.json.error]).toEqual([404, 'customer_login.err.not_found']);
      const adminTarget = await operator.call('POST', '/api/auth/customer-login', { body: customerBody('useradmin') });
      expect([adminTarget.status, adminTarget.json.error]).toEqual([403, 'customer_login.err.not_allowed']);
      const foreign = await operator.call('POST', '/api/auth/customer-login', { body: { ...customerBody('acme'), id: '1001' } });
      expect([foreign.status, foreign.json.error]).toEqual([403, 'customer_login.err.forbidden']);
    });

    it('is only for roles 0 and 2', async () => {
      const designer = client();
      await designer.login(demoLogins.designer.username, demoLogins.designer.password);
      const result = await designer.call('POST', '/api/auth/customer-login', { body: { uname: 'acme', id: '1001', admin_name: 'designer' } });
      expect(result.status).toBe(403);
      expect((await client().call('POST', '/api/auth/customer-login', { body: customerBody('acme') })).status).toBe(401);
    });

    it("lets the operator run the customer account's IP check before switching, as the console does", async () => {
      const operator = await asOperator();
      const { body } = customerLoginResponse.parse((await operator.call('POST', '/api/auth/customer-login', { body: customerBody('globex') })).json);
      const check = (ip: string) => operator.call('GET', '/api/campaign/rcs/ipvalidation', { query: { esmeaddr: String(body.esme) }, headers: { 'x-forwarded-for': ip } });
      expect((await check('198.51.100.7')).json).toEqual({ status: 'failure', reason: expect.stringContaining('198.51.100.7') });
      expect((await check('203.0.113.25')).json).toEqual({ status: 'success' });
      // Once in the customer session, the check is for that account only.
      const customer = client();
      customer.useSession(body.token, body.session);
      expect((await customer.call('GET', '/api/campaign/rcs/ipvalidation', { query: { esmeaddr: '1001' } })).status).toBe(403);
    });
  });

  describe('logout', () => {
    it('revokes the session: later calls are 401 and its status is inactive', async () => {
      const api = client();
      const { data } = await api.login(demoLogins.designer.username, demoLogins.designer.password);
      const result = await api.call('POST', '/api/auth/logout', { body: { username: 'designer' } });
      expect(result.json).toMatchObject({ status: 200 });
      expect((await api.call('GET', '/api/roles')).status).toBe(401);
      const status = await client().call('POST', '/api/bot/userstatus', { body: { id: '1001', token: data?.token, esme: '1001' } });
      expect(status.json).toEqual({ status: 'inactive' });
      expect((await api.call('POST', '/api/auth/logout', { body: { username: 'designer' } })).status).toBe(200);
    });

    it('revokes the reports tokens of the session with it (the idle timeout relies on it)', async () => {
      const api = client();
      const { data } = await api.login(demoLogins.designer.username, demoLogins.designer.password);
      if (!data) throw new Error('sign-in failed');
      const request = { username: data.username, esmeaddr: String(data.esme), sessionId: data.session, hostName: 'localhost', appName: 'whatsapp' };
      expect((await api.call('POST', '/api/getToken', { body: request })).status).toBe(200);
      const liveReportsTokens = async () =>
        (await server.db.query<{ n: number }>('select count(*)::int as n from reports_tokens where session_id = $1 and not revoked', [data.session]))[0]?.n;
      expect(await liveReportsTokens()).toBe(1);
      expect((await api.call('POST', '/api/auth/logout', { body: { username: 'designer' } })).status).toBe(200);
      expect(await liveReportsTokens()).toBe(0);
    });

    it("refuses another user's name and a missing token", async () => {
      const api = client();
      await api.login(demoLogins.designer.username, demoLogins.designer.password);
      expect((await api.call('POST', '/api/auth/logout', { body: { username: 'admin' } })).status).toBe(403);
      expect((await api.call('POST', '/api/auth/logout', { body: { username: 'designer' }, auth: false })).status).toBe(401);
    });
  });
});
