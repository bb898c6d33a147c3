import { createSandboxSmsSender, type SandboxSmsSender } from '../sandbox/sms/sandbox-sms-sender';
import type { SmsSender } from '../channels/sms/sms-sender';
import type { MessagingChannel } from '../../channel/channel';
import { briskRcsSandboxTiming } from '../sandbox/rcs/rcs-sandbox-rules';
import { startRcsSandbox, type RcsSandbox, type RcsSandboxOptions } from '../sandbox/rcs/start-rcs-sandbox';
import type { SandboxLogger } from '../sandbox/whatsapp/webhook-scheduler';
import { fixedRbmAccessToken, serviceAccountRbmTokens, type RbmAccessTokens } from '../channels/rcs/rbm-access-tokens';
import { createRbmClient } from '../channels/rcs/rbm-client';
import type { RcsConfig } from '../channels/rcs/rcs-config';
import { createRcsChannel } from '../channels/rcs/rcs-channel';

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

/** Tokens that live an hour are replaced 5 minutes ahead (the library's default); shorter ones a quarter of their life ahead. */
const renewAheadMs = (lifetimeSeconds: number) => Math.min(5 * 60_000, (lifetimeSeconds * 1000) / 4);

function accessTokens(config: RcsConfig, sandbox: RcsSandbox | null): RbmAccessTokens {
  if (config.mode === 'provider') {
    return config.auth.kind === 'token' ? fixedRbmAccessToken(config.auth.accessToken) : serviceAccountRbmTokens({ key: config.auth.key, timeoutMs: config.timeoutMs });
  }
  if (!sandbox) throw new Error('RCS sandbox mode without a sandbox');
  return serviceAccountRbmTokens({ key: sandbox.serviceAccountKey, renewBeforeMs: renewAheadMs(config.sandbox.tokenLifetimeSeconds), timeoutMs: config.timeoutMs });
}

/**
 * The server's one call at start-up: a channel on Google's RBM API, or on a sandbox agent API started
 * here that posts its events to `webhookUrl`. No real SMS provider is wired yet, so SMS always goes
 * to the sandbox SMS sender unless one is passed in.
 */
export async function openRcsChannel(
  config: RcsConfig,
  options: { webhookUrl: string; logger?: SandboxLogger; sms?: SmsSender; sandbox?: Pick<RcsSandboxOptions, 'rules' | 'timing' | 'deliverWebhook'> },
): Promise<OpenRcsChannel> {
  const sandbox =
    config.mode === 'sandbox'
      ? await startRcsSandbox({
          tokenLifetimeSeconds: config.sandbox.tokenLifetimeSeconds,
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
  // In the sandbox the agent is reached as Google's is: a service-account key, its tokens renewed as they expire.
  const client = createRbmClient({ baseUrl: sandbox?.baseUrl ?? (config.mode === 'provider' ? config.apiBase : ''), tokens: accessTokens(config, sandbox), timeoutMs: config.timeoutMs });
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
