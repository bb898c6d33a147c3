import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userListResponse } from '@/api/contracts/users';
import { demoCustomers, demoLogins } from '../../seed/demo-accounts';
import { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';

describe.each(testDatabases)('users on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.dispose());

  async function as(login: { username: string; password: string }) {
    const api = new ApiClient(server);
    const result = await api.login(login.username, login.password);
    expect(result.status).toBe(200);
    return api;
  }
  const usernamesOf = async (api: ApiClient) => userListResponse.parse((await api.call('GET', '/api/users')).json).body.map((user) => user.username);
  const idOf = async (username: string) => (await server.db.query<{ id: string }>('select id from users where username = $1', [username]))[0]?.id ?? '';
  const countOf = async (username: string) => (await server.db.query<{ n: number }>('select count(*)::int as n from users where lower(username) = lower($1)', [username]))[0]?.n;

  it('a user-administrator lists only its own account; an administrator lists every account', async () => {
    const acme = await usernamesOf(await as(demoLogins.userAdmin));
    expect(acme).toContain('priya.acme');
    expect(acme).not.toContain('chen.globex');
    const all = await usernamesOf(await as(demoLogins.admin));
    expect(all).toEqual(expect.arrayContaining(['priya.acme', 'chen.globex', 'admin']));
  });

  it('customers and other roles cannot list, create or delete users', async () => {
    for (const login of [demoLogins.operator, demoLogins.designer]) {
      const api = await as(login);
      expect((await api.call('GET', '/api/users')).status).toBe(403);
      expect((await api.call('POST', '/api/users', { body: { username: 'x1', email: 'x1@pulse.example', services: ['WhatsApp'], role_id: 2 } })).status).toBe(403);
      expect((await api.call('DELETE', '/api/users', { query: { id: await idOf('sara.acme') } })).status).toBe(403);
    }
    expect(await countOf('x1')).toBe(0);
  });

  it('an administrator acting as a customer cannot list users either', async () => {
    const operator = await as(demoLogins.operator);
    const opened = await operator.call('POST', '/api/auth/customer-login', { body: { uname: demoCustomers.acme.username, id: '1000', admin_name: 'operator' } });
    const customer = new ApiClient(server);
    customer.useSession(opened.json.body.token, opened.json.body.session);
    expect((await customer.call('GET', '/api/users')).status).toBe(403);
  });

  it('creates a role-2 user in the caller account; a duplicate username is 409 and writes nothing', async () => {
    const api = await as(demoLogins.userAdmin);
    const created = await api.call('POST', '/api/users', { body: { username: 'new.person', email: 'New.Person@pulse.example', services: ['WhatsApp Campaign', 'Lounge'], role_id: 2 } });
    expect(created.json).toEqual({ message: expect.any(String) });
    const [row] = await server.db.query<{ esme: number; role_id: number; is_lounge: boolean; email: string }>('select esme, role_id, is_lounge, email from users where username = $1', ['new.person']);
    expect(row).toEqual({ esme: 1001, role_id: 2, is_lounge: true, email: 'new.person@pulse.example' });
    const duplicate = await api.call('POST', '/api/users', { body: { username: 'NEW.PERSON', email: 'other@pulse.example', services: ['WhatsApp Campaign'], role_id: 2 } });
    expect([duplicate.status, duplicate.json.error]).toEqual([409, 'username_taken']);
    expect(await countOf('new.person')).toBe(1);
  });

  it('validates the create payload field by field', async () => {
    const api = await as(demoLogins.userAdmin);
    const result = await api.call('POST', '/api/users', { body: { username: '', email: 'not-an-email', services: [], role_id: 0 } });
    expect(result.status).toBe(400);
    expect(Object.keys(result.json.fields).sort()).toEqual(['email', 'role_id', 'services', 'username']);
  });

  it("a user-administrator of account A gets 404 for a user of account B, and nothing is deleted", async () => {
    const acmeAdmin = await as(demoLogins.userAdmin);
    const globexUser = await idOf('olga.globex');
    const result = await acmeAdmin.call('DELETE', '/api/users', { query: { id: globexUser } });
    expect([result.status, result.json.error]).toEqual([404, 'not_found']);
    expect(await countOf('olga.globex')).toBe(1);
  });

  it('deletes a user of its own account and ends that user\'s sessions', async () => {
    const marco = new ApiClient(server);
    await server.db.query("update users set password_hash = (select password_hash from users where username = 'designer') where username = 'marco.acme'");
    await marco.login('marco.acme', demoLogins.designer.password);
    const api = await as(demoLogins.userAdmin);
    const result = await api.call('DELETE', '/api/users', { query: { id: await idOf('marco.acme') } });
    expect(result.json).toEqual({ message: expect.any(String) });
    expect(await countOf('marco.acme')).toBe(0);
    expect((await marco.call('GET', '/api/roles')).status).toBe(401);
  });

  it('protects administrators and the caller itself', async () => {
    const acmeAdmin = await as(demoLogins.userAdmin);
    const self = await acmeAdmin.call('DELETE', '/api/users', { query: { id: await idOf('useradmin') } });
    expect([self.status, self.json.error]).toEqual([409, 'cannot_delete_self']);
    const admin = await as(demoLogins.admin);
    expect((await admin.call('DELETE', '/api/users', { query: { id: await idOf('admin') } })).status).toBe(409);
    const unknown = await admin.call('DELETE', '/api/users', { query: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    const malformed = await admin.call('DELETE', '/api/users', { query: { id: 'not-a-uuid' } });
    expect([malformed.status, Object.keys(malformed.json.fields)]).toEqual([400, ['id']]);
  });

  it('lists the roles for any signed-in user', async () => {
    const api = await as(demoLogins.designer);
    const result = await api.call('GET', '/api/roles');
    expect(result.json.body.map((role: { id: number }) => role.id)).toEqual([0, 1, 2, 3]);
  });
});
