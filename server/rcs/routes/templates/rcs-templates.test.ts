import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RCS_TEMPLATE_BASE } from '@/api/contracts/rcs-template-api';
import { rcsTemplateContent } from '@/api/contracts/rcs-template';
import { demoLogins } from '../../../seed/demo-accounts';
import type { ApiClient } from '../../../testing/api-client';
import { testDatabases } from '../../../testing/test-databases';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { signedIn } from '../../../testing/routes/chatbot';
import { carouselTemplate } from '../../../testing/routes/rcs-templates';

const ACME = 1001;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b1d90000000049454e44ae426082', 'hex');
const AGENT = 'acme_retail_agent';
const at = (call: string) => `${RCS_TEMPLATE_BASE}/${call}`;

describe.each(testDatabases)('RCS templates on $name', (database) => {
  let server: TestServer;
  let designer: ApiClient;
  let umbrella: ApiClient;
  const count = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from rcs_templates'))[0]!.n);
  const fetchAll = async (senderId = AGENT) => (await designer.call('POST', at('fetchTemplates'), { body: { esmeaddr: ACME, senderId } })).json.templates as { templateId: number; name: string }[];

  beforeAll(async () => {
    server = await startTestServer(database);
    designer = await signedIn(server, demoLogins.designer);
    umbrella = await signedIn(server, demoLogins.whiteLabel);
  });
  afterAll(() => server.dispose());

  it('gives each demo agent a text and a rich card template that pass the RBM rules', async () => {
    const templates = (await designer.call('POST', at('fetchTemplates'), { body: { esmeaddr: ACME, senderId: 'acme_care_agent' } })).json.templates;
    expect(templates.map((template: { name: string; type: string }) => `${template.name}/${template.type}`).sort()).toEqual(['weekend_offer/rich_card', 'welcome_text/text_message']);
    for (const template of templates) expect(rcsTemplateContent.safeParse(template.template).success).toBe(true);
  });

  it('saves, finds, checks, updates and deletes a carousel template of an agent', async () => {
    const saved = await designer.call('POST', at('save'), { body: { esmeaddr: ACME, senderId: AGENT, language: 'en', template: carouselTemplate() } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ senderId: AGENT, name: 'spring_collection', type: 'carousel', source: 'console', createdBy: 'designer' });
    const { templateId } = saved.json;
    const one = await designer.call('POST', at('fetchTemplates'), { body: { esmeaddr: ACME, senderId: AGENT, templateId } });
    expect(one.json.templates).toHaveLength(1);
    expect(one.json.templates[0].template.cards.map((card: { title: string }) => card.title)).toEqual(['Jackets', 'Sneakers', 'Scarves']);
    expect((await fetchAll()).map((template) => template.name)).toContain('spring_collection');

    const exists = (templateName: string) => designer.call('GET', at('checkExistsTemplate'), { query: { esmeaddr: String(ACME), templateName, language: 'en', senderId: AGENT } });
    expect((await exists('spring_collection')).json).toEqual({ exists: true, templateId });
    expect((await exists('autumn_collection')).json).toEqual({ exists: false, templateId: null });
    const again = await designer.call('POST', at('save'), { body: { esmeaddr: ACME, senderId: AGENT, template: carouselTemplate() } });
    expect(again.status).toBe(409);
    expect(again.json.fields).toHaveProperty(['template.name']);

    const changed = { ...carouselTemplate('spring_sale'), width: 'SMALL' as const };
    const updated = await designer.call('PUT', at('update'), { body: { esmeaddr: ACME, senderId: AGENT, templateId, template: changed } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ templateId, name: 'spring_sale', template: { width: 'SMALL' } });
    const onto = await designer.call('PUT', at('update'), { body: { esmeaddr: ACME, senderId: AGENT, templateId, template: { ...changed, name: 'welcome_text', type: 'text_message', text: 'Hi' } } });
    expect(onto.status).toBe(409);

    expect((await designer.call('POST', at('delete'), { body: { esmeaddr: ACME, senderId: AGENT, templateId } })).json).toEqual({ deleted: true, templateId });
    expect((await designer.call('POST', at('fetchTemplates'), { body: { esmeaddr: ACME, senderId: AGENT, templateId } })).status).toBe(404);
    expect((await designer.call('POST', at('delete'), { body: { esmeaddr: ACME, senderId: AGENT, templateId } })).status).toBe(404);
  });

  it('saves a file message (a video or a PDF by its URL), and names a file URL that is not one', async () => {
    const file = { type: 'file_message', name: 'store_tour', file: { url: 'https://cdn.acme.example/tour.mp4', thumbnailUrl: 'https://cdn.acme.example/tour.jpg' }, suggestions: [] };
    const saved = await designer.call('POST', at('save'), { body: { esmeaddr: ACME, senderId: AGENT, language: 'en', template: file } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ type: 'file_message', template: { file: { url: 'https://cdn.acme.example/tour.mp4' } } });
    const broken = await designer.call('POST', at('save'), { body: { esmeaddr: ACME, senderId: AGENT, template: { ...file, name: 'no_file', file: { url: 'tour.mp4' } } } });
    expect([broken.status, broken.json.fields]).toEqual([400, { 'template.file.url': 'url' }]);
  });

  it('answers 400 naming each field that breaks an RBM rule or the schema, and writes nothing', async () => {
    const before = await count();
    const tooFew = { ...carouselTemplate('broken'), width: 'SMALL', cards: [{ ...carouselTemplate().cards[0], media: { url: 'https://cdn.acme.example/a.jpg', height: 'TALL' } }] };
    const broken = await designer.call('POST', at('save'), { body: { esmeaddr: ACME, senderId: AGENT, template: tooFew } });
    expect(broken.status).toBe(400);
    expect(Object.keys(broken.json.fields)).toEqual(expect.arrayContaining(['template.cards', 'template.cards.0.media.height']));
    const longLabel = { ...carouselTemplate('long_label'), suggestions: [{ type: 'reply', text: 'A label longer than twenty-five', postbackData: 'x' }] };
    expect((await designer.call('POST', at('save'), { body: { esmeaddr: ACME, senderId: AGENT, template: longLabel } })).json.fields).toEqual({ 'template.suggestions.0.text': 'max-length (max 25, length 31)' });
    const text = { type: 'text_message', name: 'too_long', text: 'x'.repeat(3073), suggestions: [] };
    expect((await designer.call('POST', at('save'), { body: { esmeaddr: ACME, senderId: AGENT, template: text } })).json.fields).toHaveProperty(['template.text']);
    const card = { type: 'rich_card', name: 'no_alignment', orientation: 'Horizontal', card: { title: 'Hi', suggestions: [] }, suggestions: [] };
    expect((await designer.call('POST', at('save'), { body: { esmeaddr: ACME, senderId: AGENT, template: card } })).json.fields).toHaveProperty(['template.thumbnailAlignment']);
    const noSender = await designer.call('POST', at('save'), { body: { esmeaddr: ACME, template: carouselTemplate('x') } });
    expect(noSender.status).toBe(400);
    expect(noSender.json.fields).toHaveProperty('senderId');
    const badType = await designer.call('POST', at('save'), { body: { esmeaddr: ACME, senderId: AGENT, template: { type: 'hologram', name: 'x' } } });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.json.fields)[0]).toMatch(/^template/);
    const badUpdate = await designer.call('PUT', at('update'), { body: { esmeaddr: ACME, senderId: AGENT, templateId: 'one', template: carouselTemplate('x') } });
    expect(badUpdate.json.fields).toHaveProperty('templateId');
    const badQuery = await designer.call('GET', at('checkExistsTemplate'), { query: { senderId: AGENT, language: 'english', templateName: 'x' } });
    expect(badQuery.json.fields).toHaveProperty('language');
    expect(await count()).toBe(before);
  });

  it("takes card media past the server-wide 1 MB body limit up to RBM's size for its kind, and refuses more with 413 naming data", async () => {
    const stored = async () => Number((await server.db.query<{ n: string }>('select count(*) as n from rcs_template_media'))[0]!.n);
    const upload = (mimeType: string, bytes: number) =>
      designer.call('POST', at('mediaUpload'), { body: { esmeaddr: ACME, fileName: 'card.png', mimeType, data: Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 7)]).toString('base64') } });
    const big = await upload('image/png', 1.5 * 1024 * 1024);
    expect([big.status, big.json.size]).toEqual([200, 1.5 * 1024 * 1024]);
    const before = await stored();
    const over = await upload('image/png', 2 * 1024 * 1024 + 1);
    expect([over.status, over.json.error, over.json.fields]).toEqual([413, 'payload_too_large', { data: "The file is larger than 2 MB, RBM's limit for an image." }]);
    const declared = await designer.call('POST', at('mediaUpload'), { rawBody: '{}', headers: { 'content-length': String(100 * 1024 * 1024) } });
    expect([declared.status, Object.keys(declared.json.fields)]).toEqual([413, ['data']]);
    expect(await stored()).toBe(before);
  });

  it("answers 404 to another account's agent or template, 403 to its esmeaddr, and changes nothing of the owner's", async () => {
    const [owned] = await fetchAll();
    const before = await fetchAll();
    const strangerAgent = 'umbrella_bots_agent';
    expect((await umbrella.call('POST', at('fetchTemplates'), { body: { esmeaddr: 1003, senderId: AGENT } })).status).toBe(404);
    expect((await umbrella.call('POST', at('fetchTemplates'), { body: { esmeaddr: 1003, senderId: strangerAgent, templateId: owned!.templateId } })).status).toBe(404);
    expect((await umbrella.call('GET', at('checkExistsTemplate'), { query: { templateName: 'welcome_text', language: 'en', senderId: AGENT } })).status).toBe(404);
    expect((await umbrella.call('POST', at('save'), { body: { esmeaddr: 1003, senderId: AGENT, template: carouselTemplate('intruder') } })).status).toBe(404);
    expect((await umbrella.call('PUT', at('update'), { body: { esmeaddr: 1003, senderId: AGENT, templateId: owned!.templateId, template: carouselTemplate('intruder') } })).status).toBe(404);
    expect((await umbrella.call('PUT', at('update'), { body: { esmeaddr: 1003, senderId: strangerAgent, templateId: owned!.templateId, template: carouselTemplate('intruder') } })).status).toBe(404);
    expect((await umbrella.call('POST', at('delete'), { body: { esmeaddr: 1003, senderId: strangerAgent, templateId: owned!.templateId } })).status).toBe(404);
    expect((await umbrella.call('POST', at('delete'), { body: { esmeaddr: ACME, senderId: AGENT, templateId: owned!.templateId } })).status).toBe(403);
    expect(await fetchAll()).toEqual(before);
  });

  it("syncs an RCS bot's message nodes in as templates, again as updates, and refuses another account's bot", async () => {
    const [bot] = await server.db.query<{ id: string }>(`select id from bots where esme = $1 and channel = 'RCS' order by created_on limit 1`, [ACME]);
    const sync = () => designer.call('POST', at('syncup'), { body: { esmeAddr: ACME, botId: bot!.id, senderId: AGENT } });
    const first = await sync();
    expect(first.status).toBe(200);
    expect(first.json.created).toEqual(expect.arrayContaining(['order_assistant_welcome', 'order_assistant_deals']));
    expect(first.json.updated).toEqual([]);
    const deals = (await fetchAll()).find((template) => template.name === 'order_assistant_deals') as unknown as { template: { type: string; cards: unknown[] }; source: string };
    expect(deals).toMatchObject({ source: 'syncup', template: { type: 'carousel' } });
    expect(deals.template.cards).toHaveLength(2);
    const second = await sync();
    expect(second.json.created).toEqual([]);
    expect(second.json.updated.sort()).toEqual([...first.json.created].sort());
    expect((await umbrella.call('POST', at('syncup'), { body: { esmeAddr: 1003, botId: bot!.id } })).status).toBe(404);
    expect((await designer.call('POST', at('syncup'), { body: { esmeAddr: ACME, botId: 'not-a-bot' } })).json.fields).toHaveProperty('botId');
  });
});
