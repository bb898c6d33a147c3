import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Where RCS messages go. Without RBM_API_BASE the server starts the sandbox RBM agent API on loopback
 * and talks to it as it would to Google; with it, the access token and client token are required.
 */

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const rcsEnv = z.object({
  /** `https://rcsbusinessmessaging.googleapis.com` for Google; unset: the sandbox. */
  RBM_API_BASE: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
  /** An OAuth token of the agent's service account (rcsbusinessmessaging scope). */
  RBM_ACCESS_TOKEN: optionalText,
  /** The webhook's clientToken: keys X-Goog-Signature. */
  RBM_CLIENT_TOKEN: optionalText,
  /** Seconds a message lives before RBM revokes it undelivered; at most 172800 (48 h). */
  RBM_MESSAGE_TTL_SECONDS: z.coerce.number().int().min(1).max(172_800).default(86_400),
  /** How long a call to the agent API may take before we give up on its answer. */
  RBM_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** The SMS sender id for numbers that cannot receive RCS; unset: no SMS fallback. */
  RCS_SMS_FALLBACK_SENDER: optionalText,
  RBM_SANDBOX_SEED: optionalText,
  RBM_SANDBOX_TIMING: z.enum(['realistic', 'brisk', 'instant']).default('realistic'),
});

interface Common {
  accessToken: string;
  clientToken: string;
  ttlSeconds: number;
  timeoutMs: number;
  smsFallbackSender: string | null;
}

export type RcsConfig = (Common & { mode: 'sandbox'; sandbox: { seed: string; timing: 'realistic' | 'brisk' | 'instant' } }) | (Common & { mode: 'provider'; apiBase: string });

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
    const missing = (['RBM_ACCESS_TOKEN', 'RBM_CLIENT_TOKEN'] as const).filter((name) => !values[name]);
    if (missing.length) throw new RcsConfigError([...missing], `RBM_API_BASE is set, so ${missing.join(', ')} must be set too`);
    return { mode: 'provider', apiBase: values.RBM_API_BASE, accessToken: values.RBM_ACCESS_TOKEN ?? '', clientToken: values.RBM_CLIENT_TOKEN ?? '', ...common };
  }
  // The sandbox lives in this process, so tokens nobody set can be made up for this run.
  const made = () => randomBytes(24).toString('hex');
  return {
    mode: 'sandbox',
    accessToken: values.RBM_ACCESS_TOKEN ?? made(),
    clientToken: values.RBM_CLIENT_TOKEN ?? made(),
    ...common,
    sandbox: { seed: values.RBM_SANDBOX_SEED ?? '1', timing: values.RBM_SANDBOX_TIMING },
  };
}
