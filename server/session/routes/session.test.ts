import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../seed/demo-accounts';
import { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, withOptions, type TestServer } from '../../testing/test-server';

describe.each(testDatabases)('session on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.dispose());

  async function signedIn(login: { username: string; password: string } = demoLogins.analyst, target = server) {
    const api = new ApiClient(target);
    const result = await api.login(login.username, login.password);
    if (!result.data) throw new Error(`sign-in failed: ${JSON.stringify(result.json)}`);
    return { api, data: result.data };
  }

  describe('token verification', () => {
    it('answers the profile for matching values', async () => {
      const { api, data } = await signedIn();
      const result = await api.call('POST', '/api/bot/verify', { body: { uname: data.username, session: data.session, token: data.token, esme: data.esme } });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ status: 200, profile_id: data.profile_id, profile_details: { data: [{ subsvc: 'Reports', permissions: 'C,M,S' }, { subsvc: 'TemplateManagement' }] } });
    });

    it('fails for a wrong session, user, account or token', async () => {
      const { api, data } = await signedIn();
      const good = { uname: data.username, session: data.session, token: data.token, esme: String(data.esme) };
      for (const bad of [{ session: 'other' }, { uname: 'admin' }, { esme: '1002' }, { token: 'f'.repeat(64) }]) {
        const result = await api.call('POST', '/api/bot/verify', { body: { ...good, ...bad } });
        expect(result.status).toBe(401);
        expect(result.json.error).toBe('verification_failed');
      }
    });
  });

  describe('expiry', () => {
    it('ends a session after its TTL; keepalive slides it', async () => {
      const short = withOptions(server, { sessionTtlSeconds: 60 });
      const { api, data } = await signedIn(demoLogins.designer, short);
      server.clock.advance(50);
      const kept = await api.call('POST', '/api/keepalive');
      expect(kept.json).toMatchObject({ status: 200, expires_at: expect.any(String) });
      server.clock.advance(50);
      expect((await api.call('GET', '/api/roles')).status).toBe(200);
      const status = (await api.call('POST', '/api/bot/userstatus', { body: { id: '1001', token: data.token, esme: '1001' } })).json;
      expect(status).toEqual({ status: 'active' });
      server.clock.advance(61);
      const expired = await api.call('GET', '/api/roles');
      expect([expired.status, expired.json.error]).toEqual([401, 'session_expired']);
      expect((await api.call('POST', '/api/bot/userstatus', { body: { id: '1001', token: data.token, esme: '1001' } })).json).toEqual({ status: 'inactive' });
      expect((await api.call('GET', '/api/bot/checkflag', { query: { id: data.session } })).json).toEqual({ flag: true });
    });

    it('ends every session of a user who is disabled', async () => {
      const { api, data } = await signedIn(demoLogins.designer);
      await server.db.query('update users set active = false where username = $1', ['designer']);
      try {
        expect((await api.call('POST', '/api/bot/userstatus', { body: { id: '1001', token: data.token, esme: '1001' } })).json).toEqual({ status: 'inactive' });
        expect((await api.call('GET', '/api/roles')).status).toBe(401);
      } finally {
        await server.db.query('update users set active = true where username = $1', ['designer']);
      }
    });
  });

  describe('credentials on protected routes', () => {
    it('needs the bearer token and the session header that belongs to it', async () => {
      const { api, data } = await signedIn();
      expect((await api.call('GET', '/api/roles', { auth: false })).status).toBe(401);
      const wrongSession = await api.call('GET', '/api/roles', { auth: false, headers: { authorization: `Bearer ${data.token}`, session: 'someone-else' } });
      expect(wrongSession.status).toBe(401);
      const noSession = await api.call('GET', '/api/roles', { auth: false, headers: { authorization: `Bearer ${data.token}` } });
      expect(noSession.json.error).toBe('unauthenticated');
    });

    it('userstatus is inactive for an unknown token or another account', async () => {
      const { api, data } = await signedIn();
      expect((await api.call('POST', '/api/bot/userstatus', { body: { id: '1001', token: 'nope', esme: '1001' } })).json).toEqual({ status: 'inactive' });
      expect((await api.call('POST', '/api/bot/userstatus', { body: { id: '1002', token: data.token, esme: '1002' } })).json).toEqual({ status: 'inactive' });
    });
  });

  describe('IP validation', () => {
    it('passes an account without a policy and refuses another account id', async () => {
      const { api } = await signedIn();
      expect((await api.call('GET', '/api/campaign/rcs/ipvalidation', { query: { esmeaddr: '1001' } })).json).toEqual({ status: 'success' });
      const foreign = await api.call('GET', '/api/campaign/rcs/ipvalidation', { query: { esmeaddr: '1002' } });
      expect([foreign.status, foreign.json.error]).toEqual([403, 'account_mismatch']);
    });

    it('fails an allow-list account when the address is unknown or not listed', async () => {
      const { api } = await signedIn(demoLogins.globexAdmin, withOptions(server, { trustProxy: false }));
      const unknown = await api.call('GET', '/api/campaign/rcs/ipvalidation', { query: { esmeaddr: '1002' }, headers: { 'x-forwarded-for': '203.0.113.25' } });
      expect(unknown.json).toEqual({ status: 'failure', reason: expect.any(String) });
    });
  });
});
