import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SIGNUP_FLOW } from '@/canvas/engine';
import type { AnyRoute } from '../platform/http/route';
import { apiRoutes } from '../api-routes';
import { draftFor } from '../testing/routes/campaign';
import { BOT, createBot, signedIn } from '../testing/routes/chatbot';
import { demoLogins, type DemoUser } from '../seed/demo-accounts';
import type { ApiClient } from '../testing/api-client';
import { testDatabases } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

type Login = DemoUser & { password: string };
const logins = (Object.values(demoLogins) as readonly DemoUser[]).filter((login): login is Login => login.password !== null && login.active !== false);
/** The owners, in account 1001: the first whose role may call a route owns that route's data. */
const owners: Login[] = [demoLogins.designer, demoLogins.userAdmin];
/** Role 0 manages the users of every account by design (server/users/routes/users.ts `scopeOf`). */
const PLATFORM_WIDE_FOR_ADMIN = ['/api/users'];
const OWNER_ESME = demoLogins.designer.esme;
const CAMPAIGN = '/api/campaign/whatsapp';
const TABLES = '/api/tables';
const TEMPLATES = '/api/campaign/v1.0/templates';
/** The webhook rule calls' other query field (spec §7 delete), the owner's number. */
const WEBHOOKS = '/api/campaign/v1.0/webhook';
const webhookQuery = { wabaNumber: '+919800000101' };
/** The profile calls' other query fields (spec §7 "WhatsApp sign-up and profile"), the owner's values. */
const PROFILE = '/api/campaign/v1.0/profile';
const profileQuery = { esmeaddr: String(OWNER_ESME), channelId: 'WABA', autoResponseFlag: 'true', text: 'Changed by a stranger', senderID: '919800000101', readRecipt: 'true' };
/** The template calls' other query fields (spec §7), the owner's values. */
/** The WhatsApp sandbox's simulated phone (automation builder): a customer of the owner's number. */
const sandboxPhoneQuery = { phone: '+919812345678' };
/** The transaction history's range (its sender is the owner's, as an id). */
const transactionsQuery = { from: '2026-03-01', to: '2026-03-31' };
/** The RCS template calls' other query fields (spec §7 checkExistsTemplate); the agent id is the owner's, set below. */
const RCS_TEMPLATES = '/api/campaign/api/rcstemplate';
const rcsTemplateQuery: Record<string, string> = { esmeaddr: String(OWNER_ESME), templateName: 'welcome_text', language: 'en' };
const templateQuery = { esmeaddr: String(OWNER_ESME), template_name: 'payment_received', templateName: 'payment_received', language: 'en', from: '2000-01-01', to: '2100-01-01' };

/** The organisation's details (whatsapp-registration-form), as the owner would save them. */
const ORGANIZATIONS = '/api/campaign/signup/api/v1.0/organizations/';
const organizationBody = { legal_name: 'Changed by a stranger', display_name: '', industry: 'RETAIL', website: '', email: 'x@acme.example', phone: '+919812345678', contact_name: 'Stranger', address: '1 Road', city: 'Pune', state: '', postal_code: '', country: 'IN', tax_id: '' };

/** Paths with ids a stranger could guess; public routes have no owner to protect (web chat, gateway token). */
/** Parameters that name no account's resource: a feature's name is the same word in every account, read for the caller's own. */
const SHARED_NAMES = /:featureName\b/g;
const withIds = apiRoutes.filter((route) => route.access.signedIn && (/:\w+/.test(route.path.replace(SHARED_NAMES, '')) || idQueryFields(route).length > 0));

function idQueryFields(route: AnyRoute): string[] {
  if (!route.query) return [];
  const schema = z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(schema.properties ?? {}).filter((name) => /^(id|\w+Id)$/.test(name));
}

/** `/flows/:id/versions/:version` → the resource each parameter names: `flows`, `versions`. */
const resourceOf = (path: string, parameter: string) => {
  const segments = path.split('/');
  return segments[segments.indexOf(`:${parameter}`) - 1] ?? '';
};
/** A query id names the resource of its prefix (`botId` → `bots`), or the path's own resource (`id`). */
const queryResource = (route: AnyRoute, field: string) => (field === 'id' ? (route.path.split('/').pop() ?? '') : `${field.replace(/Id$/, '')}s`);

describe.each(testDatabases)('cross-account access on $name', (database) => {
  let server: TestServer;
  const clients = new Map<string, ApiClient>();
  const ids: Record<string, string> = {};
  let validBody: Record<string, unknown>;
  let campaignBody: Record<string, unknown>;
  let templateBody: Record<string, unknown>;

  const client = async (login: Login) => {
    const known = clients.get(login.username);
    if (known) return known;
    const fresh = await signedIn(server, login);
    clients.set(login.username, fresh);
    return fresh;
  };
  const ownerOf = (route: AnyRoute) => owners.find((owner) => !route.access.roles || route.access.roles.some((role) => role === owner.roleId));

  /** The route's path and query with the owner's ids, or the name of a resource no id is known for. */
  function addressOf(route: AnyRoute): { path: string; query?: Record<string, string> } | { missing: string } {
    let path = route.path;
    for (const [, parameter] of route.path.matchAll(/:(\w+)/g)) {
      const id = ids[resourceOf(route.path, parameter!)];
      if (!id) return { missing: resourceOf(route.path, parameter!) };
      path = path.replace(`:${parameter}`, id);
    }
    const fields = idQueryFields(route);
    const otherFields = route.path.startsWith(`${TEMPLATES}/`)
      ? templateQuery
      : route.path.startsWith(`${WEBHOOKS}/`)
        ? webhookQuery
        : route.path.startsWith(`${PROFILE}/`)
          ? profileQuery
          : route.path.startsWith(`${RCS_TEMPLATES}/`)
            ? rcsTemplateQuery
            : route.path.startsWith(`${CAMPAIGN}/sandbox/`)
              ? sandboxPhoneQuery
              : route.path === `${CAMPAIGN}/transactions`
                ? transactionsQuery
                : {};
    const query: Record<string, string> = route.query ? { ...otherFields } : {};
    // A field named like an id that the route's own query values already give (`channelId: 'WABA'`, an RCS agent id).
    for (const field of fields.filter((name) => !(name in query))) {
      const id = ids[queryResource(route, field)];
      if (!id) return { missing: queryResource(route, field) };
      query[field] = id;
    }
    return fields.length ? { path, query } : { path };
  }

  /** Everything the owners can read about their data, to compare before and after the strangers' calls. */
  async function ownersView(): Promise<Record<string, unknown>> {
    const view: Record<string, unknown> = {};
    for (const route of apiRoutes.filter((candidate) => candidate.method === 'get' && candidate.access.signedIn)) {
      const owner = ownerOf(route);
      const address = addressOf(route);
      if (!owner || 'missing' in address) continue;
      const answer = await (await client(owner)).call('GET', address.path, { query: address.query });
      view[`${route.path} as ${owner.username}`] = [answer.status, answer.json];
    }
    return view;
  }

  beforeAll(async () => {
    server = await startTestServer(database);
    const designer = await client(demoLogins.designer);
    const userAdmin = await client(demoLogins.userAdmin);
    ids.folders = (await designer.call('POST', `${BOT}/folders`, { body: { name: 'Owner folder' } })).json.id;
    ids.bots = await createBot(designer, 'Owner bot', { folder_id: ids.folders });
    ids.flows = (await designer.call('POST', `${BOT}/bots/${ids.bots}/flows`, { body: { name: 'Owner flow' } })).json.id;
    await designer.call('PUT', `${BOT}/flows/${ids.flows}`, { body: { document: SIGNUP_FLOW, baseVersion: 1 } });
    ids.versions = String((await designer.call('POST', `${BOT}/flows/${ids.flows}/publish`, { body: { baseVersion: 2 } })).json.version);
    const profile = { name: 'Owner chat', bot_id: ids.bots, app_name: 'Owner chat', short_name: 'Owner', theme_color: '#0a5fff', background_color: '#ffffff', icon_url: 'https://cdn.acme.example/i.png' };
    const intent = { name: 'Owner intent', phrases: ['hello'], response: 'Hi' };
    const app = { name: 'Owner app', callback_url: 'https://crm.acme.example/hook' };
    const enterpriseApi = { name: 'Owner API', method: 'GET', url: 'https://api.acme.example/orders' };
    ids.intents = (await designer.call('POST', `${BOT}/intents`, { body: intent })).json.id;
    ids.apps = (await designer.call('POST', `${BOT}/apps`, { body: app })).json.id;
    ids.enterpriseapi = (await designer.call('POST', `${BOT}/enterpriseapi`, { body: enterpriseApi })).json.id;
    ids['pwa-profiles'] = (await designer.call('POST', `${BOT}/pwa-profiles`, { body: profile })).json.id;
    await server.app.request(`/api/pwa/${ids['pwa-profiles']}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ conversation_id: randomUUID(), start: true }) });
    ids.chatreport = (await designer.call('GET', `${BOT}/chatreport`, { query: { botId: ids.bots } })).json.conversations?.[0]?.id;
    const users = (await userAdmin.call('GET', '/api/users')).json.body as { _id: string; username: string }[];
    ids.users = users.find((user) => user.username === demoLogins.analyst.username)?._id ?? '';
    const flow = (await designer.call('GET', `${BOT}/flows/${ids.flows}`)).json;
    // One body every route's schema accepts: zod objects drop the keys a route does not know.
    validBody = { ...profile, ...intent, ...app, ...enterpriseApi, name: 'Changed by a stranger', channel: 'RCS', document: flow.document, baseVersion: flow.version };

    const draft = await draftFor(designer, OWNER_ESME, { name: 'Owner campaign' });
    ids.senders = draft.senderId;
    // voice_settings/{phoneId} (spec §7) names the owner's number by the segment before it.
    ids.voice_settings = draft.senderId;
    ids.campaigns = (await designer.call('POST', `${CAMPAIGN}/campaigns`, { body: draft })).json.id;
    const [template] = (await designer.call('GET', `${CAMPAIGN}/templates/approved`)).json.templates;
    ids.templates = template.id;
    ids.edit = template.id;
    ids.wabas = template.wabaId;
    // phone_numbers/getbyWaba/{id} (spec §7) names the WABA by the segment before its id.
    ids.getbyWaba = template.wabaId;
    ids.sessions = designer.sessionId ?? '';
    ids.account_metrics = String(OWNER_ESME);
    rcsTemplateQuery.senderId = (await designer.call('POST', '/api/campaign/getSenderIds', { body: { esmeaddr: OWNER_ESME } })).json.senderIds[0].senderId;
    templateBody = { esmeaddr: OWNER_ESME, template: { category: 'MARKETING', components: [{ type: 'BODY', text: 'Changed by a stranger' }] } };
    // Campaign payloads say `channel: 'whatsapp'`, which the chatbot body above cannot also say.
    campaignBody = {
      ...draft,
      name: 'Changed by a stranger',
      schedule: { kind: 'now' },
      reason: 'A stranger says no',
      importId: randomUUID(),
      chunkIndex: 0,
      chunkCount: 1,
      rows: [{ phone: '+919812345678' }],
      phones: ['+919812345678'],
      document: {},
      from: '+919812345678',
      text: 'Changed by a stranger',
    };
    ids.automations = (await designer.call('POST', `${CAMPAIGN}/automations`, { body: { ...campaignBody, name: 'Owner automation', document: undefined } })).json.id;
    const webhookRule = { ...webhookQuery, url: 'https://hooks.acme.example/wa', requestType: 'POST', httpHeaders: [], retryCount: 1, retryDelayInSec: 5, eventCategory: ['MESSAGE_STATUS'], defaultRule: false, eventType: '', channelId: '', senderId: '', handoverTemplate: '', encryptPayload: false, algorithm: null };
    ids.rules = (await designer.call('POST', `${WEBHOOKS}/create`, { query: { request: JSON.stringify(webhookRule) } })).json.ruleId;
    const download = { pagename: 'whatsapp-campaign-report', columns: ['phone'], fileType: 'csv', filter: { campaignId: ids.campaigns } };
    ids.downloads = (await designer.call('POST', '/api/reports/downloads', { body: download })).json.id;
    // The owner's view is compared before and after: the job must be finished before the first look.
    while ((await designer.call('GET', `/api/reports/downloads/${ids.downloads}`)).json.state !== 'DONE') await new Promise((resolve) => setTimeout(resolve, 20));
    ids.organizations = String(OWNER_ESME);
    ids.subscriptions = (await designer.call('POST', '/api/campaign/v1.0/notifications/subscriptions', { body: { channel: 'EMAIL', target: 'ops@acme.example', events: ['CAMPAIGN_FINISHED'] } })).json.id;
    ids['contact-lists'] = (await designer.call('POST', `${TABLES}/contact-lists`, { body: { name: 'Owner list', columns: ['city'] } })).json.id;
    await designer.call('POST', `${TABLES}/contact-lists/${ids['contact-lists']}/rows`, { body: { rows: [{ phone: '+919812345670', cells: { city: 'Pune' } }] } });
  });
  // The tables' contact list rows take the campaign audience's `rows`.
  const voiceSettingsBody = { esmeaddr: OWNER_ESME, status: 'disabled' };
  const bodyFor = (route: AnyRoute) => (route.path.includes('/voice_settings/') ? voiceSettingsBody : route.path.startsWith(ORGANIZATIONS) ? organizationBody : route.path.startsWith(`${TEMPLATES}/`) ? templateBody : route.path.startsWith(`${CAMPAIGN}/`) || route.path.startsWith(`${TABLES}/`) ? campaignBody : validBody);
  afterAll(() => server.dispose());

  it('knows an owner id for every route with one, and a valid body for every route with a body', () => {
    const gaps = withIds.flatMap((route) => {
      const address = addressOf(route);
      const body = route.body && !z.safeParse(route.body, bodyFor(route)).success ? [`${route.method} ${route.path}: no valid body`] : [];
      return 'missing' in address ? [`${route.method} ${route.path}: no owner id for "${address.missing}"`, ...body] : body;
    });
    expect(gaps).toEqual([]);
    expect(withIds.length).toBeGreaterThan(30);
  });

  it("answers 404 or 403 to another account's user and to roles that may not call it, and leaves the owner's data unchanged", async () => {
    const before = await ownersView();
    const leaks: string[] = [];
    for (const route of withIds) {
      const owner = ownerOf(route);
      const address = addressOf(route);
      if (!owner || 'missing' in address) continue;
      const allowed = (login: Login) => !route.access.roles || route.access.roles.some((role) => role === login.roleId);
      const strangers = logins.filter(
        (login) => !(login.esme === OWNER_ESME && allowed(login)) && !(login.roleId === 0 && PLATFORM_WIDE_FOR_ADMIN.includes(route.path)),
      );
      for (const stranger of strangers) {
        const answer = await (await client(stranger)).call(route.method.toUpperCase(), address.path, { query: address.query, body: route.body ? bodyFor(route) : undefined });
        const where = `${route.method} ${route.path} as ${stranger.username} (role ${stranger.roleId}, account ${stranger.esme})`;
        // A list filtered by a foreign id may answer with the stranger's own (empty) list, as long as none of the owner's rows are in it.
        // Only the owner's uuids can be searched for in the text; a version number such as 1 is in any page count.
        const ownerUuids = Object.values(ids).filter((id) => /^[0-9a-f-]{36}$/.test(id));
        const ownRows = route.method === 'get' && !/:\w+/.test(route.path) && answer.status === 200 && !ownerUuids.some((id) => JSON.stringify(answer.json).includes(id));
        if (![403, 404].includes(answer.status) && !ownRows) leaks.push(`${where}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await ownersView()).toEqual(before);
  });
});
