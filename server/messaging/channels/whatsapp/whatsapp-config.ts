import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { readSealingKey } from '../sealed-secret';

/**
 * Where WhatsApp messages go. Without WHATSAPP_API_BASE the server starts the sandbox provider on
 * loopback and talks to it exactly as it would to Meta; with it, the three secrets are required.
 */

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const whatsappEnv = z.object({
  /** `https://graph.facebook.com` for Meta; unset: the sandbox. */
  WHATSAPP_API_BASE: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
  /** Keys the HMAC of every webhook (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: optionalText,
  /** A system user's token with whatsapp_business_messaging. */
  WHATSAPP_ACCESS_TOKEN: optionalText,
  /**
   * Seals the business tokens embedded sign-up gets for customers' WABAs (32 bytes: 64 hex digits or
   * base64). Unset on Meta: those tokens are not kept and the system user must be assigned to every WABA.
   */
  WHATSAPP_TOKEN_KEY: optionalText,
  /** What we expect in hub.verify_token when Meta subscribes our webhook. */
  WHATSAPP_VERIFY_TOKEN: optionalText,
  /** Our system user's id (Business Settings → System users): assignSystemUser gives it a signed-up customer's WABA. */
  WHATSAPP_SYSTEM_USER_ID: z.string().regex(/^\d{1,32}$/, 'digits only').optional().or(z.literal('').transform(() => undefined)),
  /** Our business's credit line (Business Settings → Business info; `GET /{business-id}/extendedcredits`): updatePaymentMethod shares it with a customer's WABA. */
  WHATSAPP_CREDIT_LINE_ID: z.string().regex(/^\d{1,32}$/, 'digits only').optional().or(z.literal('').transform(() => undefined)),
  /** How long a call to the Cloud API may take before we give up on its answer. */
  WHATSAPP_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Sandbox only: the seed of its outcomes, and `instant` to post webhooks without delay. */
  WHATSAPP_SANDBOX_SEED: optionalText,
  WHATSAPP_SANDBOX_TIMING: z.enum(['realistic', 'brisk', 'instant']).default('realistic'),
});

interface Secrets {
  graphApiVersion: string;
  timeoutMs: number;
  appSecret: string;
  accessToken: string;
  verifyToken: string;
  /** WHATSAPP_TOKEN_KEY read; in the sandbox, made up when unset. */
  tokenKey: Buffer | null;
  /** WHATSAPP_SYSTEM_USER_ID; in the sandbox, a made-up one when unset. */
  systemUserId: string | null;
  /** WHATSAPP_CREDIT_LINE_ID; in the sandbox, its made-up credit line when unset. */
  creditLineId: string | null;
}

export type WhatsappConfig =
  | (Secrets & { mode: 'sandbox'; sandbox: { seed: string; timing: 'realistic' | 'brisk' | 'instant' } })
  | (Secrets & { mode: 'provider'; apiBase: string });

export class WhatsappConfigError extends Error {
  constructor(readonly fields: string[], message: string) {
    super(message);
    this.name = 'WhatsappConfigError';
  }
}

export function readWhatsappConfig(env: Readonly<Record<string, string | undefined>>, appConfig: { graphApiVersion: string }): WhatsappConfig {
  const parsed = whatsappEnv.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => String(issue.path[0]));
    throw new WhatsappConfigError(fields, `Invalid WhatsApp settings: ${parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`).join('; ')}`);
  }
  if (!/^v\d+\.\d+$/.test(appConfig.graphApiVersion)) {
    throw new WhatsappConfigError(['graphApiVersion'], `config.json graphApiVersion "${appConfig.graphApiVersion}" is not like v18.0`);
  }
  const values = parsed.data;
  const tokenKey = values.WHATSAPP_TOKEN_KEY === undefined ? null : readSealingKey(values.WHATSAPP_TOKEN_KEY);
  if (values.WHATSAPP_TOKEN_KEY !== undefined && !tokenKey) {
    throw new WhatsappConfigError(['WHATSAPP_TOKEN_KEY'], 'WHATSAPP_TOKEN_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)');
  }
  if (values.WHATSAPP_API_BASE) {
    const missing = (['WHATSAPP_APP_SECRET', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_VERIFY_TOKEN'] as const).filter((name) => !values[name]);
    if (missing.length) throw new WhatsappConfigError([...missing], `WHATSAPP_API_BASE is set, so ${missing.join(', ')} must be set too`);
    return {
      mode: 'provider',
      apiBase: values.WHATSAPP_API_BASE,
      graphApiVersion: appConfig.graphApiVersion,
      timeoutMs: values.WHATSAPP_API_TIMEOUT_MS,
      appSecret: values.WHATSAPP_APP_SECRET ?? '',
      accessToken: values.WHATSAPP_ACCESS_TOKEN ?? '',
      verifyToken: values.WHATSAPP_VERIFY_TOKEN ?? '',
      tokenKey,
      systemUserId: values.WHATSAPP_SYSTEM_USER_ID ?? null,
      creditLineId: values.WHATSAPP_CREDIT_LINE_ID ?? null,
    };
  }
  // The sandbox lives in this process, so secrets nobody set can be made up for this run.
  const made = () => randomBytes(24).toString('hex');
  return {
    mode: 'sandbox',
    graphApiVersion: appConfig.graphApiVersion,
    timeoutMs: values.WHATSAPP_API_TIMEOUT_MS,
    appSecret: values.WHATSAPP_APP_SECRET ?? made(),
    accessToken: values.WHATSAPP_ACCESS_TOKEN ?? made(),
    verifyToken: values.WHATSAPP_VERIFY_TOKEN ?? made(),
    tokenKey: tokenKey ?? randomBytes(32),
    systemUserId: values.WHATSAPP_SYSTEM_USER_ID ?? '100000000000900',
    creditLineId: values.WHATSAPP_CREDIT_LINE_ID ?? '100000000000800',
    sandbox: { seed: values.WHATSAPP_SANDBOX_SEED ?? '1', timing: values.WHATSAPP_SANDBOX_TIMING },
  };
}
