import type { Db } from '../../db/db';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** `handler` as a `boss.work` callback whose runs `settled` waits for. */
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
 */
export function bossDb(db: Db): BossDb {
  const execMany = db.execMany?.bind(db);
  if (!execMany) throw new Error('This database cannot run multi-statement SQL; pg-boss needs it.');
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(statement: Promise<T>): Promise<T> => {
    inFlight.add(statement);
    const forget = () => inFlight.delete(statement);
    statement.then(forget, forget);
    return statement;
  };
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: await track(db.query(text, values)) };
      const results = await track(execMany(text));
      return results.at(-1) ?? { rows: [] };
    },
    tracked(handler) {
      return (...args) => track(handler(...args));
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
