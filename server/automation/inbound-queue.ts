import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../platform/db/db';
import { ProviderError, type ChannelEvent, type ChannelName, type MessagingChannel } from '../channel/channel';
import { bossDb } from '../platform/queue/boss-db';
import { startBoss, stopBoss } from '../platform/queue/start-boss';
import { startBotSessionSweep } from './bot-channel/bot-timeouts';
import { reactToInbound } from './react-to-inbound';
import { PAIR_PAUSE_MS } from './reply-sender';
import { resumeRun } from './run-automations';
import type { RunContext } from './run-context';

export const INBOUND_QUEUE = 'inbound-reaction';
/** Automation runs held by a WAIT node, each resumed by a job delayed by the wait. */
export const AUTOMATION_RESUME_QUEUE = 'automation-resume';
/** A read receipt per customer message, on the channels that send them (RCS). */
export const READ_RECEIPT_QUEUE = 'read-receipt';

interface InboundJob {
  providerMessageId: string;
}

interface ResumeJob {
  runId: string;
}

interface ReadReceiptJob {
  channel: ChannelName;
  to: string;
  senderId: string;
  providerMessageId: string;
  /** Chosen once, so a retried job repeats the same event and the customer sees one receipt. */
  eventId: string;
}

export interface InboundQueue {
  /** One job per customer message; pg-boss keeps it across restarts until a worker has run it. */
  enqueue(providerMessageIds: readonly string[]): Promise<void>;
  /** One read receipt job per message, for channels of this process that send them. */
  enqueueReadReceipts(channel: string, messages: ReadonlyArray<{ from: string; senderId: string; providerMessageId: string }>): Promise<void>;
  stop(): Promise<void>;
}

/** The queue this process runs per database, so the webhook route reaches it without another seam. */
const running = new WeakMap<Db, InboundQueue>();

export interface InboundQueueOptions {
  db: Db;
  logger: Logger;
  whatsapp: MessagingChannel | undefined;
  /** The channels whose customers get a read receipt for each message (`markRead`). */
  readReceipts?: Partial<Record<ChannelName, MessagingChannel>>;
  schema?: string;
  pollingIntervalSeconds?: number;
  pairPauseMs?: number;
  now?: () => Date;
}

/** Starts the inbound-reaction queue and its worker in this process (web server and `npm run worker` alike). */
export async function startInboundQueue(options: InboundQueueOptions): Promise<InboundQueue> {
  const { db, logger } = options;
  // The campaign queue's pg-boss, on the same schema in the same processes, already does its maintenance.
  const queueDb = bossDb(db, logger);
  const boss = new PgBoss({ db: queueDb, schema: options.schema ?? 'pgboss', supervise: false, schedule: false, migrate: true });
  boss.on('error', (error) => logger.error({ err: error }, 'inbound queue error'));
  // A job that failed on the database is tried again; the reply rows it claimed keep it from answering twice.
  await startBoss(db, boss, async () => {
    await boss.createQueue(INBOUND_QUEUE, { name: INBOUND_QUEUE, policy: 'standard', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 });
    await boss.createQueue(AUTOMATION_RESUME_QUEUE, { name: AUTOMATION_RESUME_QUEUE, policy: 'standard', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 });
    await boss.createQueue(READ_RECEIPT_QUEUE, { name: READ_RECEIPT_QUEUE, policy: 'standard', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 });
  });
  const context: RunContext = {
    db,
    channel: { whatsapp: options.whatsapp, pairPauseMs: options.pairPauseMs ?? PAIR_PAUSE_MS },
    now: options.now ?? (() => new Date()),
    scheduleResume: async (runId, seconds, step) => {
      await boss.send(AUTOMATION_RESUME_QUEUE, { runId } satisfies ResumeJob, { startAfter: Math.max(1, Math.round(seconds)), singletonKey: `${runId}:${step}` });
    },
  };
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1 };
  // WhatsApp chatbot sessions: their flows' timeouts and the idle expiry, in every messaging process.
  const stopSweep = startBotSessionSweep(context, logger);
  const inboundWorker = await boss.work<InboundJob>(INBOUND_QUEUE, polling, queueDb.tracked(async ([job]) => {
    if (!job) return;
    const reaction = await reactToInbound(context, job.data.providerMessageId);
    logger.debug({ providerMessageId: job.data.providerMessageId, ...reaction }, 'inbound message handled');
  }));
  await boss.work<ResumeJob>(AUTOMATION_RESUME_QUEUE, polling, queueDb.tracked(async ([job]) => {
    if (job) await resumeRun(context, job.data.runId);
  }));
  const receipts = options.readReceipts ?? {};
  const readWorker = await boss.work<ReadReceiptJob>(READ_RECEIPT_QUEUE, polling, queueDb.tracked(async ([job]) => {
    if (!job) return;
    const { channel, ...message } = job.data;
    try {
      await receipts[channel]?.markRead?.({ to: message.to, senderId: message.senderId, providerMessageId: message.providerMessageId, eventId: message.eventId });
    } catch (error) {
      // Only an outage is worth the job's retries; a number the channel cannot reach never will be.
      if (!(error instanceof ProviderError) || error.retryable) throw error;
      logger.warn({ err: error, providerMessageId: message.providerMessageId }, 'read receipt refused');
    }
  }));
  const queue: InboundQueue = {
    async enqueue(ids) {
      for (const providerMessageId of ids) await boss.send(INBOUND_QUEUE, { providerMessageId } satisfies InboundJob, { singletonKey: providerMessageId });
      // A worker between polls would leave the customer waiting up to a polling interval for the
      // answer; told, this process's worker looks at once (another process still finds it by polling).
      boss.notifyWorker(inboundWorker);
    },
    async enqueueReadReceipts(channel, messages) {
      const sends = receipts[channel as ChannelName]?.markRead ? messages : [];
      for (const message of sends) {
        const job: ReadReceiptJob = { channel: channel as ChannelName, to: message.from, senderId: message.senderId, providerMessageId: message.providerMessageId, eventId: randomUUID() };
        await boss.send(READ_RECEIPT_QUEUE, job, { singletonKey: `${channel}:${message.providerMessageId}` });
      }
      if (sends.length) boss.notifyWorker(readWorker);
    },
    async stop() {
      stopSweep();
      running.delete(db);
      await stopBoss(boss, queueDb);
    },
  };
  running.set(db, queue);
  return queue;
}

/** Outcomes of apply-events that leave a message to answer: not a duplicate, an unknown number or a STOP. */
const ANSWERABLE = new Set(['recorded', 'opted_in']);

/**
 * After the provider's events are stored: a job per new customer message. A failure here is logged,
 * never answered to the provider (its events are stored; it must not send them again).
 */
export async function queueInboundReactions(db: Db, logger: Logger, events: readonly ChannelEvent[], outcomes: readonly string[]): Promise<void> {
  const ids = events.flatMap((event, index) => (event.kind === 'inbound' && ANSWERABLE.has(outcomes[index] ?? '') ? [event.providerMessageId] : []));
  if (!ids.length) return;
  try {
    await running.get(db)?.enqueue(ids);
  } catch (error) {
    logger.error({ err: error }, 'inbound reactions not queued');
  }
}

/**
 * After the provider's events are stored: a read receipt job per new customer message, on a channel
 * that sends them. A failure here is logged, never answered to the provider.
 */
export async function queueReadReceipts(db: Db, logger: Logger, channel: string, events: readonly ChannelEvent[], outcomes: readonly string[]): Promise<void> {
  const messages = events.flatMap((event, index) => (event.kind === 'inbound' && outcomes[index] !== 'duplicate' ? [{ from: event.from, senderId: event.senderId, providerMessageId: event.providerMessageId }] : []));
  if (!messages.length) return;
  try {
    await running.get(db)?.enqueueReadReceipts(channel, messages);
  } catch (error) {
    logger.error({ err: error }, 'read receipts not queued');
  }
}
