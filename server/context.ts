import type { Logger } from 'pino';
import type { AppConfig } from '@/api/contracts/config';
import type { Db } from './db/db';
import type { TemplateProvider } from './messaging/templates/template-provider';

/** Tunables of the server; tests shorten TTLs, lower the bcrypt cost and move the clock. */
export interface ServerOptions {
  sessionTtlSeconds: number;
  bcryptCost: number;
  /** Read the caller's address from `X-Forwarded-For` (only behind a proxy you run). */
  trustProxy: boolean;
  sandboxLogin: boolean;
  loginMaxFailures: number;
  loginLockSeconds: number;
  maxBodyBytes: number;
  /** Folder of the built console; undefined serves the API only. */
  spaDir?: string;
  now: () => Date;
}

export const defaultServerOptions: ServerOptions = {
  sessionTtlSeconds: 8 * 60 * 60,
  bcryptCost: 10,
  trustProxy: false,
  sandboxLogin: true,
  loginMaxFailures: 5,
  loginLockSeconds: 5 * 60,
  maxBodyBytes: 1024 * 1024,
  now: () => new Date(),
};

/** What every route handler can reach. */
export interface ServerContext {
  db: Db;
  config: AppConfig;
  logger: Logger;
  options: ServerOptions;
  /** WhatsApp template management at the provider; absent, the template routes that need it answer 502. */
  templateProvider?: TemplateProvider;
}
