import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_BASE } from '@/api/contracts/whatsapp-accounts';
import { sandboxCode, signupPayload, SMART_MESSAGING_APP } from '../../../testing/routes/accounts';
import { signedIn } from '../../../testing/routes/chatbot';
import { demoLogins } from '../../../seed/demo-accounts';
import type { ApiClient } from '../../../testing/api-client';
import { debugToken, shapeProblems } from '../../../testing/meta-docs-examples';
import { loadMetaOpenApi } from '../../../testing/meta-openapi';
import { testDatabases } from '../../../testing/test-databases';
import { startTestServer, withOptions, type TestServer } from '../../../testing/test-server';
import { createCloudApiClient } from '../../channels/whatsapp/cloud-api-client';
import { createGraphSignupProvider } from '../../channels/whatsapp/graph-signup-provider';
import { templateContent } from '@/api/contracts/whatsapp-template';
import { openSecret } from '../../channels/sealed-secret';
import { createWabaTokens } from '../../channels/whatsapp/waba-tokens';
import { redeemSandboxCode } from '../social-login/sandbox-signup-provider';
import { ourNumbers } from './our-numbers';
import { sandboxSignupMemory } from './signup-memory';
import { startWhatsappSandbox, type WhatsappSandbox } from './start-whatsapp-sandbox';

const ACME = demoLogins.designer.esme;
const SECRET = 'sandbox-app-secret';
const systemToken = 'system-user-token';
const tokenKey = Buffer.alloc(32, 7);
const shipped = (name: string) => templateContent.parse({ name, language: 'en_US', category: 'UTILITY', components: [{ type: 'BODY', text: 'Your order has shipped.' }] });

/**
 * Issue #32: embedded sign-up's code exchange over HTTP against the WhatsApp sandbox's Graph calls,
 * with the production client (`createGraphSignupProvider`) and a code the sandbox dialog issued: the
 * same path a deployment on Meta takes, where it had only ever met a test's stand-in.
 */
describe.each(testDatabases)('embedded sign-up against the sandbox Graph API on $name', (database) => {
  let base: TestServer;
  let sandbox: WhatsappSandbox;
  let designer: ApiClient;
  const seen: Array<{ method: string; path: string; status: number; body: unknown }> = [];

  beforeAll(async () => {
    base = await startTestServer(database);
    sandbox = await startWhatsappSandbox({
      appSecret: 'webhook-secret',
      accessToken: systemToken,
      timing: 'instant',
      deliverWebhook: () => Promise.resolve(),
      signup: { apps: { [SMART_MESSAGING_APP]: SECRET }, redeemCode: (code, appId) => redeemSandboxCode(base.db, code, appId, base.clock.now()), memory: sandboxSignupMemory(base.db) },
    });
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      seen.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname.replace(/^\/v\d+\.\d+\//, ''), status: response.status, body: await response.clone().json() });
      return response;
    };
    const provider = createGraphSignupProvider({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', appSecrets: { [SMART_MESSAGING_APP]: SECRET }, fetch: recording });
    designer = await signedIn(withOptions(base, { signupProvider: provider, businessTokens: createWabaTokens(base.db, tokenKey) }), demoLogins.designer);
  });
  afterAll(async () => {
    await sandbox.close();
    await base.dispose();
  });

  it('trades a dialog code for the business token, finds the shared WABA and its number, subscribes our app and stores both', async () => {
    seen.length = 0;
    const { code } = await sandboxCode(designer);
    const answer = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, code) });
    expect(answer.json).toMatchObject({ result: 200, waba_data: [{ waba_id: expect.stringMatching(/^\d{15}$/), status: 'APPROVED' }] });
    const wabaId = answer.json.waba_data[0].waba_id as string;
    expect(seen.map((request) => [request.method, request.path, request.status])).toEqual([
      ['GET', 'oauth/access_token', 200],
      ['GET', 'debug_token', 200],
      ['GET', wabaId, 200],
      ['GET', `${wabaId}/phone_numbers`, 200],
      ['POST', `${wabaId}/subscribed_apps`, 200],
    ]);
    const [number] = await base.db.query<{ id: string; display_number: string; status: string }>('select id, display_number, status from sender_numbers where waba_id = $1', [wabaId]);
    expect(number).toMatchObject({ display_number: expect.stringMatching(/^\+1555\d{7}$/), status: 'CONNECTED' });

    // The new number sends at once through the same provider, as it would on Meta after sign-up.
    expect(await sandbox.knows(number!.id)).toBe(true);
    const token = (seen[0]!.body as { access_token: string }).access_token;
    expect(sandbox.signups?.byToken(token)).toEqual({ wabaId, numberId: number!.id });

    // Meta's own description of the calls it has one for.
    const meta = await loadMetaOpenApi();
    expect(meta.response('get', '/{Version}/{WABA-ID}/phone_numbers', 200).problems(seen[3]!.body)).toEqual([]);
    expect(meta.response('post', '/{Version}/{WABA-ID}/subscribed_apps', 200).problems(seen[4]!.body)).toEqual([]);
    // debug_token is outside the file: Meta's published example answer instead.
    expect(shapeProblems(debugToken, seen[1]!.body)).toEqual([]);
    expect(shapeProblems(debugToken, { data: { ...(seen[1]!.body as { data: object }).data, expires_at: '0' } })).toEqual(['data.expires_at: string where the page shows integer']);
  });

  it("refuses a spent code and a wrong app secret, and keeps one business's token out of another's WABA", async () => {
    const { code } = await sandboxCode(designer);
    expect((await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, code) })).json.result).toBe(200);
    const again = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, code) });
    expect(again.json).toMatchObject({ message: expect.stringContaining('code 100') });

    const wrongSecret = await fetch(`${sandbox.baseUrl}/v23.0/oauth/access_token?client_id=${SMART_MESSAGING_APP}&client_secret=nope&code=x`);
    expect(await wrongSecret.json()).toMatchObject({ error: { type: 'OAuthException', code: 1 } });

    // Another business's token cannot read this WABA; without a token nothing answers.
    const other = await sandboxCode(designer);
    await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, other.code) });
    const tokens = seen.filter((request) => request.path === 'oauth/access_token' && request.status === 200).map((request) => (request.body as { access_token: string }).access_token);
    const [first, second] = tokens.slice(-2);
    const wabaOfFirst = sandbox.signups!.byToken(first!)!.wabaId;
    const asOther = createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken: second! });
    await expect(asOther.listTemplates(wabaOfFirst)).rejects.toMatchObject({ code: 100 });
    expect((await fetch(`${sandbox.baseUrl}/v23.0/${wabaOfFirst}`)).status).toBe(401);
  });

  it("keeps the business token sealed and uses it for the new WABA's templates and sends, where the system user's token is refused, across a restart", async () => {
    seen.length = 0;
    const { code } = await sandboxCode(designer);
    const answer = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, code) });
    const wabaId = answer.json.waba_data[0].waba_id as string;
    const token = (seen[0]!.body as { access_token: string }).access_token;
    const [number] = await base.db.query<{ id: string; display_number: string }>('select id, display_number from sender_numbers where waba_id = $1', [wabaId]);

    const [kept] = await base.db.query<{ sealed_token: string }>('select sealed_token from waba_tokens where waba_id = $1', [wabaId]);
    expect(kept?.sealed_token).not.toContain(token);
    expect(openSecret(tokenKey, kept!.sealed_token)).toBe(token);
    expect(JSON.stringify(answer.json)).not.toContain(token);

    // A customer wrote first, so a free-form reply is inside their 24-hour window.
    await sandbox.sendInbound({ from: '+919812345678', toPhoneNumberId: number!.id, text: 'Hi, are you open?' });
    const send = { messaging_product: 'whatsapp' as const, to: '919812345678', type: 'text' as const, text: { body: 'Yes, until 8 pm.' } };
    const asSystemUser = createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken: systemToken });
    await expect(asSystemUser.createTemplate(wabaId, shipped('order_shipped'))).rejects.toMatchObject({ code: 100 });
    await expect(asSystemUser.sendText(number!.id, send)).rejects.toMatchObject({ code: 100 });

    const ours = createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken: systemToken, tokenFor: createWabaTokens(base.db, tokenKey).tokenFor });
    expect(await ours.createTemplate(wabaId, shipped('order_shipped'))).toMatchObject({ id: expect.any(String), status: 'PENDING' });
    expect((await ours.listTemplates(wabaId)).data.map((template) => template.name)).toEqual(['order_shipped']);
    expect((await ours.sendText(number!.id, send)).messages[0]?.id).toMatch(/^wamid\./);

    // Meta remembers the businesses it signed up; so does the sandbox, through a restart.
    const restarted = await startWhatsappSandbox({
      appSecret: 'webhook-secret',
      accessToken: systemToken,
      timing: 'instant',
      deliverWebhook: () => Promise.resolve(),
      phoneNumbers: [],
      findNumbers: ourNumbers(base.db),
      signup: { apps: {}, redeemCode: async () => null, memory: sandboxSignupMemory(base.db) },
    });
    try {
      await restarted.sendInbound({ from: '+919812345678', toPhoneNumberId: number!.id, text: 'And tomorrow?' });
      const again = createCloudApiClient({ baseUrl: restarted.baseUrl, graphApiVersion: 'v23.0', accessToken: systemToken, tokenFor: createWabaTokens(base.db, tokenKey).tokenFor });
      expect((await again.sendText(number!.id, send)).messages[0]?.id).toMatch(/^wamid\./);
      await expect(createCloudApiClient({ baseUrl: restarted.baseUrl, graphApiVersion: 'v23.0', accessToken: systemToken }).sendText(number!.id, send)).rejects.toMatchObject({ code: 100 });
    } finally {
      await restarted.close();
    }
  });
});
