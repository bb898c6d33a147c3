import type { Db } from '../db/db';
import { isConnectionLost } from '../db/database-unavailable';
import { retryWhenConnectionLost } from '../db/retry-lost-connection';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** `handler` as a `boss.work` callback (its first argument the jobs) whose runs `settled` waits for. */
  tracked<A extends unknown[]>(handler: (...args: A) => Promise<void>): (...args: A) => Promise<void>;
  /** Resolves once no statement and no tracked handler is running, nor started by one that ended. */
  settled(): Promise<void>;
}

/**
 * pg-boss's `db` option over our Db, so the queue runs on PGlite in-process and on PostgreSQL alike.
 * pg-boss sends parameterised single statements, and parameterless scripts (its schema and
 * migrations) that must run as one unit: those go through `execMany`, which answers every result.
 *
 * It keeps the statements and job handlers in flight because `boss.stop()` can resolve before they
 * end: pg-boss does not await a finished job's `complete`, and a fetch already sent when it stops still
 * hands its job to the handler. Whoever drops the schema or closes the database next would get a
 * rejection nobody handles.
 *
 * For the same reason a job's end (pg-boss's `complete` or `fail`, the first statement naming the ids
 * of jobs whose handler just ended) must not reject when the database is away: the rejection nobody
 * awaits ended the process while PostgreSQL restarted. It is tried again briefly; then the job stays
 * active until its expiry, when pg-boss settles it by itself.
 */
export function bossDb(db: Db, logger?: { warn(details: object, message: string): void }): BossDb {
  const execMany = db.execMany?.bind(db);
  if (!execMany) throw new Error('This database cannot run multi-statement SQL; pg-boss needs it.');
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(statement: Promise<T>): Promise<T> => {
    inFlight.add(statement);
    const forget = () => inFlight.delete(statement);
    statement.then(forget, forget);
    return statement;
  };
  const ended = new Set<string>();
  const idsKey = (ids: unknown) => (Array.isArray(ids) && ids.length ? ids.join(',') : undefined);
  const endJobs = async (text: string, values: unknown[]) => {
    try {
      return { rows: await track(retryWhenConnectionLost(() => db.query(text, values))) };
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      logger?.warn({ err: error, jobs: values[1] }, 'a finished job could not be marked for now; pg-boss expires it');
      // What pg-boss reads of a completion's answer: how many jobs it moved.
      return { rows: [{ count: '0' }] };
    }
  };
  return {
    async executeSql(text, values) {
      const ending = idsKey(values?.[1]);
      if (values && ending && ended.delete(ending)) return endJobs(text, values);
      if (values && values.length > 0) return { rows: await track(db.query(text, values)) };
      const results = await track(execMany(text));
      return results.at(-1) ?? { rows: [] };
    },
    tracked(handler) {
      return (...args) => {
        const jobs = args[0];
        const ending = idsKey(Array.isArray(jobs) ? jobs.map((job: { id?: unknown }) => job.id) : undefined);
        return track(handler(...args).finally(() => ending && ended.add(ending)));
      };
    },
    async settled() {
      // A macrotask boundary first: what ends lets pg-boss start the next statement in a microtask.
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (inFlight.size === 0) return;
        await Promise.allSettled([...inFlight]);
      }
    },
  };
}
