import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateContent, type TemplateContentInput } from '@/api/contracts/whatsapp-template';
import { loadMetaOpenApi, type MetaOpenApi } from '../../../testing/meta-openapi';
import { startWhatsappSandbox, type WhatsappSandbox } from '../../sandbox/whatsapp/start-whatsapp-sandbox';
import { ProviderError } from '../../../channel/channel';
import { createCloudApiClient, type CloudApiClient } from './cloud-api-client';
import { createNumberRegistrationClient } from './number-registration-client';
import { createWhatsappChannel } from './whatsapp-channel';
import { recordingFetch, type Exchange } from '../../../testing/recording-fetch';

/**
 * Issue #32: what our Cloud API client writes and what the sandbox answers and posts, checked against
 * Meta's own OpenAPI description (server/testing/meta-openapi.ts) rather than our reading of it. Each
 * exchange is recorded at the fetch our client uses, so the bytes checked are the bytes sent.
 */

const appSecret = 'conformance-secret';
const accessToken = 'conformance-token';
const sender = '100000000000001';
const waba = '200000000000001';
const MESSAGES = '/{Version}/{Phone-Number-ID}/messages';
const MARKETING_MESSAGES = '/{Version}/{Phone-Number-ID}/marketing_messages';
const MEDIA = '/{Version}/{Phone-Number-ID}/media';
const TEMPLATES = '/{Version}/{WABA-ID}/message_templates';
const TEMPLATE = '/{Version}/{TEMPLATE_ID}';

const template = (input: TemplateContentInput) => templateContent.parse(input);
/** One template per header format and every button that takes a value, positional and named. */
const templates = [
  template({
    name: 'order_update',
    language: 'en_US',
    category: 'UTILITY',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['A-1'] } },
      { type: 'BODY', text: 'Hi {{1}}, your order ships {{2}}.', example: { body_text: [['Ada', 'today']] } },
      { type: 'FOOTER', text: 'Reply STOP to opt out' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'URL', text: 'Track', url: 'https://shop.example/track/{{1}}', example: ['https://shop.example/track/A-1'] },
          { type: 'COPY_CODE', example: 'SAVE10' },
          { type: 'QUICK_REPLY', text: 'Stop promotions' },
          { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+15550100001' },
        ],
      },
    ],
  }),
  template({
    name: 'named_image',
    language: 'en_US',
    category: 'MARKETING',
    parameter_format: 'NAMED',
    components: [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://cdn.example/spring.jpg'] } },
      { type: 'BODY', text: 'Hello {{first_name}}, {{offer}} until Sunday.', example: { body_text_named_params: [{ param_name: 'first_name', example: 'Ada' }, { param_name: 'offer', example: '20% off' }] } },
    ],
  }),
  template({ name: 'video_note', language: 'en_US', category: 'MARKETING', components: [{ type: 'HEADER', format: 'VIDEO' }, { type: 'BODY', text: 'Watch this.' }] }),
  template({ name: 'invoice_pdf', language: 'en_US', category: 'UTILITY', components: [{ type: 'HEADER', format: 'DOCUMENT' }, { type: 'BODY', text: 'Your invoice.' }] }),
  template({ name: 'store_visit', language: 'en_US', category: 'UTILITY', components: [{ type: 'HEADER', format: 'LOCATION' }, { type: 'BODY', text: 'See you at {{1}}.' }] }),
  template({ name: 'plain_hello', language: 'en_US', category: 'UTILITY', components: [{ type: 'BODY', text: 'Hello.' }] }),
];

let meta: MetaOpenApi;
let sandbox: WhatsappSandbox;
let client: CloudApiClient;
const exchanges: Exchange[] = [];
const webhooks: unknown[] = [];


/** Runs `act` and answers the exchanges it made. */
async function exchangesOf(act: () => Promise<unknown>): Promise<Exchange[]> {
  const from = exchanges.length;
  await act().catch((error: unknown) => {
    if (!(error instanceof ProviderError)) throw error;
  });
  return exchanges.slice(from);
}

/** Every problem Meta's description finds with the request and the answer, named by where. */
function problemsOf(exchange: Exchange, path: string): string[] {
  const problems: string[] = [];
  const emptyBody = exchange.body !== undefined && JSON.stringify(exchange.body) === '{}';
  if (exchange.body !== undefined && !meta.takesBody(exchange.method, path)) {
    if (!emptyBody) problems.push(`request has a body ${path} takes none`);
  } else if (exchange.body !== undefined) problems.push(...meta.request(exchange.method, path).problems(exchange.body).map((problem) => `request ${problem}`));
  problems.push(...meta.response(exchange.method, path, exchange.status).problems(exchange.answer).map((problem) => `answer ${exchange.status} ${problem}`));
  return problems;
}

beforeAll(async () => {
  meta = await loadMetaOpenApi();
  sandbox = await startWhatsappSandbox({
    appSecret,
    accessToken,
    timing: 'instant',
    seed: 32,
    rules: { undeliverableSuffixes: ['99'], undeliverableRate: 0, marketingCapRate: 0, readRate: 1, stopRate: 0, replyRate: 1 },
    findTemplate: (name, language) => templates.find((each) => each.name === name && each.language === language),
    deliverWebhook: (rawBody) => {
      webhooks.push(JSON.parse(rawBody));
      return Promise.resolve();
    },
  });
  client = createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken, fetch: recordingFetch(exchanges) });
});

afterAll(async () => {
  await sandbox.close();
});

describe("our Cloud API client and the sandbox, checked against Meta's OpenAPI description", () => {
  it('sends every template shape the console builds, and the sandbox answers as Meta describes', async () => {
    const channel = createWhatsappChannel(client);
    const values: Record<string, Record<string, string>> = {
      order_update: { 'header.1': 'A-7', '1': 'Ada', '2': 'tomorrow', 'button.0': 'A-7', 'button.1': 'SAVE10' },
      named_image: { first_name: 'Ada', offer: '20% off' },
      video_note: { 'header.media': 'https://cdn.example/clip.mp4' },
      invoice_pdf: { 'header.media': 'https://cdn.example/invoice.pdf', 'header.filename': 'invoice.pdf' },
      store_visit: { 'header.latitude': '52.52', 'header.longitude': '13.405', 'header.name': 'Berlin store', 'header.address': 'Unter den Linden 1', '1': 'noon' },
      plain_hello: {},
    };
    // One recipient each: Meta refuses a second message to the same person within 6 seconds (131056).
    // The last ends in 99, which the sandbox's rules cannot deliver: its webhooks carry a failed status.
    for (const [n, each] of templates.entries()) {
      const to = n === templates.length - 1 ? '+491701234599' : `+49170123456${n}`;
      const [sent] = await exchangesOf(() =>
        channel.send({ channel: 'whatsapp', to, senderId: sender, template: each, variables: values[each.name]!, reference: `conformance-${each.name}` }),
      );
      expect(sent?.status, `${each.name}: ${JSON.stringify(sent?.answer)}`).toBe(200);
      expect(problemsOf(sent!, MESSAGES), each.name).toEqual([]);
    }
  });

  it("uploads a file as Meta's multipart form describes it, sends a media header by the id the upload answered (a campaign's own file), and the sandbox serves that file back", async () => {
    const channel = createWhatsappChannel(client);
    const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64'));
    let mediaId = '';
    const [upload] = await exchangesOf(async () => (mediaId = await client.uploadMedia(sender, { bytes: png, mimeType: 'image/png', fileName: 'spring.png' })));
    expect(upload?.body).toMatchObject({ messaging_product: 'whatsapp', type: 'image/png' });
    expect(meta.request('POST', MEDIA, 'multipart/form-data').problems(upload!.body)).toEqual([]);
    expect(meta.response('POST', MEDIA, upload!.status).problems(upload!.answer)).toEqual([]);
    // A form Meta's description refuses is found: the file as a number, not bytes.
    expect(meta.request('POST', MEDIA, 'multipart/form-data').problems({ ...(upload!.body as object), file: 42 })).not.toEqual([]);
    const image = templates.find((each) => each.name === 'named_image')!;
    const [sent] = await exchangesOf(() => channel.send({ channel: 'whatsapp', to: '+491701234570', senderId: sender, template: image, variables: { first_name: 'Ada', offer: '20% off', 'header.media': mediaId }, reference: 'by-id' }));
    expect(sent?.status, JSON.stringify(sent?.answer)).toBe(200);
    expect(problemsOf(sent!, MESSAGES)).toEqual([]);
    expect(sandbox.received.get('+491701234570')?.at(-1)?.components[0]).toEqual({ type: 'header', parameters: [{ type: 'image', image: { id: mediaId } }] });

    // The recording fetch reads answers as JSON, so the bytes come through a client of their own.
    const [described] = await exchangesOf(() => createNumberRegistrationClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken, fetch: recordingFetch(exchanges) }).downloadMedia(mediaId));
    expect(problemsOf(described!, '/{Version}/{Media-ID}')).toEqual([]);
    const numbers = createNumberRegistrationClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken });
    expect(await numbers.downloadMedia(mediaId)).toEqual({ bytes: png, mimeType: 'image/png' });

    const [unknown] = await exchangesOf(() => channel.send({ channel: 'whatsapp', to: '+491701234571', senderId: sender, template: image, variables: { first_name: 'Ada', offer: '20% off', 'header.media': '4242424242' }, reference: 'lost-id' }));
    expect(unknown?.status).toBe(400);
    expect(JSON.stringify(unknown?.answer)).toContain('media 4242424242 was not uploaded');
  });

  it('sends a text and reply buttons in the customer window as Meta describes them', async () => {
    const channel = createWhatsappChannel(client);
    const [text] = await exchangesOf(() => channel.sendText!({ to: '+491701234568', senderId: sender, text: 'Thanks, we are on it.', replyTo: 'wamid.earlier', reference: 'bot-1' }));
    const [buttons] = await exchangesOf(() =>
      channel.sendButtons!({ to: '+491701234568', senderId: sender, body: 'Was this helpful?', buttons: [{ id: 'yes', title: 'Yes' }, { id: 'no', title: 'No' }], reference: 'bot-2' }),
    );
    for (const exchange of [text!, buttons!]) expect(problemsOf(exchange, MESSAGES)).toEqual([]);
  });

  it('sends a marketing template through Marketing Messages Lite as Meta describes it, and refuses a utility one there', async () => {
    const channel = createWhatsappChannel(client);
    const marketing = templates.find((each) => each.name === 'named_image')!;
    const [sent] = await exchangesOf(() =>
      channel.send({ channel: 'whatsapp', marketingMessages: true, to: '+491701234580', senderId: sender, template: marketing, variables: { first_name: 'Ada', offer: '20% off' }, reference: 'mm-lite' }),
    );
    expect(sent?.url.pathname).toMatch(/\/marketing_messages$/);
    expect(sent?.status, JSON.stringify(sent?.answer)).toBe(200);
    expect(problemsOf(sent!, MARKETING_MESSAGES)).toEqual([]);
    expect(sandbox.received.get('+491701234580')?.at(-1)).toMatchObject({ template: { name: 'named_image' }, marketingMessages: true });

    const utility = templates.find((each) => each.name === 'plain_hello')!;
    const [refused] = await exchangesOf(() => channel.send({ channel: 'whatsapp', marketingMessages: true, to: '+491701234581', senderId: sender, template: utility, variables: {}, reference: 'mm-lite-utility' }));
    expect(refused?.status).toBe(400);
    expect(problemsOf(refused!, MARKETING_MESSAGES)).toEqual([]);
  });

  it("Meta's description of marketing_messages refuses what our client must not send there", () => {
    const request = meta.request('POST', MARKETING_MESSAGES);
    const valid = { messaging_product: 'whatsapp', recipient_type: 'individual', to: '491701234580', type: 'template', template: { name: 'offer', language: { code: 'en' } } };
    expect(request(valid)).toBe(true);
    expect(request({ ...valid, biz_opaque_callback_data: 'x' })).toBe(false);
    expect(request({ ...valid, type: 'text' })).toBe(false);
  });

  it("overrides a number's webhook callback in the shape Meta describes, and answers a failed verification as Graph does", async () => {
    // Nothing listens there, so Meta's verification GET fails and the override is refused.
    const [refused] = await exchangesOf(() => client.overrideNumberCallback(sender, { callbackUri: 'http://127.0.0.1:9/webhooks/whatsapp', verifyToken: 'verify' }));
    expect(refused?.status).toBe(400);
    expect(problemsOf(refused!, '/{Version}/{Phone-Number-ID}')).toEqual([]);

    // Removing it sends `override_callback_uri: ''`, which the file's own words allow ("can be empty string")
    // and its `format: uri` refuses: that one disagreement is all the check may find (docs/decisions.md).
    const [removed] = await exchangesOf(() => client.overrideNumberCallback(sender, null));
    expect(removed?.body).toEqual({ webhook_configuration: { override_callback_uri: '' } });
    expect(removed?.status, JSON.stringify(removed?.answer)).toBe(200);
    const problems = problemsOf(removed!, '/{Version}/{Phone-Number-ID}');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^request .*override_callback_uri.*uri/);
  });

  it("answers a refused send with Meta's Graph error body", async () => {
    const channel = createWhatsappChannel(client);
    const missing = template({ name: 'never_approved', language: 'en_US', category: 'UTILITY', components: [{ type: 'BODY', text: 'Hi.' }] });
    const [refused] = await exchangesOf(() => channel.send({ channel: 'whatsapp', to: '+491701234569', senderId: sender, template: missing, variables: {}, reference: 'refused' }));
    expect(refused?.status).toBeGreaterThanOrEqual(400);
    expect(problemsOf(refused!, MESSAGES)).toEqual([]);
  });

  it('creates, lists, edits and deletes a template in the shapes Meta describes', async () => {
    const created = template({
      name: 'conformance_receipt',
      language: 'en_US',
      category: 'UTILITY',
      components: [
        { type: 'BODY', text: 'Paid {{1}}, thank you.', example: { body_text: [['$10']] } },
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }] },
      ],
    });
    const [create] = await exchangesOf(() => client.createTemplate(waba, created));
    expect(create?.status).toBe(200);
    expect(problemsOf(create!, TEMPLATES)).toEqual([]);

    const [list] = await exchangesOf(() => client.listTemplates(waba, { name: 'conformance_receipt' }));
    expect(problemsOf(list!, TEMPLATES)).toEqual([]);
    const id = (create!.answer as { id: string }).id;

    const [edit] = await exchangesOf(() => client.editTemplate(id, { components: [{ type: 'BODY', text: 'Paid {{1}}, thanks!', example: { body_text: [['$10']] } }] }));
    expect(problemsOf(edit!, TEMPLATE)).toEqual([]);

    const [remove] = await exchangesOf(() => client.deleteTemplate(waba, 'conformance_receipt'));
    expect(remove?.status).toBe(200);
    expect(problemsOf(remove!, TEMPLATES)).toEqual([]);
  });

  it("posts status and reply webhooks that fit Meta's webhook payload", async () => {
    await sandbox.idle();
    await sandbox.sendInbound({ from: '+491701234570', toPhoneNumberId: sender, text: 'Do you ship to Hamburg?' });
    await sandbox.sendInbound({ from: '+491701234560', toPhoneNumberId: sender, text: 'Stop promotions', button: true });
    await sandbox.idle();
    const kinds = new Set(webhooks.flatMap((body) => JSON.stringify(body).match(/"status":"\w+"|"type":"(text|button|interactive)"/g) ?? []));
    expect([...kinds]).toEqual(expect.arrayContaining(['"status":"sent"', '"status":"delivered"', '"status":"read"', '"status":"failed"', '"type":"text"', '"type":"button"']));
    // The file describes the `messages` field (and groups) only; template status and quality events
    // (`message_template_status_update`, …) are outside it (docs/decisions.md, "Meta's OpenAPI file").
    const fields = (body: unknown) => (body as { entry: { changes: { field: string }[] }[] }).entry.flatMap((entry) => entry.changes.map((change) => change.field));
    const messageWebhooks = webhooks.filter((body) => fields(body).every((field) => field === 'messages'));
    expect(messageWebhooks.length).toBeGreaterThanOrEqual(8);
    const webhook = meta.webhook();
    for (const body of messageWebhooks) expect(webhook.problems(body), JSON.stringify(body).slice(0, 300)).toEqual([]);
  });

  it('moves a number here and fetches a customer file in the shapes Meta describes', async () => {
    const numbers = createNumberRegistrationClient({ baseUrl: sandbox.baseUrl, graphApiVersion: 'v23.0', accessToken, fetch: recordingFetch(exchanges) });
    let id = '';
    const [add] = await exchangesOf(async () => (id = await numbers.addForMigration(waba, { cc: '971', phoneNumber: '501234000' })));
    const [wrongCode] = await exchangesOf(() => numbers.verifyCode(id, '000000'));
    const [request] = await exchangesOf(() => numbers.requestCode(id, 'SMS', 'en_US'));
    const [verify] = await exchangesOf(() => numbers.verifyCode(id, sandbox.codeInbox[0]!.code));
    const [register] = await exchangesOf(() => numbers.register(id, '246810'));
    const [deregister] = await exchangesOf(() => numbers.deregister(id));
    const file = sandbox.media.keep({ bytes: new Uint8Array([1, 2, 3]), mimeType: 'application/pdf', fileName: 'menu.pdf' });
    const [media] = await exchangesOf(() => numbers.downloadMedia(file.id));
    const checked: [Exchange | undefined, string][] = [
      [add, '/{Version}/{WABA-ID}/phone_numbers'],
      [wrongCode, '/{Version}/{Phone-Number-ID}/verify_code'],
      [request, '/{Version}/{Phone-Number-ID}/request_code'],
      [verify, '/{Version}/{Phone-Number-ID}/verify_code'],
      [register, '/{Version}/{Phone-Number-ID}/register'],
      [deregister, '/{Version}/{Phone-Number-ID}/deregister'],
      [media, '/{Version}/{Media-ID}'],
    ];
    expect(wrongCode?.status).toBeGreaterThanOrEqual(400);
    for (const [exchange, path] of checked) expect(problemsOf(exchange!, path), path).toEqual([]);
  });

  it('fails when a request or an answer strays from the description', () => {
    const send = exchanges.find((exchange) => exchange.url.pathname.endsWith('/messages') && exchange.status === 200)!;
    expect(problemsOf({ ...send, body: { ...(send.body as object), type: 'template', template: { language: { code: 'en_US' } } } }, MESSAGES)).not.toEqual([]);
    expect(problemsOf({ ...send, answer: { messaging_product: 'whatsapp', contacts: 'none', messages: [{ id: 7 }] } }, MESSAGES)).not.toEqual([]);
    expect(meta.webhook().problems({ object: 'whatsapp_business_account', entry: [{ id: waba, changes: [{ field: 'messages', value: { statuses: 'read' } }] }] })).not.toEqual([]);
  });
});
