import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES_BASE } from '@/api/contracts/whatsapp-template-api';
import { action, CAMPAIGNS, draftFor, phones, templateSno, uploadAudience } from '../../../testing/routes/campaign';
import { signedIn } from '../../../testing/routes/chatbot';
import { signWebhookBody } from '../../channels/whatsapp/webhook-signature';
import { eventually } from '../../../testing/eventually';
import { statusWebhook, templateStatusWebhook } from '../../sandbox/whatsapp/webhook-payloads';
import { signRbmEventData } from '../../channels/rcs/rcs-webhook';
import { demoLogins, demoMessaging } from '../../../seed/demo-accounts';
import type { ApiClient } from '../../../testing/api-client';
import { testDatabases } from '../../../testing/test-databases';
import { startSandboxedServer, type SandboxedServer } from '../../../testing/routes/webhooks';

const ACME = demoLogins.designer.esme;
const SENDER = demoMessaging[0]?.numbers[0]?.id ?? '';
const NUMBER = { id: SENDER, displayPhoneNumber: '919800000101', wabaId: demoMessaging[0]?.waba.id ?? '', throughput: 80 };
const QUEUE_TEST_MS = 90_000;

describe.each(testDatabases)('provider webhooks through the real endpoints on $name', (database) => {
  let sandboxed: SandboxedServer;
  let designer: ApiClient;
  beforeAll(async () => {
    sandboxed = await startSandboxedServer(database);
    designer = await signedIn(sandboxed.server, demoLogins.designer);
  });
  afterAll(async () => {
    await sandboxed.dispose();
  });

  const post = (path: string, rawBody: string, headers: Record<string, string>) =>
    sandboxed.server.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: rawBody });
  const postWhatsapp = (body: unknown, secret = sandboxed.opened.webhooks.whatsapp?.appSecret ?? '') => {
    const raw = JSON.stringify(body);
    return post('/webhooks/whatsapp', raw, { 'x-hub-signature-256': signWebhookBody(raw, secret) });
  };
  const written = async () => {
    const [row] = await sandboxed.server.db.query<{ events: number; inbound: number; optOuts: number }>(
      'select (select count(*)::int from processed_webhook_events) as events, (select count(*)::int from inbound_messages) as inbound, (select count(*)::int from opt_outs) as "optOuts"',
    );
    return row;
  };
  const view = async (id: string) => (await designer.call('GET', `${CAMPAIGNS}/${id}`)).json;
  const recipients = async (id: string) =>
    (await designer.call('GET', `${CAMPAIGNS}/${id}/recipients`, { query: { limit: '200' } })).json.rows as { phone: string; status: string; skipReason: string | null; errorCode: string | null; errorText: string | null; providerMessageId: string | null }[];
  const runCampaign = async (name: string, list: string[], template = 'payment_received') => {
    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name, templateSno: await templateSno(designer, template), ...(template === 'welcome_offer' ? { variableMapping: { first_name: { kind: 'text', text: 'Asha' }, discount: { kind: 'text', text: '10%' } } } : {}) }) });
    expect(created.status).toBe(200);
    await uploadAudience(designer, created.json.id, list.map((phone) => ({ phone })));
    expect((await action(designer, created.json.id, 'submit', { schedule: { kind: 'now' } })).json.state).toMatch(/SCHEDULED|RUNNING/);
    await sandboxed.messaging.tick();
    await eventually('the campaign completed', () => view(created.json.id), (campaign) => campaign.state === 'COMPLETED', { timeoutMs: 60_000 });
    await sandboxed.opened.sandboxes.whatsapp?.idle();
    return created.json.id as string;
  };

  it("answers Meta's subscription handshake with the challenge, and 403 to a wrong verify token", async () => {
    const verifyToken = sandboxed.opened.webhooks.whatsapp?.verifyToken ?? '';
    const good = await sandboxed.server.app.request(`/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('1158201444');
    const wrong = await sandboxed.server.app.request('/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: 'forbidden' });
  });

  it('refuses a wrong or missing signature with 401 JSON and writes nothing', async () => {
    const before = await written();
    const reply = { object: 'whatsapp_business_account', entry: [{ id: NUMBER.wabaId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: NUMBER.displayPhoneNumber, phone_number_id: SENDER }, contacts: [{ wa_id: '919811112222', profile: { name: 'X' } }], messages: [{ from: '919811112222', id: 'wamid.forged', timestamp: '1772355600', type: 'text', text: { body: 'STOP' } }] } }] }] };
    const forged = await postWhatsapp(reply, 'not-the-app-secret');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'unauthenticated' });
    const unsigned = await post('/webhooks/whatsapp', JSON.stringify(reply), {});
    expect(unsigned.status).toBe(401);
    const rcsEvent = Buffer.from(JSON.stringify({ senderPhoneNumber: '+919811112222', messageId: 'x', sendTime: '2026-03-01T09:00:00Z', agentId: 'a', text: 'STOP' }));
    const rcsForged = await post('/webhooks/rcs', JSON.stringify({ message: { data: rcsEvent.toString('base64') } }), { 'x-goog-signature': signRbmEventData(rcsEvent, 'not-the-client-token') });
    expect(rcsForged.status).toBe(401);
    expect(await written()).toEqual(before);
  });

  it("takes Meta's status update of a seeded template, whose id arrives as a JSON number, and the template shows it", async () => {
    const [seeded] = await sandboxed.server.db.query<{ sno: string; provider_id: string; waba_id: string; name: string; language: string }>(
      "select sno::text, provider_id, waba_id, name, language from whatsapp_templates where esme = $1 and name = 'order_shipped'",
      [ACME],
    );
    if (!seeded) throw new Error('no seeded order_shipped template');
    const body = templateStatusWebhook({ wabaId: seeded.waba_id, id: seeded.provider_id, name: seeded.name, language: seeded.language }, 'PAUSED', 'LOW_QUALITY', new Date());
    // As Meta sends it: a number, and the very digits we stored.
    expect(JSON.stringify(body)).toContain(`"message_template_id":${seeded.provider_id},`);
    expect((await postWhatsapp(body)).status).toBe(200);
    const template = await designer.call('GET', `${TEMPLATES_BASE}/getTemplate`, { query: { sno: seeded.sno } });
    expect(template.json).toMatchObject({ name: 'order_shipped', status: 'PAUSED' });
  });

  it('moves recipients to DELIVERED, READ or FAILED with the reason, through the sandbox webhooks; statuses never move backwards', async () => {
    const list = [...phones(12, 4000), '+919812345000'];
    const id = await runCampaign('Webhooks', list);
    const rows = await eventually('every recipient delivered, read or failed', () => recipients(id), (all) => all.every((row) => ['DELIVERED', 'READ', 'FAILED'].includes(row.status)), { timeoutMs: 30_000 });
    expect(rows.find((row) => row.phone === '+919812345000')).toMatchObject({ status: 'FAILED', errorCode: '131026' });
    expect(rows.filter((row) => row.status === 'FAILED').every((row) => row.errorText)).toBe(true);
    const read = rows.find((row) => row.status === 'READ');
    expect(read?.providerMessageId).toMatch(/^wamid\./);
    const before = (await view(id)).funnel;
    const late = await postWhatsapp(statusWebhook({ number: NUMBER, messageId: read?.providerMessageId ?? '', status: 'delivered', waId: (read?.phone ?? '').slice(1), at: new Date(), category: 'UTILITY' }));
    expect(late.status).toBe(200);
    const again = await postWhatsapp(statusWebhook({ number: NUMBER, messageId: read?.providerMessageId ?? '', status: 'read', waId: (read?.phone ?? '').slice(1), at: new Date(), category: 'UTILITY' }));
    expect(again.status).toBe(200);
    expect((await recipients(id)).find((row) => row.phone === read?.phone)?.status).toBe('READ');
    expect((await view(id)).funnel).toEqual(before);
  }, QUEUE_TEST_MS);

  it('a STOP reply opts the number out: the next marketing campaign of the account skips it', async () => {
    const [quitter = '', newcomer = ''] = phones(2, 5000);
    await runCampaign('Before STOP', [quitter], 'welcome_offer');
    await sandboxed.opened.sandboxes.whatsapp?.sendInbound({ from: quitter.slice(1), toPhoneNumberId: SENDER, text: 'STOP' });
    const next = await runCampaign('After STOP', [quitter, newcomer], 'welcome_offer');
    const rows = await recipients(next);
    expect(rows.find((row) => row.phone === quitter)).toMatchObject({ status: 'SKIPPED', skipReason: 'opted_out' });
    expect(rows.find((row) => row.phone === newcomer)?.status).not.toBe('SKIPPED');
    expect((await designer.call('GET', `${CAMPAIGNS}/${next}/report`)).json.skips).toEqual([expect.objectContaining({ code: 'opted_out', count: 1 })]);
  }, QUEUE_TEST_MS);
});
