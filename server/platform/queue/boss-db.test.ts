import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { bossDb } from './boss-db';

/** A database whose statements answer only when the test says so. */
function heldDb() {
  const pending: (() => void)[] = [];
  const hold = <T>(value: T) => new Promise<T>((resolve) => pending.push(() => resolve(value)));
  const db = {
    query: () => hold([{ count: '1' }]),
    execMany: () => hold([{ rows: [] }, { rows: [{ done: true }] }]),
    transaction: () => Promise.reject(new Error('not used')),
    close: async () => {},
  } as unknown as Db;
  return { db, answerAll: () => pending.splice(0).forEach((answer) => answer()) };
}

describe('pg-boss over our database', () => {
  it('answers the last result of a multi-statement script', async () => {
    const { db, answerAll } = heldDb();
    const answer = bossDb(db).executeSql('create table a (); create table b ();');
    answerAll();
    expect(await answer).toEqual({ rows: [{ done: true }] });
  });

  it('is settled only once a statement nobody awaits has answered', async () => {
    const { db, answerAll } = heldDb();
    const queueDb = bossDb(db);
    void queueDb.executeSql('update job set state = $1', ['completed']);
    let settled = false;
    const waiting = queueDb.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answerAll();
    await waiting;
    expect(settled).toBe(true);
  });

  it('is settled at once when nothing is in flight, and after a failed statement', async () => {
    const failing = { query: () => Promise.reject(new Error('relation does not exist')), execMany: async () => [] } as unknown as Db;
    const queueDb = bossDb(failing);
    await expect(queueDb.executeSql('select 1 where $1', [true])).rejects.toThrow('relation does not exist');
    await expect(queueDb.settled()).resolves.toBeUndefined();
  });
  it('waits for a job a late fetch hands over, and for the completion its end sends', async () => {
    const { db, answerAll } = heldDb();
    const queueDb = bossDb(db);
    const steps: string[] = [];
    let finishJob = () => {};
    const handler = queueDb.tracked(async (job: string) => {
      steps.push(`started ${job}`);
      await new Promise<void>((resolve) => (finishJob = resolve));
    });
    // As pg-boss's worker loop: a fetch sent before the stop, its job run, then complete() not awaited.
    void queueDb.executeSql('select next job', ['q']).then(async () => {
      await handler('job-1');
      void queueDb.executeSql('update job set state = $1', ['completed']).then(() => steps.push('completed'));
    });
    const waiting = queueDb.settled().then(() => steps.push('settled'));
    answerAll();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['started job-1']);
    finishJob();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['started job-1']);
    answerAll();
    await waiting;
    expect(steps).toEqual(['started job-1', 'completed', 'settled']);
  });

  it("does not reject a finished job's completion when the database is away: pg-boss never awaits it, and the rejection ended the process", async () => {
    const away = () => Promise.reject(new DatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })));
    const warnings: string[] = [];
    const queueDb = bossDb({ query: away, execMany: away } as unknown as Db, { warn: (_details, message) => warnings.push(message) });
    await queueDb.tracked(async (_jobs: { id: string }[]) => undefined)([{ id: 'job-1' }]);
    // As pg-boss's complete(name, ids, data) right after the handler, and then a statement no job's end sent.
    await expect(queueDb.executeSql('update job set state = $1', ['campaign-chunk', ['job-1'], null])).resolves.toEqual({ rows: [{ count: '0' }] });
    expect(warnings).toEqual(['a finished job could not be marked for now; pg-boss expires it']);
    await expect(queueDb.executeSql('update job set state = $1', ['campaign-chunk', ['job-1'], null])).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
