import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { appConfig } from '@/api/contracts/config';
import { createApp } from './app';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openPgliteDb } from './db/pglite-db';
import { openPostgresDb } from './db/postgres-db';
import { startMessaging } from './messaging/start-messaging';
import { startLocalTemplateProvider } from './messaging/templates/local-template-provider';
import { serverEnv } from './env';
import { startIdleTimeouts } from './gateway/idle-timeouts';
import { seedDemoData } from './seed/seed-demo';

const env = serverEnv.parse(process.env);
const logger = pino({ level: env.LOG_LEVEL });
const distDir = resolve(env.DIST_DIR);

/** The built copy is what the browser reads, so it wins over the source copy in public/. */
function loadConfig() {
  const path = [join(distDir, 'assets/config/config.json'), resolve('public/assets/config/config.json')].find((candidate) => existsSync(candidate));
  if (!path) throw new Error('No assets/config/config.json in dist/ or public/.');
  const overrides: unknown = env.CONFIG_OVERRIDES ? JSON.parse(env.CONFIG_OVERRIDES) : {};
  logger.info({ path, overrides }, 'config loaded');
  return appConfig.parse({ ...JSON.parse(readFileSync(path, 'utf8')), ...(overrides as object) });
}

async function openDb(): Promise<Db> {
  if (env.DATABASE_URL) {
    logger.info({ database: new URL(env.DATABASE_URL).host }, 'using PostgreSQL');
    return openPostgresDb({ connectionString: env.DATABASE_URL });
  }
  const dir = resolve(env.DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true });
  logger.info({ dir }, 'using embedded PGlite');
  return openPgliteDb(dir);
}

async function start() {
  const config = loadConfig();
  const db = await openDb();
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (await seedDemoData(db, { bcryptCost: env.BCRYPT_COST, now: new Date() })) logger.info('demo data seeded (see docs/api.md)');
  // The campaign queue and dispatcher run in this process too (on PGlite, the only one there is).
  const messaging = await startMessaging({ db, logger, channels: {} });
  const templates = await startLocalTemplateProvider(db, logger, process.env, config.graphApiVersion);

  const app = createApp({
    db,
    config,
    logger,
    options: { bcryptCost: env.BCRYPT_COST, sessionTtlSeconds: env.SESSION_TTL_SECONDS, trustProxy: env.TRUST_PROXY, sandboxLogin: env.SANDBOX_LOGIN, spaDir: distDir },
    templateProvider: templates.provider,
  });
  // The bots' timeout actions run on the server's own clock, not only when a connector sends `timeout`.
  const stopIdleTimeouts = startIdleTimeouts(db, logger, () => new Date());
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(`listening on http://localhost:${info.port}/ (API docs at http://localhost:${info.port}/api/docs)`);
  });

  // Browsers and pooled HTTP clients keep idle connections open longer than Node's 5 s default; a
  // request sent just as the server closed its connection was reset (ECONNRESET in an e2e run).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use (set PORT)` : error.message;
    logger.fatal({ err: error }, `cannot listen on ${env.HOST}:${env.PORT}: ${reason}`);
    void db.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopIdleTimeouts();
    server.close(() => {
      messaging
        .stop()
        .then(() => templates.close())
        .then(() => db.close())
        .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(1);
        },
      );
    });
    // Keep-alive connections can hold close() open; do not hang a deploy on them.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'server failed to start');
  process.exit(1);
});
