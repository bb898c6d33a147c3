import type { Db } from '../../db/db';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Resolves once every statement sent so far has answered. */
  settled(): Promise<void>;
}

/**
 * pg-boss's `db` option over our Db, so the queue runs on PGlite in-process and on PostgreSQL alike.
 * pg-boss sends parameterised single statements, and parameterless scripts (its schema and
 * migrations) that must run as one unit: those go through `execMany`, which answers every result.
 *
 * It keeps the statements in flight because pg-boss does not await a finished job's `complete`:
 * `boss.stop()` can resolve while that update still runs, and whoever drops the schema or closes the
 * database next gets a rejection nobody handles.
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
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
