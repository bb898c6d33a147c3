import fc from 'fast-check';
import { encryptText } from '@/api/crypto';
import { demoLogins } from '../../../seed/demo-accounts';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipes } from '../recipe';
import { uniqueText } from './values';

const ACME = '1001';
const designer = demoLogins.designer;

/** The analyst's own credentials, encrypted as the sign-in page does: wrong ones would lock the account for the routes after. */
const analystCredentials = (world: FuzzWorld) =>
  fc.constant({ userName: demoLogins.analyst.username, password: encryptText(demoLogins.analyst.password, world.server.config.cryptoKey) });

/** A role-2 user of the administrator's account, made to be deleted. */
async function newUserId(world: FuzzWorld): Promise<string> {
  const admin = await world.as('admin');
  const username = world.unique('fuzz.user');
  await must(admin.call('POST', '/api/users', { body: { username, email: `${username}@pulse.example`, services: ['4'], role_id: 2 } }), 'user');
  const list = await must(admin.call('GET', '/api/users'), 'user list');
  return (list.body as { _id: string; username: string }[]).find((user) => user.username === username)!._id;
}

export const sessionRecipes: Recipes = {
  'POST /api/auth/login': { body: async (world) => ({ user_cred: analystCredentials(world), clearsess: fc.constant(undefined) }) },
  'GET /api/auth/sandbox-login': {},
  'POST /api/auth/customer-login': {
    as: 'operator',
    freshSession: true,
    body: async () => ({ uname: fc.constant('acme'), id: fc.constant(String(demoLogins.operator.esme)), admin_name: fc.constant(demoLogins.operator.username) }),
  },
  'POST /api/auth/logout': { as: 'designer', freshSession: true, body: async () => ({ username: fc.constant(designer.username) }) },
  'POST /api/bot/verify': {
    body: async () => ({ uname: fc.constant(designer.username), esme: fc.constant(ACME) }),
    adjust: async (request, { world }) => {
      const api = await world.as('designer');
      Object.assign(request.body, { session: api.sessionId, token: api.token });
    },
  },
  'POST /api/bot/userstatus': {},
  'POST /api/keepalive': {},
  'GET /api/bot/checkflag': {},
  'GET /api/campaign/rcs/ipvalidation': { query: async () => ({ esmeaddr: fc.constant(Number(ACME)) }) },
  'POST /api/getToken': {
    freshSession: true,
    body: async () => ({ username: fc.constant(designer.username), esmeaddr: fc.constant(ACME), hostName: fc.constant('localhost'), appName: fc.constantFrom('whatsapp', 'rcs') }),
    adjust: async (request, { api }) => {
      request.body.sessionId = api.sessionId;
    },
  },
  'POST /api/reportsLogout': {
    freshSession: true,
    body: async () => ({ hostName: fc.constant('localhost') }),
    adjust: async (request, { api }) => {
      request.body.sessionId = api.sessionId;
    },
  },
  'POST /api/auth/reports-logout': {
    freshSession: true,
    body: async () => ({ hostName: fc.constant('localhost') }),
    adjust: async (request, { api }) => {
      request.body.sessionId = api.sessionId;
    },
  },
  'POST /api/reports/download/column_list': {},
  'GET /api/users': {},
  'POST /api/users': { body: async (world) => ({ username: uniqueText(world).map((name) => name.replace(/\s+/g, '.')), services: fc.constant(['4']) }) },
  'DELETE /api/users': {
    adjust: async (request, { world }) => {
      request.query = { id: await newUserId(world) };
    },
  },
  'GET /api/roles': {},
  'POST /api/bot/api/logconfig': {},
  'POST /api/bot/timezone': { body: async () => ({ esmeAddr: fc.constant(ACME) }) },
  'GET /api/getwllogo': { as: 'whiteLabel', query: async () => ({ esmeAddr: fc.constant(String(demoLogins.whiteLabel.esme)) }) },
  'POST /api/client-errors': {},
};
