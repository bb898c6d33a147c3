import { resolve } from 'node:path';
import pino from 'pino';
import { z } from 'zod';
import { loadAppConfig } from './platform/config/app-config-file';
import { migrate } from './platform/db/migrate';
import { openPostgresDb } from './platform/db/postgres-db';
import { openMessagingChannels } from './messaging/open/open-channels';
import { RcsConfigError } from './messaging/channels/rcs/rcs-config';
import { startMessaging } from './start-messaging';
import { stopOnSignals } from './platform/process/stop-on-signals';

/**
 * `npm run worker`: a campaign worker without the web server. Many of them and the web server
 * share one PostgreSQL (DATABASE_URL) and its pg-boss queue; PGlite is one process, so it has none.
 */
const env = z
  .object({
    DATABASE_URL: z.string().url({ message: 'npm run worker needs DATABASE_URL (a PostgreSQL the web server uses too)' }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DIST_DIR: z.string().default('dist'),
    CONFIG_OVERRIDES: z.string().optional(),
    /** The web server's origin: this worker's sandbox providers post their webhooks there. */
    WEBHOOK_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080'),
  })
  .parse(process.env);
const logger = pino({ level: env.LOG_LEVEL }).child({ role: 'worker' });

async function start() {
  const config = loadAppConfig(resolve(env.DIST_DIR), env.CONFIG_OVERRIDES, logger);
  const db = await openPostgresDb({ connectionString: env.DATABASE_URL, logger });
  // Advisory-locked and idempotent: safe when the web server migrates at the same moment.
  await migrate(db);
  const opened = await openMessagingChannels({ db, logger, env: process.env, graphApiVersion: config.graphApiVersion, webhookBase: env.WEBHOOK_BASE_URL });
  const messaging = await startMessaging({ db, logger, channels: opened.channels });
  logger.info('campaign worker started');
  stopOnSignals(logger, [() => messaging.stop(), () => opened.close(), () => db.close()]);
}

start().catch((error: unknown) => {
  // A setting to fix is told as such: its name and what is wrong, without a stack trace.
  if (error instanceof RcsConfigError) logger.fatal({ fields: error.fields }, `worker failed to start: ${error.message}`);
  else logger.fatal({ err: error }, 'worker failed to start');
  process.exit(1);
});
