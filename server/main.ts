import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from './app';
import { loadAppConfig } from './platform/config/app-config-file';
import type { Db } from './platform/db/db';
import { migrate } from './platform/db/migrate';
import { openPgliteDb } from './platform/db/pglite-db';
import { openPostgresDb } from './platform/db/postgres-db';
import { openMessagingChannels } from './messaging/open/open-channels';
import { RcsConfigError } from './messaging/channels/rcs/rcs-config';
import { whatsappContactCheck } from './messaging/open/open-whatsapp-channel';
import { readWhatsappConfig } from './messaging/channels/whatsapp/whatsapp-config';
import { createGraphSignupProvider } from './messaging/channels/whatsapp/graph-signup-provider';
import { readSignupConfig, signupProviderFor } from './messaging/open/signup-config';
import { startMessaging } from './start-messaging';
import { serverEnv } from './platform/config/env';
import { closeServer, keepIdleConnections } from './platform/http/idle-connections';
import { stopOnSignals } from './platform/process/stop-on-signals';
import { startIdleTimeouts } from './chatbot/gateway/idle-timeouts';
import { startExportSweep } from './exports/expiry';
import { seedDemoData } from './seed/seed-demo';

const env = serverEnv.parse(process.env);
const logger = pino({ level: env.LOG_LEVEL });
const distDir = resolve(env.DIST_DIR);

async function openDb(): Promise<Db> {
  if (env.DATABASE_URL) {
    logger.info({ database: new URL(env.DATABASE_URL).host }, 'using PostgreSQL');
    return openPostgresDb({ connectionString: env.DATABASE_URL, logger });
  }
  const dir = resolve(env.DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true });
  logger.info({ dir }, 'using embedded PGlite');
  return openPgliteDb(dir);
}

async function start() {
  const config = loadAppConfig(distDir, env.CONFIG_OVERRIDES, logger);
  const db = await openDb();
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (await seedDemoData(db, { bcryptCost: env.BCRYPT_COST, now: new Date() })) logger.info('demo data seeded (see docs/api.md)');
  // Sandbox providers post their webhooks to this server's own origin.
  const signupConfig = readSignupConfig(process.env, config);
  const webhookBase = env.WEBHOOK_BASE_URL ?? `http://127.0.0.1:${env.PORT}`;
  const opened = await openMessagingChannels({
    db,
    logger,
    env: process.env,
    graphApiVersion: config.graphApiVersion,
    webhookBase,
    ...(signupConfig.mode === 'sandbox' && config.embeddedSignup ? { signupApps: Object.values(config.embeddedSignup.appIds) } : {}),
  });
  // The campaign queue and dispatcher run in this process too (on PGlite, the only one there is).
  const messaging = await startMessaging({ db, logger, channels: opened.channels });

  const app = createApp({
    db,
    config,
    logger,
    options: {
      bcryptCost: env.BCRYPT_COST,
      sessionTtlSeconds: env.SESSION_TTL_SECONDS,
      trustProxy: env.TRUST_PROXY,
      sandboxLogin: env.SANDBOX_LOGIN,
      spaDir: distDir,
      webhooks: opened.webhooks,
      whatsappWebhookUrl: `${webhookBase}/webhooks/whatsapp`,
      ...(opened.systemUserId ? { whatsappSystemUserId: opened.systemUserId } : {}),
      ...(opened.creditLineId ? { whatsappCreditLineId: opened.creditLineId } : {}),
      whatsappContacts: whatsappContactCheck(readWhatsappConfig(process.env, config)),
      // The sandbox's codes are exchanged over HTTP with the WhatsApp sandbox's Graph calls, by the client used on Meta.
      signupProvider: opened.sandboxSignup
        ? createGraphSignupProvider({ baseUrl: opened.sandboxSignup.baseUrl, graphApiVersion: config.graphApiVersion, appSecrets: opened.sandboxSignup.appSecrets })
        : signupProviderFor(signupConfig),
      businessTokens: opened.wabaTokens,
    },
    templateProvider: opened.templateProvider,
  });
  // The bots' timeout actions run on the server's own clock, not only when a connector sends `timeout`.
  const stopIdleTimeouts = startIdleTimeouts(db, logger, () => new Date());
  const stopExportSweep = startExportSweep(db, logger);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(`listening on http://localhost:${info.port}/ (API docs at http://localhost:${info.port}/api/docs)`);
  });

  keepIdleConnections(server);

  server.on('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use (set PORT)` : error.message;
    logger.fatal({ err: error }, `cannot listen on ${env.HOST}:${env.PORT}: ${reason}`);
    void db.close().finally(() => process.exit(1));
  });

  stopOnSignals(
    logger,
    [
      stopIdleTimeouts,
      stopExportSweep,
      () => closeServer(server).catch((error: unknown) => logger.warn({ err: error }, 'the HTTP server was not open')),
      () => messaging.stop(),
      () => opened.close(),
      () => db.close(),
    ],
    // Keep-alive connections can hold close() open; do not hang a deploy on them.
    { hardExitMs: 5000 },
  );
}

start().catch((error: unknown) => {
  // A setting to fix is told as such: its name and what is wrong, without a stack trace.
  if (error instanceof RcsConfigError) logger.fatal({ fields: error.fields }, `server failed to start: ${error.message}`);
  else logger.fatal({ err: error }, 'server failed to start');
  process.exit(1);
});
