import { webhookReceipt, whatsappWebhookChallenge, whatsappWebhookHandshake } from '@/api/contracts/webhooks';
import { receiveWhatsappWebhook } from '../../channels/whatsapp/receive-webhook';
import { forbidden } from '../../../platform/api-error';
import { defineRoute } from '../../../platform/http/route';
import { sameSecret } from '../../../platform/auth/tokens';
import { badPayload, badSignature, rawBodyOf, takeEvents } from './webhook-guard';
import { providerSigned } from '../../../platform/access/route-access';

const TAG = 'Provider webhooks';

export const whatsappWebhookHandshakeRoute = defineRoute({
  method: 'get',
  path: '/webhooks/whatsapp',
  tag: TAG,
  summary: "Meta's webhook subscription check: answers hub.challenge when hub.verify_token is ours (WHATSAPP_VERIFY_TOKEN).",
  who: 'Meta (or the sandbox provider); no session. A wrong verify token answers 403.',
  access: providerSigned,
  query: whatsappWebhookHandshake,
  response: whatsappWebhookChallenge,
  contentType: 'text/plain',
  errors: [400, 403],
  async handle({ ctx, query }) {
    const expected = ctx.options.webhooks.whatsapp?.verifyToken;
    if (!expected || !sameSecret(expected, query['hub.verify_token'])) throw forbidden('hub.verify_token is not ours.');
    return query['hub.challenge'];
  },
});

export const whatsappWebhookEvents = defineRoute({
  method: 'post',
  path: '/webhooks/whatsapp',
  tag: TAG,
  summary: 'Message statuses, replies (STOP opts out), template and quality changes from the WhatsApp Cloud API, signed with X-Hub-Signature-256.',
  who: 'Meta (or the sandbox provider); no session. The HMAC-SHA256 of the raw body under the app secret must match, or 401 and nothing is written.',
  access: providerSigned,
  rawBody: "The Cloud API's webhook body (object: whatsapp_business_account), signed in the X-Hub-Signature-256 header.",
  response: webhookReceipt,
  errors: [400, 401, 409],
  async handle({ c, ctx }) {
    const secrets = ctx.options.webhooks.whatsapp;
    const raw = await rawBodyOf(c);
    if (!secrets) throw badSignature('WhatsApp is not configured on this server');
    const received = receiveWhatsappWebhook(raw, c.req.header('x-hub-signature-256'), secrets.appSecret, ctx.options.now());
    if (!received.ok) throw received.status === 401 ? badSignature(received.reason) : badPayload(received.reason);
    return takeEvents(ctx, 'whatsapp', received.events);
  },
});
