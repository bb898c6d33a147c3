import { z } from 'zod';

const flag = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((value) => ['on', 'true', '1'].includes(value));

/** The environment main.ts reads; everything has a default except DATABASE_URL, whose absence means PGlite. */
export const serverEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(10),
  SESSION_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 60 * 60),
  TRUST_PROXY: flag.default(false),
  SANDBOX_LOGIN: flag.default(true),
  /** A JSON object merged over config.json, for a deployment or a test run (e.g. '{"idleSeconds":4}'). */
  CONFIG_OVERRIDES: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built console lives, and its config.json (the copy the browser reads). */
  DIST_DIR: z.string().default('dist'),
  /** This server's origin as the messaging providers reach it; unset: http://127.0.0.1:PORT (right for the sandbox providers). */
  WEBHOOK_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
});
