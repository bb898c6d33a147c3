import { demoLogins } from '../../seed/demo-accounts';
import { ApiClient } from '../api-client';
import type { TestServer } from '../test-server';

export const BOT = '/api/bot';

type Login = { username: string; password: string };

/** A signed-in browser stand-in for a demo login. */
export async function signedIn(server: TestServer, login: Login): Promise<ApiClient> {
  const api = new ApiClient(server);
  const result = await api.login(login.username, login.password);
  if (result.status !== 200) throw new Error(`sign-in of ${login.username} failed: ${result.status}`);
  return api;
}

/** The operator acting as customer `acme` (account 1001): role 2 with impersonation. */
export async function operatorAsAcme(server: TestServer): Promise<ApiClient> {
  const operator = await signedIn(server, demoLogins.operator);
  const result = await operator.call('POST', '/api/auth/customer-login', { body: { uname: 'acme', id: String(demoLogins.operator.esme), admin_name: demoLogins.operator.username } });
  const customer = new ApiClient(server);
  customer.useSession(result.json.body.token, result.json.body.session);
  return customer;
}

/** Creates a bot and answers its id. */
export async function createBot(api: ApiClient, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const result = await api.call('POST', `${BOT}/bots`, { body: { name, channel: 'RCS', ...extra } });
  if (result.status !== 200) throw new Error(`bot not created: ${JSON.stringify(result.json)}`);
  return result.json.id as string;
}
