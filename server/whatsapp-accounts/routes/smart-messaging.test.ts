import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMART_MESSAGING_FEATURES_PATH } from '@/api/contracts/smart-messaging';
import { SIGNUP_BASE } from '@/api/contracts/whatsapp-accounts';
import { demoLogins } from '../../seed/demo-accounts';
import { applyChannelEvents } from '../../messaging/campaigns/apply-events';
import { parseWhatsappWebhook } from '../../messaging/channels/whatsapp/parse-webhook';
import { loadDispatchCampaign } from '../../messaging/dispatch/dispatch-campaign';
import { mmLiteTermsSigned } from '../../testing/meta-docs-examples';
import { campaignChannels } from '../../messaging/channels/campaign-channels';
import type { ApiClient } from '../../testing/api-client';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { sandboxCode, signupPayload } from '../../testing/routes/accounts';

const ACME = demoLogins.designer.esme;

describe.each(testDatabases)('Marketing Messages Lite onboarding and the smart-messaging features path on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  const features = async (api: ApiClient, esmeaddr: number = ACME) => api.call('POST', SMART_MESSAGING_FEATURES_PATH, { body: { esmeaddr } });

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
  });
  afterAll(() => server.dispose());

  it("lists the account's WABAs as not onboarded until the smart-messaging sign-up onboards one", async () => {
    const before = await features(designer);
    expect(before.status).toBe(200);
    expect(before.json.features.length).toBeGreaterThan(0);
    for (const feature of before.json.features) expect(feature).toMatchObject({ channelId: 'WABA', featureType: 'MMLITE', enabled: false, enabledOn: null });

    const { code } = await sandboxCode(designer);
    const plain = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, code, { feature_type: 'whatsapp_embedded_signup' }) });
    const second = await sandboxCode(designer);
    const mmLite = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, second.code, { feature_type: 'marketing_messages_lite' }) });
    expect([plain.json.result, mmLite.json.result]).toEqual([200, 200]);

    const after = (await features(designer)).json.features as Array<{ wabaId: string; enabled: boolean; enabledOn: string | null }>;
    const byId = new Map(after.map((feature) => [feature.wabaId, feature]));
    expect(byId.get(mmLite.json.waba_data[0].waba_id)).toMatchObject({ enabled: true, enabledOn: server.clock.now().toISOString() });
    expect(byId.get(plain.json.waba_data[0].waba_id)).toMatchObject({ enabled: false });
    expect(after.filter((feature) => feature.enabled)).toHaveLength(1);

    // Meta's account_update MM_LITE_TERMS_SIGNED (its published example, naming this WABA) onboards the other one.
    const body = structuredClone(mmLiteTermsSigned.body) as { entry: { changes: { value: { waba_info: { waba_id: string } } }[] }[] };
    body.entry[0]!.changes[0]!.value.waba_info.waba_id = plain.json.waba_data[0].waba_id;
    const parsed = parseWhatsappWebhook(body, server.clock.now());
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(await applyChannelEvents(server.db, parsed.events)).toEqual(['mm-lite-terms']);
    const signed = (await features(designer)).json.features as Array<{ wabaId: string; enabled: boolean; enabledOn: string | null }>;
    expect(signed.find((feature) => feature.wabaId === plain.json.waba_data[0].waba_id)).toMatchObject({ enabled: true, enabledOn: '2025-09-08T14:00:00.000Z' });
  });

  it("has a campaign's marketing template from an onboarded WABA's number go through marketing_messages, a utility one through messages", async () => {
    const { code } = await sandboxCode(designer);
    const answer = await designer.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(ACME, code, { feature_type: 'marketing_messages_lite' }) });
    const wabaId = answer.json.waba_data[0].waba_id as string;
    const [number] = await server.db.query<{ id: string }>('select id from sender_numbers where waba_id = $1', [wabaId]);
    const [marketing] = await server.db.query<{ sno: number }>("select sno from whatsapp_templates where esme = $1 and category = 'MARKETING' and status = 'APPROVED' limit 1", [ACME]);
    const [utility] = await server.db.query<{ sno: number }>("select sno from whatsapp_templates where esme = $1 and category = 'UTILITY' and status = 'APPROVED' limit 1", [ACME]);
    const id = '5c0d7a4e-3b2f-4e1a-9d8c-7b6a5f4e3d2c';
    const now = server.clock.now();
    await server.db.query(
      `insert into campaigns (id, esme, channel, name, sender_id, audience_kind, state, maker_id, maker_name, created_on, updated_on)
       values ($1, $2, 'whatsapp', 'Spring offer', $3, 'UPLOAD_FILE', 'RUNNING', $1, 'test', $4, $4)`,
      [id, ACME, number!.id, now],
    );
    const contentWith = async (templateSno: number) => {
      await server.db.query('update campaigns set template_sno = $2 where id = $1', [id, templateSno]);
      const row = await loadDispatchCampaign(server.db, id);
      return campaignChannels.whatsapp.contentOf(row!)?.message;
    };
    expect(await contentWith(marketing!.sno)).toMatchObject({ channel: 'whatsapp', marketingMessages: true });
    expect(await contentWith(utility!.sno)).not.toHaveProperty('marketingMessages');
  });

  it("refuses another account's esmeaddr and users who may not sign up", async () => {
    expect((await features(designer, demoLogins.lounge.esme)).status).toBe(403);
    const userAdmin = await signedIn(server, demoLogins.userAdmin);
    expect((await features(userAdmin)).status).toBe(403);
    expect((await designer.call('POST', SMART_MESSAGING_FEATURES_PATH, { body: { esmeaddr: ACME }, auth: false })).status).toBe(401);
  });
});
