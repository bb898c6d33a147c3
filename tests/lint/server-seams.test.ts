// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's real lint configuration, run on small files placed where they would break a seam.
const eslint = new ESLint({ cwd: process.cwd() });

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const used = (code: string, name: string) => `${code}\nexport const uses = ${name};`;
// A domain's routes are named with their domain ("of type 'server-routes' with domain 'tables'").
const refusal = (from: string, to: string) => new RegExp(`boundaries/element-types: .*File is of type '${from}'(?: with domain '[^']*')?. Dependency is of type '${to}'`);

describe('the lint rules that keep the server seams closed', () => {
  it.each([
    "export const rcs = (campaign: { channel: string }) => campaign.channel === 'rcs';",
    "export const other = (channel: string) => 'whatsapp' !== channel;",
  ])('refuses dispatch branching on a channel name: %s', async (code) => {
    expect((await problemsOf('server/messaging/dispatch/probe.ts', code)).join('\n')).toMatch(/no-restricted-syntax: Dispatch does not branch on a channel's name/);
  });

  it('lets a channel strategy and a dispatch test name their channel', async () => {
    const code = "export const rcs = (campaign: { channel: string }) => campaign.channel === 'rcs';";
    expect(await problemsOf('server/messaging/channels/rcs/probe.ts', code)).toEqual([]);
    expect(await problemsOf('server/messaging/dispatch/probe.test.ts', code)).toEqual([]);
  });

  it('refuses a route wrapper, and lets a function make routes of its own', async () => {
    const route = "import { defineRoute, type AnyRoute } from '../../platform/http/route';\nimport { routeFamily } from '../../platform/access/route-families';\n";
    const wrapper = `${route}export const chatbotRoute = (def: AnyRoute) => defineRoute({ ...def, ...routeFamily.chatbot });`;
    expect((await problemsOf('server/chatbot/routes/probe.ts', wrapper)).join('\n')).toMatch(/no-restricted-syntax: No route wrapper/);
    const maker = `${route}export const listAt = (path: string) => defineRoute({ ...routeFamily.chatbot, path } as unknown as AnyRoute);`;
    expect(await problemsOf('server/chatbot/routes/probe.ts', maker)).toEqual([]);
  });

  it("refuses SQL in a domain's routes, and lets the store beside them run it", async () => {
    const running = "import type { Queryable } from '../../platform/db/db';\nexport const count = (q: Queryable) => q.query('select count(*) from contact_lists');";
    expect((await problemsOf('server/tables/routes/probe.ts', running)).join('\n')).toMatch(/no-restricted-syntax: A route runs no SQL/);
    expect((await problemsOf('server/messaging/events/routes/probe.ts', running.replace('../../platform', '../../../platform'))).join('\n')).toMatch(/no-restricted-syntax: A route runs no SQL/);
    expect(await problemsOf('server/tables/probe-repo.ts', running.replace('../../platform', '../platform'))).toEqual([]);
  });

  it('keeps Hono out of services and stores, and lets routes, the HTTP layer and the root use it', async () => {
    const speaking = "import type { Context } from 'hono';\nexport const header = (c: Context) => c.req.header('session');";
    expect((await problemsOf('server/tables/probe-service.ts', speaking)).join('\n')).toMatch(/no-restricted-imports: .*A service or store knows no HTTP/);
    expect((await problemsOf('server/platform/auth/probe.ts', speaking)).join('\n')).toMatch(/no-restricted-imports: .*A service or store knows no HTTP/);
    expect(await problemsOf('server/tables/routes/probe.ts', speaking)).toEqual([]);
    expect(await problemsOf('server/platform/http/probe.ts', speaking)).toEqual([]);
  });

  // One wrong import for each step of the floors (eslint.config.js serverFloors), each the kind that ran back up before.
  it.each([
    ['server/platform/db/probe.ts', "import { findUserByUsername } from '../../users/users-repo';", 'server-ground', 'server-users'],
    ['server/platform/http/probe.ts', "import { withTrackedLinks } from '../../insights/message-links';", 'server-http', 'server-insights'],
    ['server/users/probe.ts', "import { routeRules } from '../platform/access/route-rules';", 'server-users', 'server-access'],
    ['server/chatbot/repo/probe.ts', "import { runGatewayTurn } from '../gateway/gateway-turn';", 'server-chatbot-store', 'server-chatbot'],
    ['server/platform/context.ts', "import { sandboxSignupProvider } from '../messaging/sandbox/social-login/sandbox-signup-provider';", 'server-context', 'server-sandbox'],
    ['server/platform/auth/probe.ts', "import { routeRules } from '../access/route-rules';", 'server-auth', 'server-access'],
    ['server/platform/access/probe.ts', "import { admit } from '../http/admit';", 'server-access', 'server-http'],
    ['server/insights/probe.ts', "import { actorOf } from '../messaging/campaigns/campaign-actions';", 'server-insights', 'server-messaging-campaigns'],
    // Inside messaging/, a step at a time: pacing › campaigns › rcs-campaigns › channels › dispatch, templates, sandbox › events, open.
    ['server/messaging/pacing/probe.ts', "import { variablesFor } from '../campaigns/recipient-variables';", 'server-messaging-pacing', 'server-messaging-campaigns'],
    ['server/messaging/campaigns/probe.ts', "import { removeExcluded } from '../rcs-campaigns/rcs-audience';", 'server-messaging-campaigns', 'server-messaging-rcs-campaigns'],
    ['server/messaging/rcs-campaigns/probe.ts', "import { campaignChannels } from '../channels/campaign-channels';", 'server-messaging-rcs-campaigns', 'server-messaging-channels'],
    ['server/messaging/channels/whatsapp/probe.ts', "import { startWhatsappSandbox } from '../../sandbox/whatsapp/start-whatsapp-sandbox';", 'server-messaging-channels', 'server-sandbox'],
    ['server/messaging/channels/probe.ts', "import { loadDispatchCampaign } from '../dispatch/dispatch-campaign';", 'server-messaging-channels', 'server-messaging-dispatch'],
    ['server/messaging/dispatch/probe.ts', "import { takeChannelEvents } from '../events/take-channel-events';", 'server-messaging-dispatch', 'server-messaging-events'],
    ['server/messaging/sandbox/probe.ts', "import { openMessagingChannels } from '../open/open-channels';", 'server-sandbox', 'server-open-channels'],
    ['server/messaging/events/probe.ts', "import { runAutomations } from '../../automation/run-automations';", 'server-messaging-events', 'server-automation'],
    // The three that ran back up inside messaging/ before its floors were drawn.
    ['server/messaging/pacing/probe.ts', "import type { DispatchDeps } from '../dispatch/dispatch-deps';", 'server-messaging-pacing', 'server-messaging-dispatch'],
    ['server/messaging/campaigns/probe.ts', "import { loadDispatchCampaign } from '../dispatch/dispatch-campaign';", 'server-messaging-campaigns', 'server-messaging-dispatch'],
    ['server/messaging/campaigns/probe.ts', "import { campaignChannels } from '../channels/campaign-channels';", 'server-messaging-campaigns', 'server-messaging-channels'],
    ['server/messaging/campaigns/probe.ts', "import { runAutomations } from '../../automation/run-automations';", 'server-messaging-campaigns', 'server-automation'],
    ['server/automation/probe.ts', "import { createList } from '../tables/contact-lists-repo';", 'server-automation', 'server-tables'],
    ['server/tables/probe.ts', "import { EXPORT_KINDS } from '../exports/export-kinds';", 'server-tables', 'server-exports'],
    ['server/exports/kinds/probe.ts', "import { tablesRoutes } from '../../tables/routes';", 'server-exports', 'server-routes'],
    ['server/tables/routes/probe.ts', "import { createApp } from '../../app';", 'server-routes', 'server-root'],
    // A domain's services stand under every domain's routes and over every store they join.
    ['server/rcs/services/probe.ts', "import { rcsTemplateAreaRoutes } from '../routes/templates';", 'server-services', 'server-routes'],
    ['server/rcs/probe.ts', "import { syncBotTemplates } from './services/bot-syncup';", 'server-rcs', 'server-services'],
    ['server/app.ts', "import { startTestServer } from './testing/test-server';", 'server-root', 'server-testing'],
    // A test helper lives in a `testing/` folder: named the old way, beside the routes, it is a route file and may not reach the test server.
    ['server/chatbot/routes/chatbot-testing.ts', "import { startTestServer } from '../../testing/test-server';", 'server-routes', 'server-testing'],
  ])('refuses %s importing a floor above it', async (filePath, code, from, to) => {
    expect((await problemsOf(filePath, code)).join('\n')).toMatch(refusal(from, to));
  });

  it.each([
    ['server/webhook-rules/probe.ts', "import { EXPORT_KINDS } from '../exports/export-kinds';", 'server-webhook-rules', 'server-exports'],
    ['server/tables/probe.ts', "import { forwardChannelEvents } from '../webhook-rules/forward-events';", 'server-tables', 'server-webhook-rules'],
    ['server/insights/probe.ts', "import { runGatewayTurn } from '../chatbot/gateway/gateway-turn';", 'server-insights', 'server-chatbot'],
    ['server/messaging/pacing/probe.ts', "import { startCampaignQueue } from '../queue/campaign-queue';", 'server-messaging-pacing', 'server-messaging-queue'],
    ['server/messaging/dispatch/probe.ts', "import { listTemplates } from '../templates/templates-repo';", 'server-messaging-dispatch', 'server-messaging-templates'],
    ['server/messaging/templates/probe.ts', "import { claimChunk } from '../dispatch/claim-chunk';", 'server-messaging-templates', 'server-messaging-dispatch'],
    ['server/messaging/sandbox/probe.ts', "import { claimChunk } from '../dispatch/claim-chunk';", 'server-sandbox', 'server-messaging-dispatch'],
    ['server/messaging/events/probe.ts', "import { openMessagingChannels } from '../open/open-channels';", 'server-messaging-events', 'server-open-channels'],
  ])('refuses %s importing a domain beside it on its floor', async (filePath, code, from, to) => {
    expect((await problemsOf(filePath, code)).join('\n')).toMatch(refusal(from, to));
  });

  it("keeps a domain's routes to its own: another domain's routes are refused, its own and what stands below let in", async () => {
    const crossing = used("import { columnListRoute } from '../../exports/routes/download-columns';", 'columnListRoute');
    expect((await problemsOf('server/session/routes/probe.ts', crossing)).join('\n')).toMatch(
      /boundaries\/element-types: .*File is of type 'server-routes' with domain 'session'. Dependency is of type 'server-routes' with domain 'exports'/,
    );
    expect(await problemsOf('server/rcs/routes/probe.ts', used("import { rcsTemplateAreaRoutes } from './templates';", 'rcsTemplateAreaRoutes'))).toEqual([]);
    expect(await problemsOf('server/messaging/events/routes/probe.ts', used("import { takeChannelEvents } from '../take-channel-events';", 'takeChannelEvents'))).toEqual([]);
    const belowBoth = "import { providerOf } from '../../channel/provider-answers';";
    expect(await problemsOf('server/campaigns/routes/probe.ts', used(belowBoth, 'providerOf'))).toEqual([]);
    expect(await problemsOf('server/whatsapp-accounts/routes/probe.ts', used(belowBoth, 'providerOf'))).toEqual([]);
  });

  it("lets a domain's services join its store with another domain's, and refuses another domain's services", async () => {
    expect(await problemsOf('server/rcs/services/probe.ts', used("import { listFlowDocuments } from '../../chatbot/repo/flows';", 'listFlowDocuments'))).toEqual([]);
    expect(await problemsOf('server/rcs/services/probe.ts', used("import { messageNodesOf } from './bot-messages';", 'messageNodesOf'))).toEqual([]);
    expect((await problemsOf('server/rcs/services/probe.ts', used("import { syncWabaNumbers } from '../../whatsapp-accounts/services/sync-phone-numbers';", 'syncWabaNumbers'))).join('\n')).toMatch(
      /boundaries\/element-types: .*File is of type 'server-services' with domain 'rcs'. Dependency is of type 'server-services' with domain 'whatsapp-accounts'/,
    );
  });

  it('keeps the messaging ports out of the platform context: the composition root merges them in', async () => {
    const port = "import type { TemplateProvider } from '../messaging/templates/template-provider';\nexport type Port = TemplateProvider;";
    expect((await problemsOf('server/platform/context.ts', port)).join('\n')).toMatch(refusal('server-context', 'server-messaging-templates'));
    expect(await problemsOf('server/context-ports.ts', port.replace('../messaging', './messaging'))).toEqual([]);
  });

  it('lets each floor stand on the floors below it, and tests on the whole server', async () => {
    expect(await problemsOf('server/users/probe.ts', used("import { ApiError } from '../platform/api-error';", 'ApiError'))).toEqual([]);
    expect(await problemsOf('server/exports/kinds/probe.ts', used("import { createList } from '../../tables/contact-lists-repo';", 'createList'))).toEqual([]);
    expect(await problemsOf('server/tables/routes/probe.ts', used("import { createList } from '../contact-lists-repo';", 'createList'))).toEqual([]);
    expect(await problemsOf('server/app.ts', used("import { apiRoutes } from './api-routes';", 'apiRoutes'))).toEqual([]);
    expect(await problemsOf('server/messaging/dispatch/probe.test.ts', used("import { startTestServer } from '../../testing/test-server';", 'startTestServer'))).toEqual([]);
    const dispatchStands = "import { campaignChannels } from '../channels/campaign-channels';\nimport { variablesFor } from '../campaigns/recipient-variables';\nimport { createDispatchPacing } from '../pacing/dispatch-pacing';";
    expect(await problemsOf('server/messaging/dispatch/probe.ts', used(dispatchStands, '[campaignChannels, variablesFor, createDispatchPacing]'))).toEqual([]);
    expect(await problemsOf('server/messaging/open/probe.ts', used("import { startRcsSandbox } from '../sandbox/rcs/start-rcs-sandbox';", 'startRcsSandbox'))).toEqual([]);
    expect(await problemsOf('server/chatbot/gateway/testing/probe.ts', used("import { startTestServer } from '../../../testing/test-server';", 'startTestServer'))).toEqual([]);
  });

  it('refuses a server file outside every floor', async () => {
    expect((await problemsOf('server/somewhere-new/probe.ts', '')).join('\n')).toMatch(/boundaries\/no-unknown-files/);
    expect((await problemsOf('server/messaging/somewhere-new/probe.ts', '')).join('\n')).toMatch(/boundaries\/no-unknown-files/);
  });
});
