import fc from 'fast-check';
import { WEBHOOK_RULES_BASE } from '@/api/contracts/webhook-rules';
import { signWebhookBody } from '../../../messaging/channels/whatsapp/webhook-signature';
import { inboundWebhook } from '../../../messaging/sandbox/whatsapp/webhook-payloads';
import { demoMessaging } from '../../../seed/demo-accounts';
import { webhookRuleFields } from '../../../webhook-rules/testing/webhook-rule-fields';
import { eventually } from '../../../testing/eventually';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipe, Recipes } from '../recipe';

const acme = demoMessaging.find((entry) => entry.esme === 1001)!;
const acmeNumber = acme.numbers[0]!;

/** A rule of the designer's first number, every field of spec §3, to a receiver nothing answers (deliveries fail and retry, as they would). */
const ruleFields = (url = 'https://hooks.acme.example/wa') => webhookRuleFields(acmeNumber.displayNumber, url);

const newRule = async (world: FuzzWorld): Promise<string> => {
  const api = await world.as('designer');
  const created = await must(api.call('POST', `${WEBHOOK_RULES_BASE}/create`, { query: { request: JSON.stringify(ruleFields(`https://hooks.acme.example/${world.unique('r')}`)) } }), 'webhook rule');
  return created.ruleId as string;
};
const sharedRule = (world: FuzzWorld) => world.once('webhook rule', () => newRule(world));

/** An inbound message on the designer's number, signed with the app secret as Meta signs it. */
const signedInbound = async (world: FuzzWorld) =>
  fc.record({ text: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), messageId: fc.stringMatching(/^wamid\.[A-Za-z0-9]{8,40}$/), waId: fc.stringMatching(/^[1-9]\d{9,13}$/) }).map(({ text, messageId, waId }) => {
    const body = JSON.stringify(inboundWebhook({ number: { id: acmeNumber.id, displayPhoneNumber: acmeNumber.displayNumber.slice(1), wabaId: acme.waba.id, throughput: 80 }, messageId, waId, at: new Date(), text }));
    return { body, headers: { 'x-hub-signature-256': signWebhookBody(body, world.webhooks.whatsapp?.appSecret ?? '') } };
  });

/** A delivery of an inbound message to a rule of the second number, once the webhook fan-out has made it. */
const delivery = (world: FuzzWorld) =>
  world.once('webhook delivery', async () => {
    const api = await world.as('designer');
    const second = acme.numbers[1]!;
    const fields = { ...ruleFields('https://hooks.acme.example/inbound'), wabaNumber: second.displayNumber, eventCategory: ['INBOUND_MESSAGE'], retryCount: 0 };
    const ruleId = (await must(api.call('POST', `${WEBHOOK_RULES_BASE}/create`, { query: { request: JSON.stringify(fields) } }), 'inbound rule')).ruleId as string;
    const body = JSON.stringify(inboundWebhook({ number: { id: second.id, displayPhoneNumber: second.displayNumber.slice(1), wabaId: acme.waba.id, throughput: 80 }, messageId: 'wamid.fuzz-delivery', waId: '919811119999', at: new Date(), text: 'Where is my order?' }));
    const answer = await world.server.app.request('/webhooks/whatsapp', { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody(body, world.webhooks.whatsapp?.appSecret ?? '') }, body });
    if (answer.status !== 200) throw new Error(`inbound webhook answered ${answer.status}`);
    const listed = await eventually('a delivery', () => api.call('GET', `${WEBHOOK_RULES_BASE}/deliveries`, { query: { ruleId } }), (read) => read.json.deliveries?.length > 0);
    return listed.json.deliveries[0].deliveryId as string;
  });

const ruleId: Pick<Recipe, 'body'> = { body: async (world) => ({ ruleId: fc.constant(await newRule(world)) }) };

export const webhooksRecipes: Recipes = {
  'POST /api/campaign/v1.0/webhook/getWabaNumbers': {},
  'POST /api/campaign/v1.0/webhook/getUrlRules': { body: async () => ({ wabaNumber: fc.constant(acmeNumber.displayNumber) }) },
  'POST /api/campaign/v1.0/webhook/create': { query: async (world) => ({ request: fc.webUrl().map((url) => JSON.stringify(ruleFields(`${url.replace(/^http:/, 'https:')}/${world.unique('r')}`))) }) },
  'POST /api/campaign/v1.0/webhook/edit': {
    body: async (world) => ({ ruleId: fc.constant(await sharedRule(world)), rule: fc.constant(ruleFields('https://hooks.acme.example/edited')) }),
  },
  'POST /api/campaign/v1.0/webhook/rotateSecret': ruleId,
  'DELETE /api/campaign/v1.0/webhook/delete': {
    query: async () => ({ wabaNumber: fc.constant(acmeNumber.displayNumber) }),
    adjust: async (request, { world }) => {
      request.query = { ...request.query, ruleId: await newRule(world) };
    },
  },
  'GET /api/campaign/v1.0/webhook/deliveries': { query: async (world) => ({ ruleId: fc.constant(await sharedRule(world)) }) },
  'POST /api/campaign/v1.0/webhook/resend': { body: async (world) => ({ deliveryId: fc.constant(await delivery(world)) }) },
  // The rule's own category: another is a 400 by design. Its host does not resolve, so the test event fails at once (a 200 saying so).
  'POST /api/campaign/v1.0/webhook/sendTestEvent': { body: async (world) => ({ ruleId: fc.constant(await sharedRule(world)), category: fc.constant('MESSAGE_STATUS') }) },
  'GET /webhooks/whatsapp': {
    query: async (world) => ({ 'hub.mode': fc.constant('subscribe'), 'hub.verify_token': fc.constant(world.webhooks.whatsapp?.verifyToken ?? '') }),
  },
  'POST /webhooks/whatsapp': { raw: signedInbound },
};
