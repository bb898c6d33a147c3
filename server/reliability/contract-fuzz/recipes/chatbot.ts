import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { URL_FORMAT_CHECK } from '@/api/contracts/chatbot-common';
import { SIGNUP_FLOW } from '@/canvas/engine';
import { startEchoServer } from '../../../chatbot/gateway/testing/echo-server';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipe, Recipes } from '../recipe';
import { uniqueText } from './values';

const BOT = '/api/bot';
/** A URL the spec §5 check accepts (its lower-case form: fast-check reads no `i` flag), on names that resolve nowhere. */
const checkedUrl = fc.stringMatching(new RegExp(URL_FORMAT_CHECK.source)).filter((url) => url.length <= 2000);
const hexColour = fc.stringMatching(/^#[0-9a-f]{6}$/);
/** Headers Node can send (an HTTP token for a name, visible ASCII for a value); others are refused by name, as the outbound proxy's own test shows. */
const sendableHeaders = fc.array(fc.record({ key: fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,30}$/), value: fc.string({ unit: 'grapheme-ascii', maxLength: 100 }) }), { maxLength: 4 });

const designer = (world: FuzzWorld) => world.as('designer');

/** A local server the outbound proxy may call (allow-listed while the fuzz runs), so API tests and simulated fetches get answers. */
const echo = (world: FuzzWorld) =>
  world.once('echo server', async () => {
    const server = await startEchoServer();
    const previous = process.env.OUTBOUND_ALLOW;
    process.env.OUTBOUND_ALLOW = server.hostPort;
    world.onDispose(async () => {
      if (previous === undefined) delete process.env.OUTBOUND_ALLOW;
      else process.env.OUTBOUND_ALLOW = previous;
      await server.close();
    });
    return server.origin;
  });
const echoUrl = async (world: FuzzWorld) => {
  const origin = await echo(world);
  return fc.stringMatching(/^(\/[-a-z\d%_.~+@:]*)*$/).map((path) => `${origin}${path}`);
};

const newBot = async (world: FuzzWorld) => (await must((await designer(world)).call('POST', `${BOT}/bots`, { body: { name: world.unique('fuzz bot'), channel: 'RCS' } }), 'bot')).id as string;
const sharedBot = (world: FuzzWorld) => world.once('bot', () => newBot(world));

/** A flow at version 1 (empty draft), made fresh: saves and publishes move its version. */
async function newFlow(world: FuzzWorld): Promise<{ id: string; botId: string }> {
  const botId = await sharedBot(world);
  const flow = await must((await designer(world)).call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: world.unique('fuzz flow') } }), 'flow');
  return { id: flow.id, botId };
}

/** A flow with a valid draft (version 2) and one published version, shared by the read-only routes. */
const publishedFlow = (world: FuzzWorld) =>
  world.once('published flow', async () => {
    const api = await designer(world);
    const flow = await newFlow(world);
    await must(api.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: SIGNUP_FLOW, baseVersion: 1 } }), 'save flow');
    await must(api.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 2 } }), 'publish flow');
    return flow;
  });

/** A bot whose published flow answers web chat and gateway messages. */
const liveBot = (world: FuzzWorld) =>
  world.once('live bot', async () => {
    const api = await designer(world);
    const botId = await newBot(world);
    const flow = await must(api.call('POST', `${BOT}/bots/${botId}/flows`, { body: { name: 'Sign-up' } }), 'flow');
    await must(api.call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: SIGNUP_FLOW, baseVersion: 1 } }), 'save flow');
    await must(api.call('POST', `${BOT}/flows/${flow.id}/publish`, { body: { baseVersion: 2 } }), 'publish flow');
    const token = (await must(api.call('GET', `${BOT}/bots/${botId}/gateway`), 'gateway')).token as string;
    return { botId, token };
  });

const profileBody = (botId: string) => ({ name: 'Deals chat', bot_id: botId, app_name: 'Acme Deals', short_name: 'Deals', theme_color: '#0a5fff', background_color: '#ffffff', icon_url: 'https://cdn.acme.example/i.png' });
const liveProfile = (world: FuzzWorld) =>
  world.once('live profile', async () => (await must((await designer(world)).call('POST', `${BOT}/pwa-profiles`, { body: profileBody((await liveBot(world)).botId) }), 'pwa profile')).id as string);

/** A conversation the live bot's web chat has had, for the chat report and the visitor's replies. */
const conversation = (world: FuzzWorld) =>
  world.once('web chat conversation', async () => {
    const profileId = await liveProfile(world);
    const id = randomUUID();
    const api = await world.as('anonymous');
    await must(api.call('POST', `/api/pwa/${profileId}/messages`, { body: { conversation_id: id, start: true } }), 'web chat start');
    const report = await must((await designer(world)).call('GET', `${BOT}/chatreport`, { query: { page: '1' } }), 'chat report');
    return { visitorId: id, reportId: report.conversations[0].id as string };
  });

/** A resource made fresh through its own POST, for its PUT and DELETE. */
function resource(collection: string, body: (world: FuzzWorld) => Promise<Record<string, unknown>>): Pick<Recipe, 'params' | 'body'> {
  return {
    params: async (world) => ({ id: (await must((await designer(world)).call('POST', `${BOT}/${collection}`, { body: await body(world) }), collection)).id as string }),
    body: async (world) => ({ name: uniqueText(world) }),
  };
}
const named = async (world: FuzzWorld) => ({ name: uniqueText(world) });

const folderBody = async (world: FuzzWorld) => ({ name: world.unique('fuzz folder') });
const intentBody = async (world: FuzzWorld) => ({ name: world.unique('fuzz_intent'), phrases: ['hello there'], response: 'Hi!' });
const appBody = async (world: FuzzWorld) => ({ name: world.unique('fuzz app'), callback_url: 'https://app.example.com/callback' });
const enterpriseBody = async (world: FuzzWorld) => ({ name: world.unique('fuzz api'), method: 'GET', url: 'https://api.example.com/orders' });
const pwaBody = async (world: FuzzWorld) => ({ ...profileBody(await sharedBot(world)), name: world.unique('fuzz chat') });

const flowParams = async (world: FuzzWorld) => ({ id: (await newFlow(world)).id });
const publishedParams = async (world: FuzzWorld) => ({ id: (await publishedFlow(world)).id });
const botParams = async (world: FuzzWorld) => ({ id: await sharedBot(world) });

export const chatbotRecipes: Recipes = {
  'GET /api/bot/folders': {},
  'POST /api/bot/folders': { body: named },
  'PUT /api/bot/folders/:id': resource('folders', folderBody),
  'DELETE /api/bot/folders/:id': resource('folders', folderBody),
  'GET /api/bot/bots': {},
  'POST /api/bot/bots': { body: async (world) => ({ name: uniqueText(world), folderId: fc.constant(undefined) }) },
  'GET /api/bot/bots/:id': { params: botParams },
  'PUT /api/bot/bots/:id': { params: botParams, body: async (world) => ({ name: uniqueText(world), folderId: fc.constant(undefined), entry_flow_id: fc.constant(undefined) }) },
  'DELETE /api/bot/bots/:id': { params: async (world) => ({ id: await newBot(world) }) },
  'GET /api/bot/bots/:id/gateway': { params: botParams },
  'POST /api/bot/bots/:id/gateway-token': { params: botParams },
  'GET /api/bot/bots/:id/flows': { params: botParams },
  'POST /api/bot/bots/:id/flows': { params: botParams },
  'GET /api/bot/flows/:id': { params: publishedParams },
  // A fresh flow is at version 1; the document is the sample flow (a random record is refused by the flow reader, rightly).
  'PUT /api/bot/flows/:id': { params: flowParams, body: async () => ({ baseVersion: fc.constant(1), document: fc.constant(SIGNUP_FLOW) }) },
  'POST /api/bot/flows/:id/duplicate': { params: publishedParams },
  'DELETE /api/bot/flows/:id': { params: flowParams },
  'POST /api/bot/flows/:id/publish': {
    params: async (world) => {
      const flow = await newFlow(world);
      await must((await designer(world)).call('PUT', `${BOT}/flows/${flow.id}`, { body: { document: SIGNUP_FLOW, baseVersion: 1 } }), 'save flow');
      return { id: flow.id };
    },
    body: async () => ({ baseVersion: fc.constant(2) }),
  },
  'GET /api/bot/flows/:id/versions': { params: publishedParams },
  'GET /api/bot/flows/:id/versions/:version': { params: async (world) => ({ ...(await publishedParams(world)), version: '1' }) },
  'POST /api/bot/flows/:id/versions/:version/restore': { params: async (world) => ({ ...(await publishedParams(world)), version: '1' }) },
  'GET /api/bot/flows/:id/diff': { params: publishedParams },
  'GET /api/bot/intents': {},
  'POST /api/bot/intents': { body: named },
  'PUT /api/bot/intents/:id': resource('intents', intentBody),
  'DELETE /api/bot/intents/:id': resource('intents', intentBody),
  'GET /api/bot/apps': {},
  'POST /api/bot/apps': { body: async (world) => ({ name: uniqueText(world), callback_url: checkedUrl }) },
  'PUT /api/bot/apps/:id': { ...resource('apps', appBody), body: async (world) => ({ name: uniqueText(world), callback_url: checkedUrl }) },
  'DELETE /api/bot/apps/:id': resource('apps', appBody),
  'POST /api/bot/enterpriseapi/test': { body: async (world) => ({ url: await echoUrl(world), headers: sendableHeaders }) },
  'GET /api/bot/enterpriseapi': {},
  'POST /api/bot/enterpriseapi': { body: async (world) => ({ name: uniqueText(world), url: checkedUrl }) },
  'PUT /api/bot/enterpriseapi/:id': { ...resource('enterpriseapi', enterpriseBody), body: async (world) => ({ name: uniqueText(world), url: checkedUrl }) },
  'DELETE /api/bot/enterpriseapi/:id': resource('enterpriseapi', enterpriseBody),
  'GET /api/bot/pwa-profiles': {},
  'POST /api/bot/pwa-profiles': { body: async (world) => ({ name: uniqueText(world), bot_id: fc.constant(await sharedBot(world)), theme_color: hexColour, background_color: hexColour }) },
  'PUT /api/bot/pwa-profiles/:id': { ...resource('pwa-profiles', pwaBody), body: async (world) => ({ name: uniqueText(world), bot_id: fc.constant(await sharedBot(world)), theme_color: hexColour, background_color: hexColour }) },
  'DELETE /api/bot/pwa-profiles/:id': resource('pwa-profiles', pwaBody),
  'GET /api/pwa/:profileId/manifest.webmanifest': { params: async (world) => ({ profileId: await liveProfile(world) }) },
  'POST /api/bot/simulate/fetch': { body: async (world) => ({ url: await echoUrl(world), headers: fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,30}$/), fc.string({ unit: 'grapheme-ascii', maxLength: 100 }), { maxKeys: 4 }) }) },
  'POST /api/gateway/:botId/messages': {
    params: async (world) => ({ botId: (await liveBot(world)).botId }),
    headers: async (world) => ({ authorization: `Bearer ${(await liveBot(world)).token}` }),
    body: async () => ({ event: fc.constant({ type: 'start' }) }),
  },
  'POST /api/pwa/:profileId/messages': { params: async (world) => ({ profileId: await liveProfile(world) }), },
  'GET /api/pwa/:profileId/messages': {
    params: async (world) => ({ profileId: await liveProfile(world) }),
    query: async (world) => ({ conversation_id: fc.constant((await conversation(world)).visitorId) }),
  },
  'GET /api/bot/chatreport': {},
  'GET /api/bot/chatreport/:id': { params: async (world) => ({ id: (await conversation(world)).reportId }) },
  'GET /api/bot/flows/:id/dropoff': { params: publishedParams },
};
