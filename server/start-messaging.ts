import type { Logger } from 'pino';
import type { Db } from './platform/db/db';
import type { ChannelName, MessagingChannel } from './channel/channel';
import type { DispatchDeps } from './messaging/dispatch/dispatch-deps';
import type { DispatchPacing } from './messaging/pacing/pacing-port';
import { runChunk } from './messaging/dispatch/run-chunk';
import { schedulerTick } from './messaging/dispatch/scheduler';
import { createDispatchPacing } from './messaging/pacing/dispatch-pacing';
import { startCampaignQueue } from './messaging/queue/campaign-queue';
import { startDeliveryQueue } from './webhook-rules/delivery-queue';
import { startInboundQueue } from './automation/inbound-queue';
import { startNotificationSweeper } from './notifications/deliver-notifications';
import { withTrackedLinks } from './insights/message-links';

export interface MessagingOptions {
  db: Db;
  logger: Logger;
  /** The provider clients by channel; a campaign of a channel missing here waits RUNNING. */
  channels: Partial<Record<ChannelName, MessagingChannel>>;
  pacing?: DispatchPacing;
  /** How often the scheduler looks for due campaigns and leftover work (ms). */
  tickMs?: number;
  chunkSize?: number;
  /** Added to a claimed chunk's lease (ms); a stopped process's rows are recovered this long after their sending time. */
  leaseGraceMs?: number;
  /** pg-boss's schema (tests sharing one PostgreSQL give each run its own). */
  queueSchema?: string;
  pollingIntervalSeconds?: number;
  now?: () => Date;
}

export interface Messaging {
  /** One scheduler pass now (tests; the timer runs it every `tickMs`). */
  tick(): Promise<void>;
  /** Stops the timer, then lets running jobs finish. */
  stop(): Promise<void>;
}

/**
 * Starts the campaign queue (pg-boss on the same database), a chunk worker and the scheduler in
 * this process. The web server and every `npm run worker` process call this alike.
 */
export async function startMessaging(options: MessagingOptions): Promise<Messaging> {
  const { db, logger } = options;
  const queue = await startCampaignQueue(db, logger, { schema: options.queueSchema });
  // Customers' webhook rules (#12): deliveries of the provider's events, retried on the same database.
  const deliveries = await startDeliveryQueue({ db, logger, schema: options.queueSchema, pollingIntervalSeconds: options.pollingIntervalSeconds });
  // Auto-responses and automations (#14): a job per customer message, answered on the same channel; and RCS read receipts.
  const inbound = await startInboundQueue({ db, logger, whatsapp: options.channels.whatsapp, readReceipts: options.channels, schema: options.queueSchema, pollingIntervalSeconds: options.pollingIntervalSeconds, ...(options.now ? { now: options.now } : {}) });
  // Notification subscriptions (#14): template, number and campaign news by webhook or mail.
  const notices = startNotificationSweeper({ db, logger, intervalMs: options.pollingIntervalSeconds ? options.pollingIntervalSeconds * 1000 : 1000 });
  const deps: DispatchDeps = {
    db,
    logger,
    channels: options.channels,
    pacing: options.pacing ?? createDispatchPacing({ db }),
    now: options.now ?? (() => new Date()),
    chunkSize: options.chunkSize ?? 500,
    leaseGraceMs: options.leaseGraceMs ?? 30_000,
    // A continuation's instant is on the dispatcher's clock; the queue's is the wall clock, so only a future one is delayed.
    enqueue: (campaignId, at) => (at && at.getTime() > Date.now() ? queue.enqueueAt(campaignId, at) : queue.enqueue(campaignId)),
    // Click tracking is the reports' (server/insights); dispatch takes it from here, not from above its layer.
    trackLinks: withTrackedLinks,
  };
  if (!Object.keys(options.channels).length) logger.warn('no messaging channel configured: running campaigns wait');
  // Campaigns whose chunk job runs in this process now (one worker: one at a time), which the scheduler's pass leaves to it.
  const sendingHere = new Set<string>();
  await queue.work(
    async ({ campaignId }) => {
      sendingHere.add(campaignId);
      try {
        const outcome = await runChunk(deps, campaignId);
        logger.debug({ campaignId, ...outcome }, 'chunk done');
      } finally {
        sendingHere.delete(campaignId);
      }
    },
    { pollingIntervalSeconds: options.pollingIntervalSeconds },
  );
  let ticking: Promise<void> = Promise.resolve();
  const tick = () => {
    ticking = ticking.then(() => schedulerTick(deps, sendingHere)).catch((error: unknown) => logger.error({ err: error }, 'scheduler tick failed'));
    return ticking;
  };
  const timer = setInterval(() => void tick(), options.tickMs ?? 2000);
  timer.unref();
  await tick();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await ticking;
      await queue.stop();
      await deliveries.stop();
      await inbound.stop();
      await notices.stop();
    },
  };
}
