/** What the provider webhooks are verified with; a channel missing here answers its webhooks 401. */
export interface WebhookSecrets {
  /** WhatsApp: the app secret keys X-Hub-Signature-256; the verify token answers Meta's subscription handshake. */
  whatsapp?: { appSecret: string; verifyToken: string };
  /** RCS: the webhook's client token keys X-Goog-Signature. */
  rcs?: { clientToken: string };
}
