import { appendFileSync } from 'node:fs';
import pino from 'pino';
import { openPostgresDb } from '../../platform/db/postgres-db';
import type { ChannelName, MessagingChannel } from '../../channel/channel';
import { startMessaging } from '../../start-messaging';
import { createDispatchPacing } from '../../messaging/pacing/dispatch-pacing';

/**
 * The process the kill -9 test kills: a dispatcher on the test's PostgreSQL schema whose provider
 * writes each accepted number to a file (synchronously, before answering) and takes a little time.
 */
const [url, schema, queueSchema, log] = [process.env.CRASH_DB_URL, process.env.CRASH_SCHEMA, process.env.CRASH_QUEUE_SCHEMA, process.env.CRASH_LOG];
if (!url || !schema || !queueSchema || !log) throw new Error('CRASH_DB_URL, CRASH_SCHEMA, CRASH_QUEUE_SCHEMA and CRASH_LOG are needed');
const channel: ChannelName = process.env.CRASH_CHANNEL === 'rcs' ? 'rcs' : 'whatsapp';

let count = 0;
const provider: MessagingChannel = {
  name: channel,
  async send(message) {
    appendFileSync(log, `${message.to}\n`);
    await new Promise((resolve) => setTimeout(resolve, 15));
    count += 1;
    return { providerMessageId: `${channel}.child${count}` };
  },
};

const db = await openPostgresDb({ connectionString: url, schema });
await startMessaging({ db, logger: pino({ level: 'silent' }), channels: { [channel]: provider }, pacing: createDispatchPacing({ db }), chunkSize: 25, leaseGraceMs: 1000, queueSchema, tickMs: 500, pollingIntervalSeconds: 0.5 });
