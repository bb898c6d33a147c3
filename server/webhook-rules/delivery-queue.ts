import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../platform/db/db';
import { bossDb } from '../platform/queue/boss-db';
import { startBoss, stopBoss } from '../platform/queue/start-boss';
import { attemptDelivery } from './deliver';

export const DELIVERY_QUEUE = 'webhook-delivery';

export interface DeliveryQueue {
  /** Queues deliveries with their rule's retries: pg-boss tries again after delay × 2^n (with jitter) while the endpoint fails. */
  enqueue(deliveryIds: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

/** The queue this process runs per database, so the webhook routes reach it without another seam. */
const running = new WeakMap<Db, DeliveryQueue>();
export const runningDeliveryQueue = (db: Db): DeliveryQueue | undefined => running.get(db);

class RetryLater extends Error {}

export interface DeliveryQueueOptions {
  db: Db;
  logger: Logger;
  /** pg-boss's schema (tests sharing one PostgreSQL give each run its own). */
  schema?: string;
  pollingIntervalSeconds?: number;
  /** How often deliveries written while no queue ran (or before a crash) are queued (ms). */
  sweepMs?: number;
  now?: () => Date;
}

/** Starts the webhook delivery queue and its worker in this process (web server and `npm run worker` alike). */
export async function startDeliveryQueue(options: DeliveryQueueOptions): Promise<DeliveryQueue> {
  const { db, logger } = options;
  // The campaign queue's pg-boss, on the same schema in the same processes, already does its maintenance.
  const queueDb = bossDb(db, logger);
  const boss = new PgBoss({ db: queueDb, schema: options.schema ?? 'pgboss', supervise: false, schedule: false, migrate: true });
  boss.on('error', (error) => logger.error({ err: error }, 'webhook queue error'));
  await startBoss(db, boss, () => boss.createQueue(DELIVERY_QUEUE, { name: DELIVERY_QUEUE, policy: 'standard', expireInSeconds: 60 }));

  const enqueue = async (deliveryIds: readonly string[]) => {
    // Claimed first, so the sweep and a webhook route never queue one delivery twice.
    const rows = await db.query<{ id: string; retry_count: number; retry_delay_sec: number }>(
      `update webhook_deliveries d set enqueued = true from webhook_rules r
       where r.id = d.rule_id and d.id = any($1::uuid[]) and not d.enqueued returning d.id, r.retry_count, r.retry_delay_sec`,
      [deliveryIds],
    );
    for (const row of rows) {
      try {
        await boss.send(DELIVERY_QUEUE, { deliveryId: row.id }, { retryLimit: row.retry_count, retryDelay: row.retry_delay_sec, retryBackoff: true });
      } catch (error) {
        await db.query('update webhook_deliveries set enqueued = false where id = $1', [row.id]);
        throw error;
      }
    }
  };

  await boss.work<{ deliveryId: string }>(DELIVERY_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1, batchSize: 1 }, queueDb.tracked(async ([job]) => {
    if (!job) return;
    const status = await attemptDelivery(db, job.data.deliveryId, options.now);
    // pg-boss schedules the retry with backoff when the handler throws.
    if (status === 'RETRYING') throw new RetryLater(`delivery ${job.data.deliveryId} failed; retrying`);
  }));

  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping
      .then(async () => {
        const rows = await db.query<{ id: string }>(`select id from webhook_deliveries where not enqueued and status = 'QUEUED' order by created_on limit 500`);
        if (rows.length) await enqueue(rows.map((row) => row.id));
      })
      .catch((error: unknown) => logger.error({ err: error }, 'webhook sweep failed'));
    return sweeping;
  };
  const timer = setInterval(() => void sweep(), options.sweepMs ?? 5000);
  timer.unref();
  await sweep();

  const queue: DeliveryQueue = {
    enqueue,
    async stop() {
      clearInterval(timer);
      await sweeping;
      running.delete(db);
      await stopBoss(boss, queueDb);
    },
  };
  running.set(db, queue);
  return queue;
}
