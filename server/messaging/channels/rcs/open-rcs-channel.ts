import { createSandboxSmsSender, type SandboxSmsSender } from '../../../adapters/sms/sandbox-sms-sender';
import type { SmsSender } from '../../../adapters/sms/sms-sender';
import type { MessagingChannel } from '../channel';
import { briskRcsSandboxTiming } from '../../sandbox/rcs/rcs-sandbox-rules';
import { startRcsSandbox, type RcsSandbox, type RcsSandboxOptions } from '../../sandbox/rcs/start-rcs-sandbox';
import type { SandboxLogger } from '../../sandbox/whatsapp/webhook-scheduler';
import { createRbmClient } from './rbm-client';
import type { RcsConfig } from './rcs-config';
import { createRcsChannel } from './rcs-channel';

export interface OpenRcsChannel {
  channel: MessagingChannel;
  /** The webhook route verifies X-Goog-Signature and answers the configuration handshake with this. */
  clientToken: string;
  /** The SMS road for numbers without RCS (`rcs/getSmsSenderIds` lists its sender ids). */
  sms: SmsSender;
  /** Present when messages go to the sandbox rather than Google. */
  sandbox: RcsSandbox | null;
  close(): Promise<void>;
}

function sandboxTiming(timing: 'realistic' | 'brisk' | 'instant'): Pick<RcsSandboxOptions, 'timing'> {
  if (timing === 'instant') return { timing: 'instant' };
  return timing === 'brisk' ? { timing: briskRcsSandboxTiming } : {};
}

/**
 * The server's one call at start-up: a channel on Google's RBM API, or on a sandbox agent API started
 * here that posts its events to `webhookUrl`. No real SMS provider is wired yet, so SMS always goes
 * to the sandbox SMS sender unless one is passed in.
 */
export async function openRcsChannel(
  config: RcsConfig,
  options: { webhookUrl: string; logger?: SandboxLogger; sms?: SmsSender; sandbox?: Pick<RcsSandboxOptions, 'rules' | 'deliverWebhook'> },
): Promise<OpenRcsChannel> {
  const sandbox =
    config.mode === 'sandbox'
      ? await startRcsSandbox({
          accessToken: config.accessToken,
          clientToken: config.clientToken,
          webhookUrl: options.webhookUrl,
          seed: config.sandbox.seed,
          ...sandboxTiming(config.sandbox.timing),
          ...(options.logger ? { logger: options.logger } : {}),
          ...options.sandbox,
        })
      : null;
  // The sandbox stands for an SMS aggregator account on which every header the account registered is live.
  const sms: SmsSender | SandboxSmsSender = options.sms ?? createSandboxSmsSender({ ...(config.smsFallbackSender ? { senderIds: [config.smsFallbackSender] } : {}), anyHeader: true });
  const client = createRbmClient({ baseUrl: sandbox?.baseUrl ?? (config.mode === 'provider' ? config.apiBase : ''), accessToken: config.accessToken, timeoutMs: config.timeoutMs });
  return {
    channel: createRcsChannel({
      client,
      ttlSeconds: config.ttlSeconds,
      sms,
      ...(config.smsFallbackSender ? { smsFallback: { sender: sms, senderId: config.smsFallbackSender } } : {}),
    }),
    clientToken: config.clientToken,
    sms,
    sandbox,
    close: async () => {
      await sandbox?.close();
    },
  };
}
