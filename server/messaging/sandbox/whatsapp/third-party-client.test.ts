import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WhatsAppAPI } from 'whatsapp-api-js';
import { ActionButtons, ActionCTA, ActionList, Body, Button, Contacts, Document, Footer, Image, Interactive, Language, ListSection, Location, Name, Phone, Reaction, Row, Sticker, Template, Text, Video, Audio } from 'whatsapp-api-js/messages';
import { loadMetaOpenApi } from '../../../testing/meta-openapi';
import { startWhatsappSandbox, type WhatsappSandbox } from './start-whatsapp-sandbox';

/**
 * Issue #32: the sandbox driven by a maintained third-party Cloud API client from npm
 * (`whatsapp-api-js`), as a new integrator would use it against Meta. Its requests and its webhook
 * handling are not ours, which is the point: every message kind it builds must be taken, and every
 * webhook the sandbox posts must pass its own signature check and parser. Its Graph host is fixed, so
 * its fetch is pointed at the sandbox, nothing else changed.
 */

const appSecret = 'third-party-secret';
const accessToken = 'third-party-token';
const phoneID = '100000000000001';
const customer = '491701112233';

let sandbox: WhatsappSandbox;
let whatsapp: WhatsAppAPI;
/** Every status of every webhook the client took; it hands its handler only the first of a batch (below). */
const statuses: Array<{ id: string; status: string; biz_opaque_callback_data?: string | undefined }> = [];
let statusCallbacks = 0;
let statusWebhooks = 0;
const messages: Array<{ id: string; type: string }> = [];
const refusedWebhooks: string[] = [];
/** What the client posted to /messages and what the sandbox answered, for Meta's own description. */
const sends: Array<{ body: Record<string, unknown>; status: number; answer: unknown }> = [];

beforeAll(async () => {
  sandbox = await startWhatsappSandbox({
    appSecret,
    accessToken,
    timing: 'instant',
    seed: 6,
    rules: { undeliverableSuffixes: [], undeliverableRate: 0, marketingCapRate: 0, readRate: 1, stopRate: 0, replyRate: 0 },
    findTemplate: (name) => (name === 'hello_world' ? { name, language: 'en_US', category: 'UTILITY', parameter_format: 'POSITIONAL', components: [{ type: 'BODY', text: 'Hello World' }] } : undefined),
    // The integrator's webhook endpoint: the client's own check of X-Hub-Signature-256, then its parser.
    deliverWebhook: async (rawBody, headers) => {
      try {
        await whatsapp.post(JSON.parse(rawBody) as never, rawBody, headers['x-hub-signature-256'] ?? '');
        const body = JSON.parse(rawBody) as { entry: { changes: { value: { statuses?: typeof statuses } }[] }[] };
        const batch = body.entry.flatMap((entry) => entry.changes.flatMap((change) => change.value.statuses ?? []));
        if (batch.length > 0) statusWebhooks += 1;
        statuses.push(...batch);
      } catch (error) {
        refusedWebhooks.push(String(error));
      }
    },
  });
  const graph = 'https://graph.facebook.com';
  whatsapp = new WhatsAppAPI({
    token: accessToken,
    appSecret,
    v: 'v23.0',
    ponyfill: {
      fetch: async (url: string | URL | Request, init?: RequestInit) => {
        const address = String(url instanceof Request ? url.url : url).replace(graph, sandbox.baseUrl);
        const response = await fetch(address, init);
        if (address.endsWith('/messages') && typeof init?.body === 'string') sends.push({ body: JSON.parse(init.body) as Record<string, unknown>, status: response.status, answer: await response.clone().json() });
        return response;
      },
    },
  });
  whatsapp.on.status = () => void (statusCallbacks += 1);
  whatsapp.on.message = ({ message }) => void messages.push({ id: message.id, type: message.type });
});

afterAll(async () => {
  await sandbox.close();
});

/** Each send to a new customer: Meta's 6-second pair limit would refuse two in a row to one person. */
let next = 0;
async function openWindow(): Promise<string> {
  next += 1;
  const to = `${customer}${String(next).padStart(2, '0')}`;
  await sandbox.sendInbound({ from: `+${to}`, toPhoneNumberId: phoneID, text: 'Hi there' });
  return to;
}

const messageIdOf = (answer: unknown) => (answer as { messages?: { id: string }[] }).messages?.[0]?.id;

describe('the WhatsApp sandbox driven by whatsapp-api-js', () => {
  it('takes every message kind the client builds inside the customer window, and reports each one sent, delivered and read', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'menu.jpg');
    const uploaded = (await whatsapp.uploadMedia(phoneID, form)) as { id?: string };
    expect(uploaded).toEqual({ id: expect.stringMatching(/^\d+$/) });

    const kinds = {
      text: new Text('Your order is on its way.', true),
      'image by link': new Image('https://cdn.example/menu.jpg', false, 'Our menu'),
      'image by id': new Image(uploaded.id!, true, 'Our menu'),
      video: new Video('https://cdn.example/clip.mp4', false, 'How to'),
      audio: new Audio('https://cdn.example/note.ogg', false),
      document: new Document('https://cdn.example/invoice.pdf', false, 'Invoice', 'invoice.pdf'),
      sticker: new Sticker('https://cdn.example/smile.webp', false),
      location: new Location(13.405, 52.52, 'Berlin store', 'Unter den Linden 1'),
      contacts: new Contacts([new Name('Ada Lovelace', 'Ada', 'Lovelace'), new Phone('+15550100001', 'WORK')]),
      'reply buttons': new Interactive(new ActionButtons(new Button('yes', 'Yes'), new Button('no', 'No')), new Body('Was this helpful?'), undefined, new Footer('Support')),
      list: new Interactive(new ActionList('Choose', new ListSection('Sizes', new Row('s', 'Small'), new Row('m', 'Medium', 'Most ordered'))), new Body('Which size?')),
      'call to action': new Interactive(new ActionCTA('Track', 'https://shop.example/track/A-1'), new Body('Track your parcel.')),
      template: new Template('hello_world', new Language('en_US')),
    };
    const answers: Record<string, unknown> = {};
    for (const [kind, message] of Object.entries(kinds)) answers[kind] = await whatsapp.sendMessage(phoneID, await openWindow(), message, undefined, `kind:${kind}`);
    const to = await openWindow();
    const earlier = messageIdOf(await whatsapp.sendMessage(phoneID, to, new Text('Thanks!')));
    answers.reaction = await whatsapp.sendMessage(phoneID, await openWindow(), new Reaction(earlier!, '👍'));

    for (const [kind, answer] of Object.entries(answers)) expect(JSON.stringify(answer), `${kind}: ${JSON.stringify(answer)}`).toMatch(/"messages":\[\{"id":"wamid\./);
    await sandbox.idle();
    for (const kind of Object.keys(kinds)) {
      const id = messageIdOf(answers[kind]);
      expect(statuses.filter((status) => status.id === id).map((status) => status.status), kind).toEqual(['sent', 'delivered', 'read']);
      expect(statuses.find((status) => status.id === id)?.biz_opaque_callback_data, kind).toBe(`kind:${kind}`);
    }
    expect(refusedWebhooks).toEqual([]);
    // whatsapp-api-js reads statuses[0] of each webhook only; the sandbox batches statuses due together.
    expect(statusCallbacks).toBe(statusWebhooks);
  });

  it('marks a customer message read with the typing indicator, and retrieves, downloads and deletes uploaded media', async () => {
    const from = `+${customer}99`;
    const inbound = await sandbox.sendInbound({ from, toPhoneNumberId: phoneID, text: 'Where is my order?' });
    expect(messages.at(-1)).toEqual({ id: inbound, type: 'text' });
    expect(await whatsapp.markAsRead(phoneID, inbound, 'text')).toEqual({ success: true });
    expect(await whatsapp.markAsRead(phoneID, 'wamid.never-received')).toMatchObject({ error: { code: 100 } });

    const form = new FormData();
    form.set('file', new Blob([new TextEncoder().encode('%PDF-1.4 receipt')], { type: 'application/pdf' }), 'receipt.pdf');
    const { id } = (await whatsapp.uploadMedia(phoneID, form)) as { id: string };
    const described = (await whatsapp.retrieveMedia(id, phoneID)) as { url: string; mime_type: string; file_size: string };
    expect(described).toMatchObject({ mime_type: 'application/pdf', file_size: '16' });
    const download = await whatsapp.fetchMedia(described.url.replace(sandbox.baseUrl, 'https://graph.facebook.com'));
    expect(new TextDecoder().decode(await download.arrayBuffer())).toBe('%PDF-1.4 receipt');
    expect(await whatsapp.deleteMedia(id)).toEqual({ success: true });
    expect(await whatsapp.retrieveMedia(id)).toMatchObject({ error: { code: 100 } });
    const to = await openWindow();
    expect(await whatsapp.sendMessage(phoneID, to, new Image(id, true))).toMatchObject({ error: { code: 100 } });
  });

  it("sends what Meta's OpenAPI description takes, and the sandbox answers in its shapes", async () => {
    const meta = await loadMetaOpenApi();
    const path = '/{Version}/{Phone-Number-ID}/messages';
    expect(sends.length).toBeGreaterThanOrEqual(15);
    for (const { body, status, answer } of sends) {
      // whatsapp-api-js JSON-encodes contacts, which Graph reads as the list (the sandbox does too).
      const sent = typeof body.contacts === 'string' ? { ...body, contacts: JSON.parse(body.contacts) as unknown } : body;
      expect(meta.request('post', path).problems(sent), JSON.stringify(sent)).toEqual([]);
      expect(meta.response('post', path, status).problems(answer), JSON.stringify(answer)).toEqual([]);
    }
  });

  it("refuses what Meta refuses, in Meta's error shape", async () => {
    const outside = await whatsapp.sendMessage(phoneID, '491709998877', new Text('Out of the blue'));
    expect(outside).toMatchObject({ error: { code: 131047 } });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/gif' }), 'anim.gif');
    expect(await whatsapp.uploadMedia(phoneID, form, false)).toMatchObject({ error: { code: 131053 } });
    expect(await whatsapp.sendMessage(phoneID, await openWindow(), new Template('no_such_template', new Language('en_US')))).toMatchObject({ error: { code: 132001 } });
  });
});
