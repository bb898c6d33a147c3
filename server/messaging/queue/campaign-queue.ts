import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/db';
import { bossDb } from '../../platform/queue/boss-db';
import { startBoss, stopBoss } from '../../platform/queue/start-boss';

/** One job = one chunk of one campaign; the job claims its rows when it runs (the rows are the truth). */
export const CHUNK_QUEUE = 'campaign-chunk';

export interface ChunkJob {
  campaignId: string;
}

export interface CampaignQueue {
  /**
   * Queues the next chunk of a campaign; at most one waits per campaign (pg-boss `short`). Active
   * ones are not limited, so a job a killed process left active never holds the campaign up.
   */
  enqueue(campaignId: string): Promise<void>;
  /**
   * A job that continues the campaign by itself at `at` (tier room, a send window opening). Its own
   * singleton key, so it never holds back the campaign's ordinary next chunk.
   */
  enqueueAt(campaignId: string, at: Date): Promise<void>;
  /** Runs chunk jobs in this process until `stop`. */
  work(handler: (job: ChunkJob) => Promise<void>, options?: { pollingIntervalSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** pg-boss's own schema; tests sharing one PostgreSQL give each run its own. */
  schema?: string;
  /** A job still active after this long is given up by pg-boss (its rows' leases end sooner). */
  expireInSeconds?: number;
}

export async function startCampaignQueue(db: Db, logger: Logger, options: QueueOptions = {}): Promise<CampaignQueue> {
  const queueDb = bossDb(db, logger);
  const boss = new PgBoss({ db: queueDb, schema: options.schema ?? 'pgboss', supervise: true, schedule: false, migrate: true });
  boss.on('error', (error) => logger.error({ err: error }, 'queue error'));
  // createQueue is idempotent: every process runs it at start, one process at a time.
  await startBoss(db, boss, () => boss.createQueue(CHUNK_QUEUE, { name: CHUNK_QUEUE, policy: 'short', retryLimit: 0, expireInSeconds: options.expireInSeconds ?? 180 }));
  const workers: string[] = [];
  return {
    async enqueue(campaignId) {
      await boss.send(CHUNK_QUEUE, { campaignId } satisfies ChunkJob, { singletonKey: campaignId });
      // A pg-boss worker whose job took less than its polling interval waits out the rest before it
      // looks again: a 500-row chunk at 1,000/s takes half a second, so the campaign's next chunk
      // would wait the other half. Told, this process's workers look for it at once.
      for (const worker of workers) boss.notifyWorker(worker);
    },
    async enqueueAt(campaignId, at) {
      await boss.send(CHUNK_QUEUE, { campaignId } satisfies ChunkJob, { singletonKey: `continue:${campaignId}`, startAfter: at });
    },
    async work(handler, workOptions = {}) {
      workers.push(
        await boss.work<ChunkJob>(CHUNK_QUEUE, { pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 1, batchSize: 1 }, queueDb.tracked(async (jobs) => {
          for (const job of jobs) await handler(job.data);
        })),
      );
    },
    async stop() {
      await stopBoss(boss, queueDb);
    },
  };
}
