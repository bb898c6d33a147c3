import { z } from 'zod';

/**
 * The provider webhooks our server answers (docs/api.md "Provider webhooks"). The POST bodies are
 * the providers' own shapes, read raw and verified by signature before anything is parsed, so only
 * the handshake query and our answers have schemas here.
 */

/** Meta's subscription check: `GET /webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`. */
export const whatsappWebhookHandshake = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().min(1).max(500),
  'hub.challenge': z.string().min(1).max(500),
});

/** The challenge, echoed as plain text. */
export const whatsappWebhookChallenge = z.string();

/** A verified delivery: how many events it carried (statuses, replies, template and quality changes). */
export const webhookReceipt = z.object({ received: z.number().int().nonnegative() });

/**
 * RBM's webhook configuration posts `{ clientToken, secret }` and expects the secret back as the
 * plain-text body (Google's RBM guide, "Configure an agent webhook", step 7); events get a receipt.
 */
export const rcsWebhookAnswer = z.union([
  webhookReceipt,
  z.custom<Response>((value) => value instanceof Response).meta({ type: 'string', description: 'The handshake: the secret, as text/plain' }),
]);
