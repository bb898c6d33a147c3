import { rcsWebhookAnswer } from '@/api/contracts/webhooks';
import { rbmSignatureHeader, receiveRcsWebhook } from '../../channels/rcs/rcs-webhook';
import { defineRoute } from '../../../platform/http/route';
import { badPayload, badSignature, rawBodyOf, takeEvents } from './webhook-guard';
import { providerSigned } from '../../../platform/access/route-access';

export const rcsWebhookEvents = defineRoute({
  method: 'post',
  path: '/webhooks/rcs',
  tag: 'Provider webhooks',
  summary: "RBM agent events (delivered, read, revoked, replies) as Pub/Sub pushes signed with X-Goog-Signature; also RBM's `{ clientToken, secret }` configuration check, answered with the secret as plain text.",
  who: 'Google RBM (or the sandbox agent API); no session. The HMAC-SHA512 of the event under the client token must match, or 401 and nothing is written.',
  access: providerSigned,
  rawBody: 'A Pub/Sub push `{ message: { data } }` whose data is the base64 RBM event, or `{ clientToken, secret }`.',
  response: rcsWebhookAnswer,
  errors: [400, 401],
  async handle({ c, ctx }) {
    const secrets = ctx.options.webhooks.rcs;
    const raw = await rawBodyOf(c);
    if (!secrets) throw badSignature('RCS is not configured on this server');
    const received = receiveRcsWebhook(raw, c.req.header(rbmSignatureHeader), secrets.clientToken, ctx.options.now());
    if (!received.ok) throw received.status === 401 ? badSignature(received.reason) : badPayload(received.reason);
    // Google's guide: a 200 whose body is the secret's plain-text value, nothing around it.
    if ('handshake' in received) return c.text(received.handshake);
    return takeEvents(ctx, 'rcs', received.events);
  },
});
