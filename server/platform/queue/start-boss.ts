import type PgBoss from 'pg-boss';
import type { Db } from '../db/db';
import type { BossDb } from './boss-db';

/** The advisory lock key of queue start-up, the same in every process of one database. */
const QUEUE_STARTUP_LOCK = 7_250_411;

/**
 * Starts `boss` and creates its queue, one process at a time. pg-boss installs its schema and creates
 * a queue's table with statements that race when two processes start together (a duplicate schema
 * name, a deadlock on the queue row): two `npm run worker` processes started at once lost one of them.
 */
export async function startBoss(db: Db, boss: PgBoss, createQueue: () => Promise<void>): Promise<void> {
  const start = async () => {
    await boss.start();
    await createQueue();
  };
  await (db.exclusively ? db.exclusively(QUEUE_STARTUP_LOCK, start) : start());
}

/** Stops `boss` once its running jobs end, then waits for the completions it sent without awaiting. */
export async function stopBoss(boss: PgBoss, db: BossDb): Promise<void> {
  await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  await db.settled();
}
