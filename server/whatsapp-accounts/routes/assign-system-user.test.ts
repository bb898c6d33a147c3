import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_BASE } from '@/api/contracts/whatsapp-accounts';
import { WABA_BASE } from '@/api/contracts/whatsapp-waba';
import { createApp } from '../../app';
import type { ServerOptions } from '../../platform/context';
import { createCloudApiClient } from '../../messaging/channels/whatsapp/cloud-api-client';
import { createGraphSignupProvider } from '../../messaging/channels/whatsapp/graph-signup-provider';
import { createWabaTokens } from '../../messaging/channels/whatsapp/waba-tokens';
import { redeemSandboxCode } from '../../messaging/sandbox/social-login/sandbox-signup-provider';
import { ourNumbers } from '../../messaging/sandbox/whatsapp/our-numbers';
import { sandboxSignupMemory } from '../../messaging/sandbox/whatsapp/signup-memory';
import { startWhatsappSandbox, type WhatsappSandbox } from '../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { demoLogins, demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, TEST_BCRYPT_COST, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { sandboxCode, signupPayload, SMART_MESSAGING_APP } from '../../testing/routes/accounts';

const ACME = demoLogins.designer.esme;
const LOUNGE_WABA = demoMessaging.find((demo) => demo.esme === demoLogins.lounge.esme)!.waba.id;
const SECRET = 'assign-app-secret';
const systemToken = 'assign-system-token';
const SYSTEM_USER = '100000000000777';
const tokenKey = Buffer.alloc(32, 9);

describe.each(testDatabases)('assignSystemUser on $name', (database) => {
  let base: TestServer;
  let sandbox: WhatsappSandbox;
  let designer: ApiClient;
  let withoutSystemUser: ApiClient;
  beforeAll(async () => {
    base = await startTestServer(database);
    sandbox = await startWhatsappSandbox({
      appSecret: 'webhook-secret',
      accessToken: systemToken,
      timing: 'instant',
      deliverWebhook: () => Promise.resolve(),
      // Meta knows our own WABAs (the demo ones) as the production sandbox does: from our database.
      phoneNumbers: [],
      findNumbers: ourNumbers(base.db),
      signup: { apps: { [SMART_MESSAGING_APP]: SECRET }, redeemCode: (code, appId) => redeemSandboxCode(base.db, code, appId, base.clock.now()), memory: sandboxSignupMemory(base.db), systemUserId: SYSTEM_USER },
    });
    const tokens = createWabaTokens(base.db, tokenKey);
    const app = (options: Partial<ServerOptions>) =>
      createApp({
        db: base.db,
        config: base.config,
        logger: pino({ level: 'silent' }),
        options: {
          bcryptCost: TEST_BCRYPT_COST,
          trustProxy: true,
          now: base.clock.now,
          signupProvider: createGraphSignupProvider({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', appSecrets: { [SMART_MESSAGING_APP]: SECRET } }),
          businessTokens: tokens,
          ...options,
        },
        // Our client as production wires it: the WABA's own token when one is kept, else the system user's.
        templateProvider: createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken: systemToken, tokenFor: tokens.tokenFor }),
      });
    designer = await signedIn({ ...base, app: app({ whatsappSystemUserId: SYSTEM_USER }) }, demoLogins.designer);
    withoutSystemUser = await signedIn({ ...base, app: app({}) }, demoLogins.designer);
  });
  afterAll(async () => {
    await sandbox.close();
    await base.dispose();
  });

  const signUp = async () => {
    const { code } = await sandboxCode(designer);
    const answer = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, code) });
    return answer.json.waba_data[0].waba_id as string;
  };
  const assign = (api: ApiClient, body: Record<string, unknown>) => api.call('POST', `${WABA_BASE}/assignSystemUser`, { body });
  const asSystemUser = () => createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken: systemToken });

  it("lets our system user's token reach a signed-up WABA once the business assigned it, with the business's own token", async () => {
    const wabaId = await signUp();
    await expect(asSystemUser().listTemplates(wabaId)).rejects.toMatchObject({ code: 100 });

    const answer = await assign(designer, { esmeaddr: ACME, wabaId });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, systemUserId: SYSTEM_USER });
    expect((await asSystemUser().listTemplates(wabaId)).data).toEqual([]);
    expect((await asSystemUser().listPhoneNumbers(wabaId)).length).toBe(1);
  });

  it('says why when no system user is configured, and changes nothing', async () => {
    const wabaId = await signUp();
    const unset = await assign(withoutSystemUser, { wabaId });
    expect(unset.status).toBe(502);
    expect(unset.json.message).toContain('WHATSAPP_SYSTEM_USER_ID');
    await expect(asSystemUser().listTemplates(wabaId)).rejects.toMatchObject({ code: 100 });
  });

  it("refuses a malformed WABA id naming the field and another account's WABA", async () => {
    const bad = await assign(designer, { wabaId: 'waba' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('wabaId');
    expect((await assign(designer, { wabaId: LOUNGE_WABA })).status).toBe(404);
  });

  it('answers success on a WABA our own business holds, which our system user manages already', async () => {
    const ours = await assign(designer, { wabaId: demoMessaging.find((entry) => entry.esme === ACME)!.waba.id });
    expect(ours.json).toEqual({ success: true, systemUserId: SYSTEM_USER });
  });
});
