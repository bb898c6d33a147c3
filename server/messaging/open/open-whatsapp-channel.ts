import { unknownContacts, type CheckContacts, type MessagingChannel } from '../../channel/channel';
import { sandboxCheckContacts } from '../sandbox/whatsapp/sandbox-contacts';
import { briskSandboxTiming } from '../sandbox/whatsapp/sandbox-rules';
import { startWhatsappSandbox, type WhatsappSandbox, type WhatsappSandboxOptions } from '../sandbox/whatsapp/start-whatsapp-sandbox';
import type { SandboxLogger } from '../sandbox/whatsapp/webhook-scheduler';
import type { TemplateProvider } from '../templates/template-provider';
import { createCloudApiClient, type CloudApiClientOptions } from '../channels/whatsapp/cloud-api-client';
import type { WhatsappConfig } from '../channels/whatsapp/whatsapp-config';
import { createWhatsappChannel } from '../channels/whatsapp/whatsapp-channel';

export interface OpenWhatsappChannel {
  channel: MessagingChannel;
  /** Template management on the same provider (Meta or the sandbox); verdicts come back by webhook. */
  templates: TemplateProvider;
  /** The webhook route verifies signatures with this and answers the GET handshake with verifyToken. */
  appSecret: string;
  verifyToken: string;
  /** Present when messages go to the sandbox rather than Meta. */
  sandbox: WhatsappSandbox | null;
  close(): Promise<void>;
}

/** Contact scrubbing's check: the sandbox's seeded rule (labelled as such), or UNKNOWN on Meta. */
export function whatsappContactCheck(config: WhatsappConfig, rules?: WhatsappSandboxOptions['rules']): CheckContacts {
  return config.mode === 'sandbox' ? sandboxCheckContacts(config.sandbox.seed, rules) : unknownContacts;
}

function sandboxTiming(timing: 'realistic' | 'brisk' | 'instant'): Pick<WhatsappSandboxOptions, 'timing'> {
  if (timing === 'instant') return { timing: 'instant' };
  return timing === 'brisk' ? { timing: briskSandboxTiming } : {};
}

/**
 * The server's one call at start-up: a channel on Meta, or on a sandbox started here that posts its
 * webhooks to `webhookUrl` (our own webhook route).
 */
export async function openWhatsappChannel(
  config: WhatsappConfig,
  options: { webhookUrl: string; logger?: SandboxLogger; tokenFor?: CloudApiClientOptions['tokenFor']; sandbox?: Pick<WhatsappSandboxOptions, 'findTemplate' | 'findStoredTemplates' | 'findNumbers' | 'signup' | 'phoneNumbers' | 'rules' | 'deliverWebhook'> },
): Promise<OpenWhatsappChannel> {
  const sandbox =
    config.mode === 'sandbox'
      ? await startWhatsappSandbox({
          appSecret: config.appSecret,
          accessToken: config.accessToken,
          webhookUrl: options.webhookUrl,
          seed: config.sandbox.seed,
          ...(config.creditLineId ? { creditLineId: config.creditLineId } : {}),
          ...sandboxTiming(config.sandbox.timing),
          ...(options.logger ? { logger: options.logger } : {}),
          ...options.sandbox,
        })
      : null;
  const client = createCloudApiClient({ baseUrl: sandbox?.baseUrl ?? (config.mode === 'provider' ? config.apiBase : ''), graphApiVersion: config.graphApiVersion, accessToken: config.accessToken, timeoutMs: config.timeoutMs, ...(options.tokenFor ? { tokenFor: options.tokenFor } : {}) });
  return {
    channel: createWhatsappChannel(client, whatsappContactCheck(config, options.sandbox?.rules)),
    templates: client,
    appSecret: config.appSecret,
    verifyToken: config.verifyToken,
    sandbox,
    close: async () => {
      await sandbox?.close();
    },
  };
}
