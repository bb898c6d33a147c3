import type { ChannelEventConsumer } from './channel/channel-event-consumer';
import type { CheckContacts } from './channel/channel';
import type { WebhookSecrets } from './channel/webhook-secrets';
import type { SignupProvider } from './messaging/channels/whatsapp/signup-provider';
import type { WabaTokens } from './messaging/channels/whatsapp/waba-tokens';
import type { TemplateProvider } from './messaging/templates/template-provider';

/**
 * The ports the composition root fills, merged into the platform's `ServerContext` and `ServerOptions`
 * (`platform/context.ts`): the platform names no domain, and a handler still reaches them on `ctx`.
 * Only the composition root (`app.ts`, `main.ts`, `default-server-options.ts`) fills them.
 */
declare module './platform/context' {
  interface ServerOptions {
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

  interface ServerContext {
    /** In order, after every verified webhook's events were applied. */
    eventConsumers: readonly ChannelEventConsumer[];
    /** WhatsApp template management at the provider; absent, the template routes that need it answer 502. */
    templateProvider?: TemplateProvider;
  }
}
