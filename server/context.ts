import type { Logger } from 'pino';
import type { AppConfig } from '@/api/contracts/config';
import type { Db } from './platform/db/db';
import type { ChannelEvent, CheckContacts } from './messaging/channels/channel';
import type { TemplateProvider } from './messaging/templates/template-provider';
import type { SignupProvider } from './messaging/channels/whatsapp/signup-provider';
import type { WabaTokens } from './messaging/channels/whatsapp/waba-tokens';

/** Tunables of the server; tests shorten TTLs, lower the bcrypt cost and move the clock. */
export interface ServerOptions {
  sessionTtlSeconds: number;
  bcryptCost: number;
  /** Read the caller's address from `X-Forwarded-For` (only behind a proxy you run). */
  trustProxy: boolean;
  sandboxLogin: boolean;
  loginMaxFailures: number;
  loginLockSeconds: number;
  maxBodyBytes: number;
  /** Folder of the built console; undefined serves the API only. */
  spaDir?: string;
  now: () => Date;
  /** What the provider webhooks are verified with; a channel missing here answers its webhooks 401. */
  webhooks: WebhookSecrets;
  /** Our WhatsApp webhook as Meta reaches it (`<WEBHOOK_BASE_URL>/webhooks/whatsapp`): registerWebhook points a WABA's callback here. */
  whatsappWebhookUrl?: string;
  /** WHATSAPP_SYSTEM_USER_ID: the system user assignSystemUser gives a signed-up WABA to. */
  whatsappSystemUserId?: string;
  /** WHATSAPP_CREDIT_LINE_ID: the credit line updatePaymentMethod shares with a WABA. */
  whatsappCreditLineId?: string;
  /** Contact scrubbing's "not on WhatsApp": the WhatsApp channel's check (main.ts picks sandbox or Meta). */
  whatsappContacts: CheckContacts;
  /** Embedded sign-up's code exchange: the sandbox's, or Meta's when the config says production (main.ts). */
  signupProvider: SignupProvider;
  /** Where a signed-up WABA's business token is kept, sealed (main.ts); by default it is not kept. */
  businessTokens: Pick<WabaTokens, 'store'>;
}

export interface WebhookSecrets {
  /** WhatsApp: the app secret keys X-Hub-Signature-256; the verify token answers Meta's subscription handshake. */
  whatsapp?: { appSecret: string; verifyToken: string };
  /** RCS: the webhook's client token keys X-Goog-Signature. */
  rcs?: { clientToken: string };
}

/**
 * What happens to a provider's events once they are stored: each consumer reads them with their
 * outcomes from `applyChannelEvents` (a duplicate delivery reads `duplicate`, so it does nothing twice).
 * The list is composed once, in `channel-event-consumers.ts`; a new consumer is one line there.
 */
export interface ChannelEventConsumer {
  readonly name: string;
  /** `channel`: the provider the events came from (`whatsapp`, `rcs`). */
  take(ctx: ServerContext, events: readonly ChannelEvent[], outcomes: readonly string[], channel: string): Promise<void>;
}

/** What every route handler can reach. */
export interface ServerContext {
  db: Db;
  config: AppConfig;
  logger: Logger;
  options: ServerOptions;
  /** In order, after every verified webhook's events were applied. */
  eventConsumers: readonly ChannelEventConsumer[];
  /** WhatsApp template management at the provider; absent, the template routes that need it answer 502. */
  templateProvider?: TemplateProvider;
}
