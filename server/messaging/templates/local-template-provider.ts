import type { Logger } from 'pino';
import type { Db } from '../../db/db';
import { demoMessaging } from '../../seed/demo-accounts';
import { applyChannelEvents } from '../campaigns/apply-events';
import type { ChannelEvent } from '../channels/channel';
import { createCloudApiClient } from '../channels/whatsapp/cloud-api-client';
import { receiveWhatsappWebhook } from '../channels/whatsapp/receive-webhook';
import { readWhatsappConfig } from '../channels/whatsapp/whatsapp-config';
import { startWhatsappSandbox, type WhatsappSandbox } from '../sandbox/whatsapp/start-whatsapp-sandbox';
import type { TemplateProvider } from './template-provider';

/** The sandbox's webhook, verified and applied as the webhook route does it; used by this server and the API tests. */
export function applyTemplateWebhooks(db: Db, appSecret: string) {
  return async (rawBody: string, headers: Record<string, string>) => {
    const received = receiveWhatsappWebhook(rawBody, headers['x-hub-signature-256'], appSecret, new Date());
    if (!received.ok) throw new Error(`webhook refused: ${received.reason}`);
    await awaitKnownTemplates(db, received.events);
    await applyChannelEvents(db, received.events);
  };
}

/**
 * A verdict can overtake the create call's answer (the sandbox's instant timing, a fast provider):
 * refusing it makes the provider post it again a moment later, by which time the row is stored.
 */
async function awaitKnownTemplates(db: Db, events: readonly ChannelEvent[]) {
  for (const event of events) {
    if (event.kind !== 'template' && event.kind !== 'template-quality') continue;
    const [known] = await db.query('select 1 from whatsapp_templates where provider_id = $1', [event.providerTemplateId]);
    if (!known) throw new Error(`template ${event.providerTemplateId} is not stored yet`);
  }
}

export interface LocalTemplateProvider {
  provider: TemplateProvider;
  sandbox: WhatsappSandbox | null;
  close(): Promise<void>;
}

/**
 * Template management for this server until the WhatsApp channel's webhook endpoint is wired in:
 * Meta when WHATSAPP_API_BASE is set, otherwise the sandbox provider on loopback for the demo WABAs,
 * whose review verdicts are applied in-process.
 */
export async function startLocalTemplateProvider(db: Db, logger: Logger, env: Readonly<Record<string, string | undefined>>, graphApiVersion: string): Promise<LocalTemplateProvider> {
  const config = readWhatsappConfig(env, { graphApiVersion });
  if (config.mode === 'provider') {
    return { provider: createCloudApiClient({ baseUrl: config.apiBase, graphApiVersion, accessToken: config.accessToken }), sandbox: null, close: () => Promise.resolve() };
  }
  const sandbox = await startWhatsappSandbox({
    appSecret: config.appSecret,
    accessToken: config.accessToken,
    seed: config.sandbox.seed,
    ...(config.sandbox.timing === 'instant' ? { timing: 'instant' as const } : {}),
    phoneNumbers: demoMessaging.flatMap((demo) => demo.numbers.map((number) => ({ id: number.id, displayPhoneNumber: number.displayNumber.replace(/^\+/, ''), wabaId: demo.waba.id }))),
    deliverWebhook: applyTemplateWebhooks(db, config.appSecret),
    logger,
  });
  return { provider: createCloudApiClient({ baseUrl: sandbox.baseUrl, graphApiVersion, accessToken: config.accessToken }), sandbox, close: () => sandbox.close() };
}
