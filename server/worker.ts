import pino from 'pino';
import { z } from 'zod';
import { migrate } from './db/migrate';
import { openPostgresDb } from './db/postgres-db';
import { startMessaging } from './messaging/start-messaging';

/**
 * `npm run worker`: a campaign worker without the web server. Many of them and the web server
 * share one PostgreSQL (DATABASE_URL) and its pg-boss queue; PGlite is one process, so it has none.
 */
const env = z
  .object({
    DATABASE_URL: z.string().url({ message: 'npm run worker needs DATABASE_URL (a PostgreSQL the web server uses too)' }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .parse(process.env);
const logger = pino({ level: env.LOG_LEVEL }).child({ role: 'worker' });

async function start() {
  const db = await openPostgresDb({ connectionString: env.DATABASE_URL });
  // Advisory-locked and idempotent: safe when the web server migrates at the same moment.
  await migrate(db);
  const messaging = await startMessaging({ db, logger, channels: {} });
  logger.info('campaign worker started');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping');
    messaging
      .stop()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'worker stop failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'worker failed to start');
  process.exit(1);
});
