import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_BASE } from '@/api/contracts/whatsapp-accounts';
import { WABA_BASE } from '@/api/contracts/whatsapp-waba';
import { createCloudApiClient } from '../../messaging/channels/whatsapp/cloud-api-client';
import { SANDBOX_CREDIT_LINE_ID } from '../../messaging/sandbox/whatsapp/sandbox-waba-account';
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
const ACME_NUMBER = ACME.numbers[0]!.id;

interface Waba {
  wabaId: string;
  name: string;
  numbers: { senderId: string }[];
}

describe.each(testDatabases)("spec §7's account calls (addWabaID, updateWabaInfo, updatePaymentMethod, voice_settings) on $name", (database) => {
  let base: TestServer;
  let sandbox: WhatsappSandbox;
  let designer: ApiClient;
  let lounge: ApiClient;
  let analyst: ApiClient;
  let noCreditLine: ApiClient;
  beforeAll(async () => {
    base = await startTestServer(database);
    const wired = await withTemplateSandbox(base, [30, 30], { whatsappCreditLineId: SANDBOX_CREDIT_LINE_ID });
    sandbox = wired.sandbox;
    designer = await signedIn(wired.server, demoLogins.designer);
    lounge = await signedIn(wired.server, demoLogins.lounge);
    analyst = await signedIn(wired.server, demoLogins.analyst);
    noCreditLine = await signedIn((await withTemplateSandbox(base)).server, demoLogins.designer);
  });
  afterAll(async () => {
    await sandbox.close();
    await base.dispose();
  });

  const call = (api: ApiClient, name: string, body: Record<string, unknown>) => api.call('POST', `${WABA_BASE}/${name}`, { body });
  const wabas = async (api: ApiClient, esme: number): Promise<Waba[]> => (await api.call('GET', `${SIGNUP_BASE}/account_metrics/${esme}/getSenderDetails`)).json.wabas;

  it('adds a WABA shared with us in WhatsApp Manager by its id, with the name Meta gives it and its numbers, once', async () => {
    const wabaId = '200000000000777';
    sandbox.numbers.add({ id: '100100000000777', displayPhoneNumber: '919800000777', wabaId, verifiedName: 'Acme Wholesale', quality: 'GREEN', messagingLimit: 2_000 });
    sandbox.accounts.rename(wabaId, 'Acme Wholesale WABA');
    const answer = await call(designer, 'addWabaID', { esmeaddr: ACME.esme, wabaId });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ added: true, wabaId, name: 'Acme Wholesale WABA', status: 'APPROVED', numbers: 1 });
    const added = (await wabas(designer, ACME.esme)).find((waba) => waba.wabaId === wabaId);
    expect(added).toMatchObject({ name: 'Acme Wholesale WABA', messagingLimit: 2_000 });
    expect(added!.numbers.map((number) => number.senderId)).toEqual(['100100000000777']);

    expect((await call(designer, 'addWabaID', { wabaId })).json).toMatchObject({ added: false, numbers: 0 });
    const taken = await call(lounge, 'addWabaID', { wabaId });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('waba_held');
    expect((await wabas(lounge, LOUNGE.esme)).some((waba) => waba.wabaId === wabaId)).toBe(false);
  });

  it("answers 502 in Meta's words for a WABA our system user does not reach, and stores nothing", async () => {
    const answer = await call(designer, 'addWabaID', { wabaId: '200000000000999' });
    expect(answer.status).toBe(502);
    expect(answer.json.message).toContain('does not exist');
    expect((await wabas(designer, ACME.esme)).some((waba) => waba.wabaId === '200000000000999')).toBe(false);
  });

  it('renames a WABA as the console shows it, trimmed, and only within the account', async () => {
    const renamed = await call(designer, 'updateWabaInfo', { wabaId: ACME.waba.id, name: '  Acme Retail (India) ' });
    expect(renamed.json).toEqual({ wabaId: ACME.waba.id, name: 'Acme Retail (India)' });
    expect((await wabas(designer, ACME.esme)).find((waba) => waba.wabaId === ACME.waba.id)!.name).toBe('Acme Retail (India)');
    const empty = await call(designer, 'updateWabaInfo', { wabaId: ACME.waba.id, name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.fields).toHaveProperty('name');
    expect((await call(designer, 'updateWabaInfo', { wabaId: LOUNGE.waba.id, name: 'Mine now' })).status).toBe(404);
    expect((await call(analyst, 'updateWabaInfo', { wabaId: ACME.waba.id, name: 'x' })).status).toBe(403);
  });

  it('attaches our credit line to the WABA at Meta in the currency asked for', async () => {
    const answer = await call(designer, 'updatePaymentMethod', { esmeaddr: ACME.esme, wabaId: ACME.waba.id, currency: 'INR' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true, currency: 'INR' });
    expect(sandbox.accounts.paymentOf(ACME.waba.id)).toEqual({ currency: 'INR', allocationConfigId: answer.json.allocationConfigId });

    const unset = await call(noCreditLine, 'updatePaymentMethod', { wabaId: ACME.waba.id });
    expect(unset.status).toBe(502);
    expect(unset.json.message).toContain('WHATSAPP_CREDIT_LINE_ID');
    expect((await call(designer, 'updatePaymentMethod', { wabaId: ACME.waba.id, currency: 'XYZ' })).json.fields).toHaveProperty('currency');
    expect((await call(designer, 'updatePaymentMethod', { wabaId: LOUNGE.waba.id })).status).toBe(404);
    expect(sandbox.accounts.paymentOf(LOUNGE.waba.id)).toBeNull();
  });

  it("turns a number's voice calling on and off at Meta, in the request Meta's file describes", async () => {
    const voice = (api: ApiClient, phoneId: string, body: Record<string, unknown>) => api.call('POST', `${SIGNUP_BASE}/customers/voice_settings/${phoneId}`, { body });
    const on = await voice(designer, ACME_NUMBER, { status: 'enabled', callIconVisibility: 'hidden' });
    expect(on.json).toEqual({ phoneId: ACME_NUMBER, status: 'enabled', callIconVisibility: 'hidden' });
    expect(sandbox.accounts.callingOf(ACME_NUMBER)).toEqual({ status: 'enabled', call_icon_visibility: 'hidden' });
    expect((await voice(designer, ACME_NUMBER, { status: 'disabled' })).json.callIconVisibility).toBeNull();
    expect(sandbox.accounts.callingOf(ACME_NUMBER)).toEqual({ status: 'disabled' });

    expect((await voice(designer, LOUNGE.numbers[0]!.id, { status: 'enabled' })).status).toBe(404);
    expect((await voice(designer, ACME_NUMBER, { status: 'on' })).json.fields).toHaveProperty('status');

    // What our client sends and what the sandbox answers, against Meta's own description.
    const meta = await loadMetaOpenApi();
    const sent: unknown[] = [];
    const client = createCloudApiClient({
      baseUrl: sandbox.baseUrl,
      graphApiVersion: 'v23.0',
      accessToken: 'template-test-token',
      fetch: async (input, init) => {
        if (typeof init?.body === 'string') sent.push(JSON.parse(init.body));
        return fetch(input, init);
      },
    });
    await client.updateCallingSettings(ACME_NUMBER, { status: 'enabled', call_icon_visibility: 'visible' });
    expect(meta.request('post', '/{Version}/{Phone-Number-ID}/settings').problems(sent[0])).toEqual([]);
    const read = await fetch(`${sandbox.baseUrl}/v23.0/${ACME_NUMBER}/settings`, { headers: { authorization: 'Bearer template-test-token' } });
    expect(meta.response('get', '/{Version}/{Phone-Number-ID}/settings', 200).problems(await read.json())).toEqual([]);
    const waba = await fetch(`${sandbox.baseUrl}/v23.0/${ACME.waba.id}?fields=id,name`, { headers: { authorization: 'Bearer template-test-token' } });
    expect(meta.response('get', '/{Version}/{WABA-ID}', 200).problems(await waba.json())).toEqual([]);
  });
});
