import { demoLogins } from '../../../seed/demo-accounts';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipe } from '../recipe';

/**
 * The reports application's access token for the designer's account, from a session of its own:
 * the fuzz's sign-outs and reportsLogout end other sessions, never this one.
 */
const reportsToken = (world: FuzzWorld) =>
  world.once('reports token', async () => {
    const api = await world.fresh('designer');
    const body = { username: demoLogins.designer.username, esmeaddr: String(demoLogins.designer.esme), sessionId: api.sessionId, hostName: 'localhost', appName: 'whatsapp' };
    return (await must(api.call('POST', '/api/getToken', { body }), 'reports token')).accesstoken as string;
  });

/** How the reports application calls: no console session, its bearer token. */
export const reportsApp: Pick<Recipe, 'as' | 'headers'> = {
  as: 'anonymous',
  headers: async (world) => ({ authorization: `Bearer ${await reportsToken(world)}` }),
};

/** A landing page as its link opens it: `?accesstoken=` of a live token. */
export const landingPage: Recipe = {
  as: 'anonymous',
  adjust: async (request, { world }) => {
    request.query = { ...request.query, accesstoken: await reportsToken(world) };
  },
};
