import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_DOWNLOAD_PATH, TEMPLATES_BASE } from '@/api/contracts/whatsapp-template-api';
import type { WhatsappSandbox } from '../../../messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { demoLogins, demoMessaging } from '../../../seed/demo-accounts';
import type { ApiClient } from '../../../testing/api-client';
import { eventually } from '../../../testing/eventually';
import { testDatabases } from '../../../testing/test-databases';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { signedIn } from '../../../testing/routes/chatbot';
import { WHATSAPP_CAMPAIGN_BASE } from '../campaign-paths';
import { CAMPAIGNS, draftFor } from '../../../testing/routes/campaign';
import { withTemplateSandbox } from '../../../testing/routes/templates';

const ACME = demoLogins.designer.esme;
const LOUNGE = demoLogins.lounge.esme;
const wabaOf = (esme: number) => demoMessaging.find((demo) => demo.esme === esme)?.waba.id ?? '';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b1d90000000049454e44ae426082', 'hex');

const marketing = (name: string, body = 'Hi {{first_name}}, your {{item}} is 20% off this week.') => ({
  name,
  language: 'en_US',
  category: 'MARKETING',
  parameter_format: 'NAMED',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Spring sale' },
    { type: 'BODY', text: body, example: { body_text_named_params: [{ param_name: 'first_name', example: 'Asha' }, { param_name: 'item', example: 'jacket' }] } },
    { type: 'FOOTER', text: 'Not interested? Tap Stop promotions' },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }, { type: 'URL', text: 'Shop now', url: 'https://shop.acme.example/{{1}}', example: ['spring'] }] },
  ],
});

const until = <T>(read: () => Promise<T>, done: (value: T) => boolean) => eventually('the provider', read, done);

describe.each(testDatabases)('WhatsApp template routes on $name', (database) => {
  let base: TestServer;
  let sandbox: WhatsappSandbox;
  let holdWebhooks: () => () => void;
  let designer: ApiClient;
  let analyst: ApiClient;
  let lounge: ApiClient;
  let userAdmin: ApiClient;
  beforeAll(async () => {
    base = await startTestServer(database);
    const wired = await withTemplateSandbox(base);
    sandbox = wired.sandbox;
    holdWebhooks = wired.holdWebhooks;
    designer = await signedIn(wired.server, demoLogins.designer);
    analyst = await signedIn(wired.server, demoLogins.analyst);
    lounge = await signedIn(wired.server, demoLogins.lounge);
    userAdmin = await signedIn(wired.server, demoLogins.userAdmin);
  });
  afterAll(async () => {
    await sandbox.close();
    await base.dispose();
  });

  const create = (api: ApiClient, template: unknown, esme: number = ACME) => api.call('POST', `${TEMPLATES_BASE}/create`, { body: { esmeaddr: esme, wabaId: wabaOf(esme), sessionId: api.sessionId, template } });
  const bySno = (api: ApiClient, sno: number) => api.call('GET', `${TEMPLATES_BASE}/getTemplate`, { query: { sno: String(sno) } });
  const list = (api: ApiClient, filter: Record<string, string> = {}, esme: number = ACME) =>
    api.call('POST', `${TEMPLATES_BASE}/getAllTemplates`, { body: { esmeaddr: esme, wabaId: wabaOf(esme), sessionId: api.sessionId, ...filter } });

  it('creates a template PENDING, the sandbox approves it by webhook, and the campaign form then offers it', async () => {
    const created = await create(analyst, marketing('spring_sale'));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ name: 'spring_sale', status: 'PENDING', quality_rating: 'UNKNOWN', rejected_reason: null });
    const approved = await until(() => bySno(designer, created.json.sno), (answer) => answer.json.status === 'APPROVED');
    expect(approved.json.components).toEqual(marketing('spring_sale').components);
    const offered = await designer.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`);
    expect(offered.json.templates.map((template: { name: string }) => template.name)).toContain('spring_sale');
    expect((await list(designer, { status: 'APPROVED' })).json.templates.map((template: { name: string }) => template.name)).toContain('spring_sale');
    expect((await list(designer, { status: 'REJECTED' })).json.templates.map((template: { name: string }) => template.name)).not.toContain('spring_sale');

    const history = await designer.call('GET', `${TEMPLATES_BASE}/getTemplateHistory`, { query: { esmeaddr: String(ACME), templateId: created.json.id, sessionId: 'x' } });
    expect(history.json.history.map((entry: { actor: string; action: string; status: string }) => [entry.actor, entry.action, entry.status])).toEqual([
      ['analyst', 'CREATED', 'PENDING'],
      ['provider', 'REVIEWED', 'APPROVED'],
    ]);
    const exists = await designer.call('GET', `${TEMPLATES_BASE}/checkExistTemplate`, { query: { wabaId: wabaOf(ACME), esmeaddr: String(ACME), template_name: 'spring_sale', language: 'en_US' } });
    expect(exists.json).toEqual({ exists: true, sno: created.json.sno, status: 'APPROVED' });
    const again = await create(designer, marketing('spring_sale'));
    expect([again.status, again.json.fields]).toEqual([409, { 'template.name': 'name.taken' }]);
  });

  it('shows the reason of a rejected template, which is edited and resubmitted and then approved', async () => {
    const created = await create(designer, marketing('week_deal', 'Hi {{first_name}}, the jackpot {{item}} is yours this week.'));
    const rejected = await until(() => bySno(designer, created.json.sno), (answer) => answer.json.status === 'REJECTED');
    expect(rejected.json.rejected_reason).toBe('SCAM');
    const fixed = marketing('week_deal', 'Hi {{first_name}}, the new {{item}} is here this week.');
    const release = holdWebhooks();
    try {
      const edited = await designer.call('POST', `${TEMPLATES_BASE}/edit/${created.json.id}`, { body: { esmeaddr: ACME, sessionId: 's', template: { category: fixed.category, parameter_format: 'NAMED', components: fixed.components } } });
      expect(edited.json).toMatchObject({ status: 'PENDING', rejected_reason: null });
      const inReview = await designer.call('POST', `${TEMPLATES_BASE}/edit/${created.json.id}`, { body: { esmeaddr: ACME, template: { category: 'MARKETING', parameter_format: 'NAMED', components: fixed.components } } });
      expect([inReview.status, inReview.json.error]).toEqual([409, 'template_in_review']);
    } finally {
      release();
    }
    await until(() => bySno(designer, created.json.sno), (answer) => answer.json.status === 'APPROVED');
    const history = await designer.call('GET', `${TEMPLATES_BASE}/getTemplateHistory`, { query: { templateId: created.json.id } });
    expect(history.json.history.map((entry: { action: string; status: string; reason: string | null; changes: string[] }) => [entry.action, entry.status, entry.reason, entry.changes])).toEqual([
      ['CREATED', 'PENDING', null, []],
      ['REVIEWED', 'REJECTED', 'SCAM', []],
      ['EDITED', 'PENDING', null, ['body']],
      ['REVIEWED', 'APPROVED', null, []],
    ]);
  });

  it('answers 400 naming each field that breaks a platform rule, and stores nothing', async () => {
    const bad = marketing('bad_one', 'Hi {{first_name}}, your order is {{item}}');
    bad.components[0] = { type: 'HEADER', format: 'TEXT', text: 'x'.repeat(61) };
    const buttons = Array.from({ length: 11 }, (_, index) => ({ type: 'QUICK_REPLY', text: `Option ${index}` }));
    const answer = await create(designer, { ...bad, components: [...bad.components.slice(0, 3), { type: 'BUTTONS', buttons }] });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.fields).sort()).toEqual(['template.components.0.text', 'template.components.1.text', 'template.components.3.buttons']);
    expect(answer.json.fields['template.components.0.text']).toBe('text.too_long (max 60)');
    const wrongShape = await create(designer, { ...marketing('bad_two'), category: 'PROMO' });
    expect([wrongShape.status, Object.keys(wrongShape.json.fields)]).toEqual([400, ['template.category']]);
    const exists = await designer.call('GET', `${TEMPLATES_BASE}/checkExistTemplate`, { query: { wabaId: wabaOf(ACME), template_name: 'bad_one', language: 'en_US' } });
    expect(exists.json.exists).toBe(false);
  });

  it('checks header samples: an image only, within the limit, uploaded by this account', async () => {
    const upload = (data: Buffer, mimeType: string) =>
      designer.call('POST', `${TEMPLATES_BASE}/mediaUpload`, { body: { esmeaddr: ACME, wabaId: wabaOf(ACME), type: 'IMAGE', fileName: 'a.png', mimeType, data: data.toString('base64') } });
    const gif = await upload(Buffer.from('GIF89a...'), 'image/gif');
    expect([gif.status, gif.json.message]).toEqual([400, 'Please upload image only!!']);
    const renamed = await upload(Buffer.from('%PDF-1.4 not an image'), 'image/png');
    expect([renamed.status, renamed.json.fields]).toEqual([400, { data: 'Please upload image only!!' }]);
    const png = await upload(PNG, 'image/png');
    expect(png.json).toMatchObject({ type: 'IMAGE', mimeType: 'image/png', size: PNG.length });
    const sample = (api: ApiClient, mediaId: string, channelId = 'WABA') => api.call('GET', MEDIA_DOWNLOAD_PATH, { query: { channel_id: channelId, media_id: mediaId } });
    const shown = await sample(designer, png.json.handle);
    expect([shown.status, shown.headers.get('content-type'), shown.json]).toEqual([200, 'image/png', new TextDecoder().decode(PNG)]);
    expect((await sample(lounge, png.json.handle)).status).toBe(404);
    const badQuery = await sample(designer, 'upload:nope', 'RCS');
    expect([badQuery.status, Object.keys(badQuery.json.fields).sort()]).toEqual([400, ['channel_id', 'media_id']]);
    const withImage = marketing('image_offer');
    withImage.components[0] = { type: 'HEADER', format: 'IMAGE', example: { header_handle: [png.json.handle] } } as never;
    expect((await create(designer, withImage)).json.status).toBe('PENDING');
    const theirs = { ...withImage, name: 'their_image' };
    const foreign = await create(lounge, theirs, LOUNGE);
    expect([foreign.status, Object.keys(foreign.json.fields)]).toEqual([400, ['template.components.0.example.header_handle']]);
  });

  it('takes samples past the server-wide 1 MB body limit up to the media kind\'s own, and refuses more with 413 naming data', async () => {
    const stored = async () => (await base.db.query<{ n: number }>('select count(*)::int as n from whatsapp_template_media'))[0]?.n;
    const upload = (type: string, mimeType: string, bytes: number) =>
      designer.call('POST', `${TEMPLATES_BASE}/mediaUpload`, { body: { esmeaddr: ACME, wabaId: wabaOf(ACME), type, fileName: 'big', mimeType, data: Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 7)]).toString('base64') } });
    const big = await upload('IMAGE', 'image/png', 3 * 1024 * 1024);
    expect([big.status, big.json.size]).toEqual([200, 3 * 1024 * 1024]);
    const before = await stored();
    const over = await upload('IMAGE', 'image/png', 5 * 1024 * 1024 + 1);
    expect([over.status, over.json.error, Object.keys(over.json.fields)]).toEqual([413, 'payload_too_large', ['data']]);
    const declared = await designer.call('POST', `${TEMPLATES_BASE}/mediaUpload`, { rawBody: '{}', headers: { 'content-length': String(200 * 1024 * 1024) } });
    expect([declared.status, Object.keys(declared.json.fields)]).toEqual([413, ['data']]);
    expect(await stored()).toBe(before);
    const elsewhere = await designer.call('POST', `${TEMPLATES_BASE}/getAllTemplates`, { rawBody: 'x'.repeat(1024 * 1024 + 1) });
    expect(elsewhere.status).toBe(413);
  });

  it("answers 404 for another account's WABA and template and 403 for a foreign esmeaddr or a user administrator", async () => {
    const created = await create(designer, marketing('acme_private'));
    const { id, sno } = created.json;
    expect((await bySno(lounge, sno)).status).toBe(404);
    expect((await lounge.call('GET', `${TEMPLATES_BASE}/getTemplateHistory`, { query: { templateId: id } })).status).toBe(404);
    expect((await lounge.call('POST', `${TEMPLATES_BASE}/edit/${id}`, { body: { esmeaddr: LOUNGE, template: { category: 'MARKETING', components: [{ type: 'BODY', text: 'Hello there' }] } } })).status).toBe(404);
    expect((await lounge.call('DELETE', `${TEMPLATES_BASE}/delete`, { query: { esmeaddr: String(LOUNGE), wabaId: wabaOf(ACME), templateName: 'acme_private', sessionId: 's' } })).status).toBe(404);
    expect((await list(lounge, {}, LOUNGE)).json.templates.map((template: { name: string }) => template.name)).not.toContain('acme_private');
    expect((await lounge.call('POST', `${TEMPLATES_BASE}/getAllTemplates`, { body: { esmeaddr: LOUNGE, wabaId: wabaOf(ACME), sessionId: 's' } })).status).toBe(404);
    expect((await lounge.call('POST', `${TEMPLATES_BASE}/getAllTemplates`, { body: { esmeaddr: ACME, wabaId: wabaOf(ACME), sessionId: 's' } })).status).toBe(403);
    expect((await list(userAdmin)).status).toBe(403);
    expect((await bySno(designer, sno)).json.name).toBe('acme_private');
  });

  it('deletes every language of a name at the provider and here, but keeps a template a campaign uses', async () => {
    const english = await create(designer, marketing('two_languages'));
    await create(designer, { ...marketing('two_languages'), language: 'es' });
    await until(() => bySno(designer, english.json.sno), (answer) => answer.json.status === 'APPROVED');
    const removed = await designer.call('DELETE', `${TEMPLATES_BASE}/delete`, { query: { esmeaddr: String(ACME), wabaId: wabaOf(ACME), templateName: 'two_languages', sessionId: 's' } });
    expect(removed.json.deleted).toBe(2);
    expect(sandbox.templates.find('two_languages', 'es')).toBeUndefined();
    expect((await bySno(designer, english.json.sno)).status).toBe(404);
    expect((await designer.call('POST', CAMPAIGNS, { body: await draftFor(designer, ACME) })).status).toBe(200);
    const used = await designer.call('DELETE', `${TEMPLATES_BASE}/delete`, { query: { esmeaddr: String(ACME), wabaId: wabaOf(ACME), templateName: 'payment_received', sessionId: 's' } });
    expect([used.status, used.json.error]).toEqual([409, 'template_in_use']);
    expect((await designer.call('GET', `${WHATSAPP_CAMPAIGN_BASE}/templates/approved`)).json.templates.map((template: { name: string }) => template.name)).toContain('payment_received');
  });

  it('brings templates made at the provider into ours once, however often it syncs', async () => {
    await sandbox.idle();
    const range = () => designer.call('GET', `${TEMPLATES_BASE}/getAllTemplatesInRange`, { query: { esmeaddr: String(ACME), wabaId: wabaOf(ACME), from: '2000-01-01', to: '2100-01-01' } });
    const first = await range();
    expect(first.status).toBe(200);
    const second = await range();
    expect(second.json.synced).toEqual({ added: 0, updated: 0 });
    const names = second.json.templates.map((template: { name: string; language: string }) => `${template.name}/${template.language}`);
    expect(new Set(names).size).toBe(names.length);
    const narrow = await designer.call('GET', `${TEMPLATES_BASE}/getAllTemplatesInRange`, { query: { wabaId: wabaOf(ACME), from: '2000-01-01', to: '2000-01-02' } });
    expect(narrow.json.templates).toEqual([]);
  });
});
