import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_SANDBOX_BASE } from '@/api/contracts/automation';
import { SIGNUP_BASE } from '@/api/contracts/whatsapp-accounts';
import { MIGRATION_BASE, NOTIFICATIONS_BASE, PENDING_DOWNLOADS_PATH, organizationPath } from '@/api/contracts/whatsapp-accounts-more';
import { MEDIA_DOWNLOAD_PATH } from '@/api/contracts/whatsapp-template-api';
import { signWebhookBody } from '../../../messaging/channels/whatsapp/webhook-signature';
import { eventually } from '../../../testing/eventually';
import { noticeCampaignEnd } from '../../../messaging/campaigns/campaign-notices';
import { demoLogins, demoMessaging } from '../../../seed/demo-accounts';
import { seededTemplateId } from '../../../seed/seeded-template-id';
import type { ApiClient } from '../../../testing/api-client';
import { testDatabases } from '../../../testing/test-databases';
import { action, CAMPAIGNS, draftFor, phones, uploadAudience } from '../../../testing/routes/campaign';
import { signedIn } from '../../../testing/routes/chatbot';
import { startWebhookReceiver } from '../../../webhook-rules/testing/webhook-receiver';
import { startSandboxedServer, type SandboxedServer } from '../../../testing/routes/webhooks';

const ACME = demoLogins.designer.esme;
const ACME_WABA = demoMessaging.find((demo) => demo.esme === ACME)?.waba.id ?? '';
const ACME_NUMBER = demoMessaging.find((demo) => demo.esme === ACME)?.numbers[0]?.id ?? '';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b1d90000000049454e44ae426082', 'hex');
const LOUNGE_WABA = demoMessaging.find((demo) => demo.esme === demoLogins.lounge.esme)?.waba.id ?? '';
const organization = {
  legal_name: 'Acme Retail Private Limited',
  display_name: 'Acme',
  industry: 'RETAIL',
  website: 'https://acme.example',
  email: 'legal@acme.example',
  phone: '+919812345678',
  contact_name: 'Asha Rao',
  address: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
  country: 'IN',
  tax_id: '29ABCDE1234F1Z5',
};

describe.each(testDatabases)('registration form, number migration, notifications and pending downloads on $name', (database) => {
  let sandboxed: SandboxedServer;
  let designer: ApiClient;
  let lounge: ApiClient;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const previousAllow = process.env.OUTBOUND_ALLOW;
  const count = async (table: string) => Number((await sandboxed.server.db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]?.n);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The receiver is on loopback, which the outbound proxy refuses unless allow-listed.
    process.env.OUTBOUND_ALLOW = receiver.hostPort;
    sandboxed = await startSandboxedServer(database);
    designer = await signedIn(sandboxed.server, demoLogins.designer);
    lounge = await signedIn(sandboxed.server, demoLogins.lounge);
  });
  afterAll(async () => {
    await sandboxed.dispose();
    await receiver.close();
    if (previousAllow === undefined) delete process.env.OUTBOUND_ALLOW;
    else process.env.OUTBOUND_ALLOW = previousAllow;
  });

  it("keeps the organisation's details, refuses bad fields by name writing nothing, and 404s another account's", async () => {
    expect((await designer.call('GET', organizationPath(ACME))).json).toEqual({ esme: ACME, details: null, updatedOn: null, updatedBy: null });
    const bad = await designer.call('POST', organizationPath(ACME), { body: { ...organization, email: 'legal', phone: '98123', country: 'India' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['email', 'phone', 'country']));
    expect(await count('whatsapp_organizations')).toBe(0);
    const saved = await designer.call('POST', organizationPath(ACME), { body: { esmeaddr: ACME, ...organization } });
    expect(saved.json).toMatchObject({ esme: ACME, details: organization, updatedBy: 'designer' });
    expect((await designer.call('GET', organizationPath(ACME))).json.details).toEqual(organization);
    expect((await lounge.call('GET', organizationPath(ACME))).status).toBe(404);
    expect((await lounge.call('POST', organizationPath(ACME), { body: organization })).status).toBe(404);
    expect((await lounge.call('GET', organizationPath(demoLogins.lounge.esme))).json.details).toBeNull();
  });

  it('moves a number from another provider: code from the sandbox inbox, verify, register, deregister', async () => {
    const start = await designer.call('POST', `${MIGRATION_BASE}/onprimess`, { body: { wabaId: ACME_WABA, cc: '91', phone_number: '9876500011', verified_name: 'Acme Care' } });
    expect(start.status).toBe(200);
    expect(start.json).toMatchObject({ displayNumber: '+919876500011', state: 'ADDED', wabaId: ACME_WABA });
    const migrationId = start.json.id as string;
    expect((await designer.call('POST', `${MIGRATION_BASE}/verfy`, { body: { migrationId, code: '123456' } })).json.fields).toHaveProperty('migrationId');
    expect((await designer.call('POST', `${MIGRATION_BASE}/request_code`, { body: { migrationId, code_method: 'SMS' } })).json.state).toBe('CODE_SENT');

    const inbox = (await designer.call('GET', `${WHATSAPP_SANDBOX_BASE}/code-inbox`)).json.codes;
    expect(inbox).toEqual([expect.objectContaining({ phone: '+919876500011', method: 'SMS', code: expect.stringMatching(/^\d{6}$/) })]);
    expect((await lounge.call('GET', `${WHATSAPP_SANDBOX_BASE}/code-inbox`)).json.codes).toEqual([]);
    const code = inbox[0].code as string;
    const wrong = await designer.call('POST', `${MIGRATION_BASE}/verfy`, { body: { migrationId, code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toHaveProperty('code');
    expect((await designer.call('POST', `${MIGRATION_BASE}/verfy`, { body: { migrationId, code } })).json.state).toBe('VERIFIED');
    expect((await designer.call('POST', `${MIGRATION_BASE}/register`, { body: { migrationId, pin: '12a' } })).json.fields).toHaveProperty('pin');
    expect((await designer.call('POST', `${MIGRATION_BASE}/register`, { body: { migrationId, pin: '246810' } })).json.state).toBe('REGISTERED');

    const numbers = (await designer.call('GET', `${SIGNUP_BASE}/account_metrics/${ACME}/getSenderDetails`)).json.wabas[0].numbers;
    expect(numbers).toContainEqual(expect.objectContaining({ displayNumber: '+919876500011', verifiedName: 'Acme Care', status: 'CONNECTED' }));
    // The sandbox provider knows the registered number at once: a customer can write to it.
    const hello = await designer.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound`, { body: { senderId: start.json.phoneNumberId, from: '+971501112233', text: 'Hello new number' } });
    expect(hello.status).toBe(200);
    expect((await designer.call('POST', `${MIGRATION_BASE}/deregister`, { body: { migrationId } })).json.state).toBe('DEREGISTERED');
    const after = (await designer.call('GET', `${SIGNUP_BASE}/account_metrics/${ACME}/getSenderDetails`)).json.wabas[0].numbers;
    expect(after).toContainEqual(expect.objectContaining({ displayNumber: '+919876500011', status: 'DISCONNECTED' }));
    expect((await designer.call('GET', `${MIGRATION_BASE}/migrations`)).json.migrations).toEqual([expect.objectContaining({ id: migrationId, state: 'DEREGISTERED', codeMethod: 'SMS' })]);
  });

  it("refuses bad migration input by name and another account's WABA or migration with 404, writing nothing", async () => {
    const before = await count('number_migrations');
    const bad = await designer.call('POST', `${MIGRATION_BASE}/onprimess`, { body: { wabaId: ACME_WABA, cc: '0', phone_number: '12', verified_name: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['cc', 'phone_number', 'verified_name']));
    const theirs = await designer.call('POST', `${MIGRATION_BASE}/onprimess`, { body: { wabaId: LOUNGE_WABA, cc: '971', phone_number: '501234999', verified_name: 'Not mine' } });
    expect(theirs.status).toBe(404);
    expect(await count('number_migrations')).toBe(before);
    const [mine] = (await designer.call('GET', `${MIGRATION_BASE}/migrations`)).json.migrations;
    const answers = await Promise.all(
      (['request_code', 'verfy', 'register', 'deregister'] as const).map((step) =>
        lounge.call('POST', `${MIGRATION_BASE}/${step}`, { body: { migrationId: mine.id, code_method: 'SMS', code: '123456', pin: '123456' } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect((await lounge.call('GET', `${MIGRATION_BASE}/migrations`)).json.migrations).toEqual([]);
  });

  it('tells a webhook and a mailbox that a campaign finished, through the outbound proxy, and logs each delivery', async () => {
    const bad = await designer.call('POST', `${NOTIFICATIONS_BASE}/subscriptions`, { body: { channel: 'WEBHOOK', target: 'http://10.0.0.5/hook', events: [] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['events']));
    const privateUrl = await designer.call('POST', `${NOTIFICATIONS_BASE}/subscriptions`, { body: { channel: 'WEBHOOK', target: 'https://10.0.0.5/hook', events: ['CAMPAIGN_FINISHED'] } });
    expect(privateUrl.json.fields).toHaveProperty('url');
    expect(await count('notification_subscriptions')).toBe(0);

    const hook = await designer.call('POST', `${NOTIFICATIONS_BASE}/subscriptions`, { body: { channel: 'WEBHOOK', target: `${receiver.origin}/ops`, events: ['CAMPAIGN_FINISHED', 'CAMPAIGN_FAILED'] } });
    expect(hook.status).toBe(200);
    const mail = await designer.call('POST', `${NOTIFICATIONS_BASE}/subscriptions`, { body: { channel: 'EMAIL', target: 'ops@acme.example', events: ['CAMPAIGN_FINISHED'] } });
    const quality = await designer.call('POST', `${NOTIFICATIONS_BASE}/subscriptions`, { body: { channel: 'EMAIL', target: 'quality@acme.example', events: ['NUMBER_QUALITY'] } });
    expect((await lounge.call('DELETE', `${NOTIFICATIONS_BASE}/subscriptions/${quality.json.id}`)).status).toBe(404);
    expect((await lounge.call('GET', `${NOTIFICATIONS_BASE}/subscriptions`)).json.subscriptions).toEqual([]);
    expect((await designer.call('DELETE', `${NOTIFICATIONS_BASE}/subscriptions/${quality.json.id}`)).json).toEqual({ deleted: true });

    const created = await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME, { name: 'Notified launch' }) });
    await uploadAudience(designer, created.json.id, phones(2, 700).map((phone) => ({ phone })));
    await action(designer, created.json.id, 'submit', { schedule: { kind: 'now' } });
    await sandboxed.messaging.tick();
    const deliveries = await eventually(
      'two notification deliveries',
      async () => (await designer.call('GET', `${NOTIFICATIONS_BASE}/deliveries`)).json.deliveries as { subscriptionId: string; status: string; event: string; statusCode: number | null; summary: string }[],
      (rows) => rows.length === 2 && rows.every((row) => row.status === 'DELIVERED'),
      { timeoutMs: 60_000 },
    );
    expect(deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subscriptionId: hook.json.id, event: 'CAMPAIGN_FINISHED', statusCode: 200, summary: 'WhatsApp campaign "Notified launch" finished' }),
        expect.objectContaining({ subscriptionId: mail.json.id, event: 'CAMPAIGN_FINISHED', statusCode: null }),
      ]),
    );
    const call = receiver.calls.find((received) => received.path === '/ops');
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ event: 'CAMPAIGN_FINISHED', account: ACME, campaign: { id: created.json.id, name: 'Notified launch', state: 'COMPLETED' } });
    expect(call?.headers['x-notification-event']).toBe('CAMPAIGN_FINISHED');
    const mails = (await designer.call('GET', `${WHATSAPP_SANDBOX_BASE}/mailbox`)).json.mails;
    expect(mails).toEqual([expect.objectContaining({ to: 'ops@acme.example', subject: 'WhatsApp campaign "Notified launch" finished' })]);
    expect((await lounge.call('GET', `${WHATSAPP_SANDBOX_BASE}/mailbox`)).json.mails).toEqual([]);
    expect((await lounge.call('GET', `${NOTIFICATIONS_BASE}/deliveries`)).json.deliveries).toEqual([]);

    // The shared state change also ends RCS campaigns: the WhatsApp area's subscriptions are not told of them.
    await noticeCampaignEnd(sandboxed.server.db, { id: randomUUID(), esme: ACME, channel: 'rcs', name: 'RCS launch', state: 'COMPLETED', failure_reason: null }, new Date());
    expect(await count('notification_deliveries')).toBe(2);
  });

  it('lists exports still being prepared and just finished, for the own account only', async () => {
    const [job] = await sandboxed.server.db.query<{ id: string }>(
      `insert into export_jobs (id, esme, user_id, user_name, kind, page_name, columns, file_type, file_name, state, runner, created_on, updated_on)
       select gen_random_uuid(), $1::integer, id, username, 'user_list', 'user-list', '["username"]'::jsonb, 'csv', 'users.csv', 'QUEUED', null, now(), now() from users where username = 'designer' returning id`,
      [ACME],
    );
    expect((await designer.call('GET', PENDING_DOWNLOADS_PATH)).json.exports).toEqual([expect.objectContaining({ id: job?.id, fileName: 'users.csv' })]);
    expect((await lounge.call('GET', PENDING_DOWNLOADS_PATH)).json.exports).toEqual([]);
  });

  it('lists a file a customer sent and serves it through download/media/whatsapp, fetched from the provider once; another account gets 404', async () => {
    const sent = await designer.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound-media`, {
      body: { senderId: ACME_NUMBER, from: '+971501239876', fileName: 'receipt.png', mimeType: 'image/png', data: PNG.toString('base64'), caption: 'My receipt' },
    });
    expect(sent.status).toBe(200);
    const listed = await eventually(
      'the inbound media listed',
      async () => (await designer.call('GET', PENDING_DOWNLOADS_PATH)).json.media as { mediaId: string }[],
      (media) => media.some((item) => item.mediaId === sent.json.mediaId),
      { timeoutMs: 15_000 },
    );
    expect(listed[0]).toMatchObject({ mediaId: sent.json.mediaId, kind: 'image', mimeType: 'image/png', caption: 'My receipt', from: '+971501239876', displayNumber: '+919800000101', size: null, downloaded: false });
    const query = { channel_id: 'WABA', media_id: sent.json.mediaId as string };
    expect((await lounge.call('GET', MEDIA_DOWNLOAD_PATH, { query })).status).toBe(404);
    const file = await designer.call('GET', MEDIA_DOWNLOAD_PATH, { query });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain(`image-${sent.json.mediaId}.png`);
    const [kept] = await sandboxed.server.db.query<{ data: Uint8Array }>('select data from inbound_media where media_id = $1', [sent.json.mediaId]);
    expect(Buffer.from(kept?.data ?? [])).toEqual(PNG);
    // Kept here, its size is known.
    expect((await designer.call('GET', PENDING_DOWNLOADS_PATH)).json.media[0]).toMatchObject({ downloaded: true, size: PNG.length });
    expect((await lounge.call('GET', PENDING_DOWNLOADS_PATH)).json.media).toEqual([]);
    const bad = await designer.call('POST', `${WHATSAPP_SANDBOX_BASE}/inbound-media`, { body: { senderId: ACME_NUMBER, from: '0501239876', fileName: '', mimeType: 'png', data: '%%%' } });
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['from', 'fileName', 'mimeType', 'data']));
  });

  it("mails a template rejection and a number's quality and tier change to their subscribers, from the provider's signed webhooks", async () => {
    await designer.call('POST', `${NOTIFICATIONS_BASE}/subscriptions`, { body: { channel: 'EMAIL', target: 'quality@acme.example', events: ['TEMPLATE_REJECTED', 'NUMBER_QUALITY', 'NUMBER_TIER'] } });
    const post = async (body: unknown) => {
      const raw = JSON.stringify(body);
      const answer = await sandboxed.server.app.request('/webhooks/whatsapp', { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody(raw, sandboxed.opened.webhooks.whatsapp?.appSecret ?? '') }, body: raw });
      expect(answer.status).toBe(200);
    };
    const change = (field: string, value: object) => ({ object: 'whatsapp_business_account', entry: [{ id: ACME_WABA, time: Math.floor(Date.now() / 1000), changes: [{ field, value }] }] });
    // The seeded template's id as Meta sends it: a JSON number.
    await post(change('message_template_status_update', { event: 'REJECTED', message_template_id: Number(seededTemplateId(ACME_WABA, 1)), message_template_name: 'welcome_offer', message_template_language: 'en_US', reason: 'INCORRECT_CATEGORY' }));
    await post(change('phone_number_quality_update', { display_phone_number: '919800000102', event: 'DOWNGRADE', current_limit: 'TIER_2K' }));
    const subjects = await eventually(
      'three quality mails',
      async () => ((await designer.call('GET', `${WHATSAPP_SANDBOX_BASE}/mailbox`)).json.mails as { to: string; subject: string }[]).filter((mail) => mail.to === 'quality@acme.example').map((mail) => mail.subject),
      (found) => found.length === 3,
      { timeoutMs: 15_000 },
    );
    expect(subjects.sort()).toEqual([
      'Messaging tier of +919800000102 is now 2000 unique customers a day',
      'Quality of +919800000102 is now RED',
      'Template welcome_offer (en_US) was rejected: INCORRECT_CATEGORY',
    ]);
    expect((await lounge.call('GET', `${WHATSAPP_SANDBOX_BASE}/mailbox`)).json.mails).toEqual([]);
  });
});
