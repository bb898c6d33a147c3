import { beforeAll, describe, expect, it } from 'vitest';
import { loadMetaOpenApi, type MetaOpenApi } from './meta-openapi';

const MESSAGES = '/{Version}/{Phone-Number-ID}/messages';

/**
 * Meta's own examples the repaired file still refuses, and why: each is a slip in the example, not in
 * the schema, or a feature the console does not use. A newer file that fixes one makes this list wrong.
 */
const refusedSendExamples = {
  'Send Catalog Template Message': 'sub_type written CATALOG; the schema and the documentation spell it catalog',
  'Send Multi-Product Message': 'header type left as the placeholder <HEADER_TYPE>',
  'Send Order Details Message': 'order_details is India payments, not in the file’s interactive types',
  'Send Order Status Message': 'order_status is India payments, not in the file’s interactive types',
  'Send Reply to List Message': 'no type; Meta then reads it as text, which has no interactive part',
  'Send Text Message with Preview URL': 'no type (Meta defaults it to text; every send of ours names its type)',
};
const refusedWebhookExamples = {
  'Group Create Message': 'groups: timestamp a string where the schema types it integer (the console has no groups)',
  'Group Settings Update': 'groups: timestamp a string where the schema types it integer',
  'Group Remove Participants': 'groups: timestamp a string where the schema types it integer',
};

let meta: MetaOpenApi;
beforeAll(async () => {
  meta = await loadMetaOpenApi();
});

describe("Meta's OpenAPI file, read with the repairs its README lists", () => {
  it('repairs the webhook refs, the closed allOf branches and what is stricter than the documentation', () => {
    // The README counts 11 renamed webhook schemas and 32 references to them (refs and discriminator mappings).
    expect(meta.repairs.webhookRefs).toBe(32);
    expect(meta.repairs.allOfClosedBranches).toBe(10);
    expect(meta.repairs.loosened).toEqual([
      'BaseMessageProperties.recipient_type optional',
      'LanguageObject.policy optional',
      'LocationMessage.location.latitude a number',
      'LocationMessage.location.longitude a number',
      'TemplateComponent.index 0-9',
      'TemplateComponent.sub_type copy_code, flow, mpm',
      'ButtonComponent.index 0-9',
      'ButtonComponent.sub_type copy_code, flow, mpm',
      'PhoneNumberCreateRequest.verified_name optional when migrating',
      'InteractiveObject cta_url',
      'BaseMessageProperties.biz_opaque_callback_data',
      'Message.oneOf + MarkMessageRequestPayload',
    ]);
  });

  it("accepts Meta's own send examples but the named slips", () => {
    const send = meta.request('post', MESSAGES);
    const examples = meta.requestExamples('post', MESSAGES);
    expect(Object.keys(examples).length).toBeGreaterThanOrEqual(50);
    const refused = Object.keys(examples).filter((name) => !send(examples[name]));
    expect(refused.sort()).toEqual(Object.keys(refusedSendExamples).sort());
  });

  it("accepts Meta's own webhook examples but the group events", () => {
    const webhook = meta.webhook();
    const examples = meta.webhookExamples();
    const refused = Object.keys(examples).filter((name) => !webhook(examples[name]));
    expect(refused.sort()).toEqual(Object.keys(refusedWebhookExamples).sort());
    expect(Object.keys(examples).length - refused.length).toBeGreaterThanOrEqual(13);
  });

  it('accepts what the documentation calls valid and the file refused as published', () => {
    const send = meta.request('post', MESSAGES);
    const documented = [
      { messaging_product: 'whatsapp', to: '16505551234', type: 'text', text: { body: 'Hi' } },
      { messaging_product: 'whatsapp', to: '16505551234', type: 'image', image: { link: 'https://example.com/a.jpg', caption: 'A' } },
      { messaging_product: 'whatsapp', to: '16505551234', type: 'location', location: { latitude: 37.48, longitude: -122.15, name: 'HQ' } },
      { messaging_product: 'whatsapp', to: '16505551234', type: 'template', template: { name: 'hello_world', language: { code: 'en_US' } } },
      { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.X', typing_indicator: { type: 'text' } },
      { messaging_product: 'whatsapp', to: '16505551234', type: 'text', biz_opaque_callback_data: 'campaign-7', text: { body: 'Hi' } },
    ];
    for (const body of documented) expect(send.problems(body), JSON.stringify(body)).toEqual([]);
  });

  it('refuses malformed sends and says where', () => {
    const send = meta.request('post', MESSAGES);
    expect(send({ messaging_product: 'whatsapp', to: '1', type: 'text', text: { body: 7 } })).toBe(false);
    expect(send({ messaging_product: 'whatsapp', to: '1', type: 'text', text: { body: 'Hi' }, colour: 'red' })).toBe(false);
    expect(send({ messaging_product: 'whatsapp', to: '1', type: 'template', template: { language: { code: 'en_US' } } })).toBe(false);
    expect(send({ messaging_product: 'whatsapp', to: '1', type: 'hologram', hologram: {} })).toBe(false);
    const closed = meta.schema('TextMessage').problems({ messaging_product: 'whatsapp', to: '1', type: 'text', text: { body: 'Hi' }, colour: 'red' });
    expect(closed.join('\n')).toContain('colour');
  });

  it('asks a new number for its verified name, not one migrating here', () => {
    const create = meta.request('post', '/{Version}/{WABA-ID}/phone_numbers');
    expect(create({ cc: '971', phone_number: '501234000', migrate_phone_number: true })).toBe(true);
    expect(create({ cc: '971', phone_number: '501234000' })).toBe(false);
    expect(create({ cc: '971', phone_number: '501234000', verified_name: 'Lounge Cafe' })).toBe(true);
  });

  it("refuses a malformed error answer against the Graph error schema the send's errors take", () => {
    const error = meta.response('post', MESSAGES, 400);
    expect(error({ error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100, fbtrace_id: 'A' } })).toBe(true);
    expect(error({ error: { message: 'no code', code: 'one hundred' } })).toBe(false);
  });
});
