import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { WebhookSecrets } from '../../channel/webhook-secrets';
import type { Db } from '../../platform/db/db';
import type { ChannelName, MessagingChannel } from '../../channel/channel';
import { openRcsChannel } from './open-rcs-channel';
import { createSmsChannel } from '../channels/sms/sms-channel';
import { readRcsConfig, type RcsConfig } from '../channels/rcs/rcs-config';
import { openWhatsappChannel } from './open-whatsapp-channel';
import { readWhatsappConfig, type WhatsappConfig } from '../channels/whatsapp/whatsapp-config';
import type { RcsSandbox, RcsSandboxOptions } from '../sandbox/rcs/start-rcs-sandbox';
import type { WhatsappSandbox, WhatsappSandboxOptions } from '../sandbox/whatsapp/start-whatsapp-sandbox';
import type { DeliverWebhook } from '../sandbox/whatsapp/webhook-scheduler';
import type { TemplateProvider } from '../templates/template-provider';
import { exposeWhatsappSandbox } from '../sandbox/whatsapp/sandbox-handle';
import { exposeNumberRegistration } from '../channels/whatsapp/number-registration-client';
import { ourStoredTemplates, ourTemplates } from '../sandbox/whatsapp/approved-templates';
import { createWabaTokens, type WabaTokens } from '../channels/whatsapp/waba-tokens';
import { sandboxSignupMemory } from '../sandbox/whatsapp/signup-memory';
import { redeemSandboxCode } from '../sandbox/social-login/sandbox-signup-provider';
import { ourNumbers, readOurNumbers } from '../sandbox/whatsapp/our-numbers';

export interface OpenChannels {
  channels: Partial<Record<ChannelName, MessagingChannel>>;
  /** WhatsApp template management on the channel's provider (the template routes). */
  templateProvider: TemplateProvider;
  /** What the webhook routes verify with (the web server passes these to createApp). */
  webhooks: WebhookSecrets;
  /** The sandbox providers, when in use (tests drive replies through them). */
  sandboxes: { whatsapp: WhatsappSandbox | null; rcs: RcsSandbox | null };
  /** Signed-up WABAs' business tokens, which the Cloud API client uses for their calls; the sign-up route keeps them here. */
  wabaTokens: WabaTokens;
  /** WHATSAPP_SYSTEM_USER_ID (made up for the sandbox), for assignSystemUser. */
  systemUserId: string | null;
  /** WHATSAPP_CREDIT_LINE_ID (made up for the sandbox), for updatePaymentMethod. */
  creditLineId: string | null;
  /** Where embedded sign-up's Graph calls go on the WhatsApp sandbox, with its apps' secrets; null on Meta or without `signupApps`. */
  sandboxSignup: { baseUrl: string; appSecrets: Readonly<Record<string, string>> } | null;
  close(): Promise<void>;
}

export interface OpenChannelsInput {
  db: Db;
  logger: Logger;
  env: Readonly<Record<string, string | undefined>>;
  graphApiVersion: string;
  /** Our own origin: a sandbox posts its signed webhooks to `<webhookBase>/webhooks/<channel>`. */
  webhookBase: string;
  /** Tests: hand the sandbox webhooks to the app directly instead of over HTTP. */
  deliverWebhook?: (channel: ChannelName) => DeliverWebhook;
  /** Tests: the WhatsApp sandbox's rules where they differ from its defaults (a conversation test lifts the 6-second pair limit). */
  whatsappSandboxRules?: WhatsappSandboxOptions['rules'];
  /** Tests: the RCS sandbox's rules and timing where they differ from its defaults (devices that stay offline past the time to live). */
  rcsSandbox?: Pick<RcsSandboxOptions, 'rules' | 'timing'>;
  /** The embedded sign-up apps (config.json) whose codes the WhatsApp sandbox exchanges, as Meta's Graph API does. */
  signupApps?: readonly string[];
}

const SHARED_SECRETS_KEY = 'sandbox_provider_secrets';
const SHARED_TOKEN_KEY = 'sandbox_whatsapp_token_key';

/**
 * Secrets nobody configured are made up per process by the config readers. The web server and every
 * `npm run worker` must agree on them (a worker's sandbox signs webhooks the web server verifies),
 * so the first process to start stores its made-up ones in the database and the rest take those.
 */
async function sharedSandboxSecrets(db: Db, env: OpenChannelsInput['env'], whatsapp: WhatsappConfig, rcs: RcsConfig) {
  const mine = { appSecret: whatsapp.appSecret, accessToken: whatsapp.accessToken, verifyToken: whatsapp.verifyToken, clientToken: rcs.clientToken };
  await db.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing', [SHARED_SECRETS_KEY, JSON.stringify(mine)]);
  const [row] = await db.query<{ value: string }>('select value from app_meta where key = $1', [SHARED_SECRETS_KEY]);
  const shared = row ? (JSON.parse(row.value) as typeof mine) : mine;
  const pick = (name: string, own: string, stored: string) => (env[name]?.trim() ? own : stored);
  // Apart from the secrets above, which databases of older versions already hold without it.
  await db.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing', [SHARED_TOKEN_KEY, whatsapp.tokenKey?.toString('hex') ?? '']);
  const [keyRow] = await db.query<{ value: string }>('select value from app_meta where key = $1', [SHARED_TOKEN_KEY]);
  const sharedWhatsapp: WhatsappConfig =
    whatsapp.mode === 'sandbox'
      ? {
          ...whatsapp,
          appSecret: pick('WHATSAPP_APP_SECRET', whatsapp.appSecret, shared.appSecret),
          accessToken: pick('WHATSAPP_ACCESS_TOKEN', whatsapp.accessToken, shared.accessToken),
          verifyToken: pick('WHATSAPP_VERIFY_TOKEN', whatsapp.verifyToken, shared.verifyToken),
          tokenKey: env.WHATSAPP_TOKEN_KEY?.trim() || !keyRow?.value ? whatsapp.tokenKey : Buffer.from(keyRow.value, 'hex'),
        }
      : whatsapp;
  // No access token is shared: each process's sandbox issues tokens to that process's client.
  const sharedRcs: RcsConfig = rcs.mode === 'sandbox' ? { ...rcs, clientToken: pick('RBM_CLIENT_TOKEN', rcs.clientToken, shared.clientToken) } : rcs;
  return { whatsapp: sharedWhatsapp, rcs: sharedRcs };
}

/**
 * Opens the WhatsApp, RCS and SMS channels from the environment (README "Environment"): the providers when
 * WHATSAPP_API_BASE / RBM_API_BASE are set, otherwise the sandbox providers on loopback.
 */
export async function openMessagingChannels(input: OpenChannelsInput): Promise<OpenChannels> {
  const { db, logger, env } = input;
  const configs = await sharedSandboxSecrets(db, env, readWhatsappConfig(env, { graphApiVersion: input.graphApiVersion }), readRcsConfig(env));
  const sandboxLogger = logger.child({ provider: 'sandbox' });
  // The sandbox knows our database's numbers at start; numbers added since it learns through `ourNumbers`.
  const numbers = configs.whatsapp.mode === 'sandbox' ? await readOurNumbers(db) : [];
  // Made up per process: only this process's sign-up route calls this process's sandbox.
  const signupSecrets = Object.fromEntries((input.signupApps ?? []).filter((id) => id !== '').map((id) => [id, randomBytes(18).toString('base64url')]));
  // Without apps of its own (a worker), the sandbox still knows the business tokens other processes' sign-ups issued.
  const signup = { ...(configs.whatsapp.systemUserId ? { systemUserId: configs.whatsapp.systemUserId } : {}), apps: signupSecrets, redeemCode: (code: string, appId: string) => redeemSandboxCode(db, code, appId, new Date()), memory: sandboxSignupMemory(db) };
  const wabaTokens = createWabaTokens(db, configs.whatsapp.tokenKey);
  if (!configs.whatsapp.tokenKey) logger.warn("WHATSAPP_TOKEN_KEY is unset: business tokens from embedded sign-up are not kept; the system user's token must reach every customer's WABA");
  const whatsapp = await openWhatsappChannel(configs.whatsapp, {
    webhookUrl: `${input.webhookBase}/webhooks/whatsapp`,
    tokenFor: wabaTokens.tokenFor,
    logger: sandboxLogger,
    sandbox: {
      ...(numbers.length ? { phoneNumbers: numbers } : {}),
      findTemplate: ourTemplates(db),
      findStoredTemplates: ourStoredTemplates(db),
      findNumbers: ourNumbers(db),
      signup,
      ...(input.deliverWebhook ? { deliverWebhook: input.deliverWebhook('whatsapp') } : {}),
      ...(input.whatsappSandboxRules ? { rules: input.whatsappSandboxRules } : {}),
    },
  });
  const rcs = await openRcsChannel(configs.rcs, {
    webhookUrl: `${input.webhookBase}/webhooks/rcs`,
    logger: sandboxLogger,
    sandbox: { ...input.rcsSandbox, ...(input.deliverWebhook ? { deliverWebhook: input.deliverWebhook('rcs') } : {}) },
  });
  exposeWhatsappSandbox(db, whatsapp.sandbox);
  exposeNumberRegistration(db, configs.whatsapp, whatsapp.sandbox?.baseUrl);
  if (whatsapp.sandbox) {
    logger.warn({ sandbox: whatsapp.sandbox.baseUrl, webhooks: `${input.webhookBase}/webhooks/whatsapp` }, 'WhatsApp: SANDBOX provider in use (messages go nowhere); set WHATSAPP_API_BASE for Meta');
  } else logger.info({ apiBase: configs.whatsapp.mode === 'provider' ? configs.whatsapp.apiBase : null }, 'WhatsApp: Cloud API provider');
  if (rcs.sandbox) {
    logger.warn({ sandbox: rcs.sandbox.baseUrl, webhooks: `${input.webhookBase}/webhooks/rcs` }, 'RCS: SANDBOX agent API in use (messages go nowhere); set RBM_API_BASE for Google');
  } else logger.info({ apiBase: configs.rcs.mode === 'provider' ? configs.rcs.apiBase : null }, 'RCS: RBM provider');
  return {
    // SMS goes through the provider RCS's fallback road uses.
    channels: { whatsapp: whatsapp.channel, rcs: rcs.channel, sms: createSmsChannel(rcs.sms) },
    templateProvider: whatsapp.templates,
    webhooks: { whatsapp: { appSecret: whatsapp.appSecret, verifyToken: whatsapp.verifyToken }, rcs: { clientToken: rcs.clientToken } },
    sandboxes: { whatsapp: whatsapp.sandbox, rcs: rcs.sandbox },
    wabaTokens,
    systemUserId: configs.whatsapp.systemUserId,
    creditLineId: configs.whatsapp.creditLineId,
    sandboxSignup: whatsapp.sandbox && Object.keys(signupSecrets).length ? { baseUrl: whatsapp.sandbox.baseUrl, appSecrets: signupSecrets } : null,
    async close() {
      await Promise.all([whatsapp.close(), rcs.close()]);
    },
  };
}
