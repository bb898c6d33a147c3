import type { Db } from '../../db/db';

/**
 * pg-boss's `db` option over our Db, so the queue runs on PGlite in-process and on PostgreSQL alike.
 * pg-boss sends parameterised single statements, and parameterless scripts (its schema and
 * migrations) that must run as one unit: those go through `execMany`, which answers every result.
 */
export function bossDb(db: Db) {
  const execMany = db.execMany?.bind(db);
  if (!execMany) throw new Error('This database cannot run multi-statement SQL; pg-boss needs it.');
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (values && values.length > 0) return { rows: await db.query(text, values) };
      const results = await execMany(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
