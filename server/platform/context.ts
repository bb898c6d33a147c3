import type { Logger } from 'pino';
import type { AppConfig } from '@/api/contracts/config';
import type { Db } from './db/db';

/**
 * Tunables of the server; tests shorten TTLs, lower the bcrypt cost and move the clock. The platform's own
 * are here; the ports the composition root fills (providers, the contacts check, webhook secrets) are merged
 * into this interface by `server/context-ports.ts`, so the platform names no domain.
 */
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

/** What every route handler can reach; `server/context-ports.ts` merges in the ports, as for `ServerOptions`. */
export interface ServerContext {
  db: Db;
  config: AppConfig;
  logger: Logger;
  options: ServerOptions;
}
