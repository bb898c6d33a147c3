import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { readServiceAccountKey, type ServiceAccountKey } from './rbm-service-account';

/**
 * Where RCS messages go. Without RBM_API_BASE the server starts the sandbox RBM agent API on loopback
 * and talks to it as it would to Google, with the sandbox's own service-account key; with it, a
 * service-account key file (or a token obtained elsewhere) and the client token are required.
 */

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const rcsEnv = z.object({
  /** `https://rcsbusinessmessaging.googleapis.com` for Google; unset: the sandbox. */
  RBM_API_BASE: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
  /** The path of the service-account key file (JSON) whose tokens the agent API takes. */
  RBM_SERVICE_ACCOUNT_KEY_FILE: optionalText,
  /** A token obtained elsewhere (rcsbusinessmessaging scope), instead of the key file: it expires within the hour and is not renewed. */
  RBM_ACCESS_TOKEN: optionalText,
  /** The webhook's clientToken: keys X-Goog-Signature. */
  RBM_CLIENT_TOKEN: optionalText,
  /** Seconds a message may stay undelivered before our server revokes it (the SMS fallback then takes it); at most 172800 (48 h). */
  RBM_MESSAGE_TTL_SECONDS: z.coerce.number().int().min(1).max(172_800).default(86_400),
  /** How long a call to the agent API may take before we give up on its answer. */
  RBM_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** The SMS sender id for numbers that cannot receive RCS; unset: no SMS fallback. */
  RCS_SMS_FALLBACK_SENDER: optionalText,
  RBM_SANDBOX_SEED: optionalText,
  RBM_SANDBOX_TIMING: z.enum(['realistic', 'brisk', 'instant']).default('realistic'),
  /** How long the sandbox's access tokens live; Google's live an hour. */
  RBM_SANDBOX_TOKEN_SECONDS: z.coerce.number().int().min(1).max(3600).default(3600),
});

/** How the agent API is called: tokens of a service-account key, or one token obtained elsewhere. */
export type RbmAuth = { kind: 'service-account'; key: ServiceAccountKey } | { kind: 'token'; accessToken: string };

interface Common {
  clientToken: string;
  ttlSeconds: number;
  timeoutMs: number;
  smsFallbackSender: string | null;
}

export type RcsConfig =
  | (Common & { mode: 'sandbox'; sandbox: { seed: string; timing: 'realistic' | 'brisk' | 'instant'; tokenLifetimeSeconds: number } })
  | (Common & { mode: 'provider'; apiBase: string; auth: RbmAuth });

export class RcsConfigError extends Error {
  constructor(readonly fields: string[], message: string) {
    super(message);
    this.name = 'RcsConfigError';
  }
}

export function readRcsConfig(env: Readonly<Record<string, string | undefined>>): RcsConfig {
  const parsed = rcsEnv.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => String(issue.path[0]));
    throw new RcsConfigError(fields, `Invalid RCS settings: ${parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`).join('; ')}`);
  }
  const values = parsed.data;
  const common = { ttlSeconds: values.RBM_MESSAGE_TTL_SECONDS, timeoutMs: values.RBM_API_TIMEOUT_MS, smsFallbackSender: values.RCS_SMS_FALLBACK_SENDER ?? null };
  if (values.RBM_API_BASE) {
    if (!values.RBM_CLIENT_TOKEN) throw new RcsConfigError(['RBM_CLIENT_TOKEN'], 'RBM_API_BASE is set, so RBM_CLIENT_TOKEN must be set too');
    return { mode: 'provider', apiBase: values.RBM_API_BASE, auth: providerAuth(values), clientToken: values.RBM_CLIENT_TOKEN, ...common };
  }
  // The sandbox lives in this process, so a client token nobody set can be made up for this run.
  return {
    mode: 'sandbox',
    clientToken: values.RBM_CLIENT_TOKEN ?? randomBytes(24).toString('hex'),
    ...common,
    sandbox: { seed: values.RBM_SANDBOX_SEED ?? '1', timing: values.RBM_SANDBOX_TIMING, tokenLifetimeSeconds: values.RBM_SANDBOX_TOKEN_SECONDS },
  };
}

function providerAuth(values: z.infer<typeof rcsEnv>): RbmAuth {
  const keyFile = values.RBM_SERVICE_ACCOUNT_KEY_FILE;
  if (keyFile && values.RBM_ACCESS_TOKEN) {
    throw new RcsConfigError(['RBM_SERVICE_ACCOUNT_KEY_FILE', 'RBM_ACCESS_TOKEN'], 'Set RBM_SERVICE_ACCOUNT_KEY_FILE or RBM_ACCESS_TOKEN, not both');
  }
  if (values.RBM_ACCESS_TOKEN) return { kind: 'token', accessToken: values.RBM_ACCESS_TOKEN };
  if (!keyFile) throw new RcsConfigError(['RBM_SERVICE_ACCOUNT_KEY_FILE'], 'RBM_API_BASE is set, so RBM_SERVICE_ACCOUNT_KEY_FILE must name the service-account key file (or RBM_ACCESS_TOKEN hold a token)');
  const read = readServiceAccountKey(keyFile);
  if ('problem' in read) throw new RcsConfigError(['RBM_SERVICE_ACCOUNT_KEY_FILE'], `RBM_SERVICE_ACCOUNT_KEY_FILE: ${read.problem}`);
  return { kind: 'service-account', key: read.key };
}
