import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_BASE } from '@/api/contracts/whatsapp-accounts';
import { WABA_BASE } from '@/api/contracts/whatsapp-waba';
import type { WhatsappSandbox } from '../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { demoLogins, demoMessaging } from '../../seed/demo-accounts';
import type { ApiClient } from '../../testing/api-client';
import { loadMetaOpenApi } from '../../testing/meta-openapi';
import { testDatabases } from '../../testing/test-databases';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { signedIn } from '../../testing/routes/chatbot';
import { withTemplateSandbox } from '../../testing/routes/templates';

const ACME = demoMessaging.find((demo) => demo.esme === demoLogins.designer.esme)!;
const LOUNGE = demoMessaging.find((demo) => demo.esme === demoLogins.lounge.esme)!;

interface Number {
  senderId: string;
  displayNumber: string;
  verifiedName: string;
  status: string;
  quality: string;
  throughput: number;
  messagingLimit: number | null;
}

describe.each(testDatabases)('syncPhoneNumber on $name', (database) => {
  let base: TestServer;
  let sandbox: WhatsappSandbox;
  let designer: ApiClient;
  let userAdmin: ApiClient;
  beforeAll(async () => {
    base = await startTestServer(database);
    const wired = await withTemplateSandbox(base);
    sandbox = wired.sandbox;
    designer = await signedIn(wired.server, demoLogins.designer);
    userAdmin = await signedIn(wired.server, demoLogins.userAdmin);
  });
  afterAll(async () => {
    await sandbox.close();
    await base.dispose();
  });

  const sync = (api: ApiClient, body: Record<string, unknown>) => api.call('POST', `${WABA_BASE}/syncPhoneNumber`, { body });
  const numbers = async (): Promise<Number[]> => (await designer.call('GET', `${SIGNUP_BASE}/account_metrics/${ACME.esme}/getSenderDetails`)).json.wabas.find((waba: { wabaId: string }) => waba.wabaId === ACME.waba.id).numbers;

  it('answers, as Meta describes it, what our numbers already say: a first sync changes nothing', async () => {
    const answer = await fetch(`${sandbox.baseUrl}/v18.0/${ACME.waba.id}/phone_numbers?fields=id,display_phone_number,quality_rating,messaging_limit_tier,throughput`, { headers: { authorization: 'Bearer template-test-token' } });
    const meta = await loadMetaOpenApi();
    const body: unknown = await answer.json();
    expect(meta.response('get', '/{Version}/{WABA-ID}/phone_numbers', 200).problems(body)).toEqual([]);
    const before = await numbers();
    expect((await sync(designer, { esmeaddr: ACME.esme, wabaId: ACME.waba.id })).json).toEqual({ added: 0, updated: 0, messagingLimit: 10_000 });
    expect(await numbers()).toEqual(before);
  });

  it("brings in what Meta changed (name, quality, tier, throughput) and a number added in WhatsApp Manager", async () => {
    const [first] = ACME.numbers;
    sandbox.numbers.change(first!.id, { verifiedName: 'Acme Retail Outlet', quality: 'RED', tier: 'TIER_100K', throughput: 'HIGH' });
    sandbox.numbers.add({ id: '100100000000109', displayPhoneNumber: '919800000109', wabaId: ACME.waba.id, verifiedName: 'Acme Retail Returns', quality: 'GREEN', messagingLimit: 10_000 });

    const synced = await sync(designer, { wabaId: ACME.waba.id });
    expect(synced.status).toBe(200);
    // The tier is the portfolio's: the highest Meta reports for the WABA's numbers.
    expect(synced.json).toEqual({ added: 1, updated: 1, messagingLimit: 100_000 });
    const after = await numbers();
    expect(after.find((number) => number.senderId === first!.id)).toMatchObject({ verifiedName: 'Acme Retail Outlet', quality: 'RED', throughput: 1000, messagingLimit: 100_000, status: 'CONNECTED' });
    expect(after.find((number) => number.senderId === '100100000000109')).toMatchObject({ displayNumber: '+919800000109', verifiedName: 'Acme Retail Returns', quality: 'GREEN', throughput: 80, status: 'CONNECTED' });
    expect((await sync(designer, { wabaId: ACME.waba.id })).json).toEqual({ added: 0, updated: 0, messagingLimit: 100_000 });

    // Spec §7's getbyWaba answers the WABA's numbers as the sync left them.
    const byWaba = await designer.call('GET', `${SIGNUP_BASE}/phone_numbers/getbyWaba/${ACME.waba.id}`);
    expect(byWaba.json.wabaId).toBe(ACME.waba.id);
    expect(byWaba.json.numbers.map((number: Number) => [number.senderId, number.quality, number.throughput])).toEqual(
      expect.arrayContaining([[first!.id, 'RED', 1000], ['100100000000109', 'GREEN', 80]]),
    );
    expect((await designer.call('GET', `${SIGNUP_BASE}/phone_numbers/getbyWaba/${LOUNGE.waba.id}`)).status).toBe(404);
    expect((await designer.call('GET', `${SIGNUP_BASE}/phone_numbers/getbyWaba/abc`)).status).toBe(400);
  });

  it("refuses a malformed WABA id naming the field, another account's WABA, and users who do not manage numbers", async () => {
    const bad = await sync(designer, { wabaId: '12ab' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('wabaId');
    expect((await sync(designer, { wabaId: LOUNGE.waba.id })).status).toBe(404);
    expect((await sync(designer, { esmeaddr: LOUNGE.esme, wabaId: LOUNGE.waba.id })).status).toBe(403);
    expect((await sync(userAdmin, { wabaId: ACME.waba.id })).status).toBe(403);
  });
});
