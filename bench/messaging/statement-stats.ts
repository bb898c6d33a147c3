import type { Queryable } from '../../server/platform/db/db';

/** One family of statements (pg_stat_statements' normalized text, or our label for it) and what it cost over a run. */
export interface StatementFamily {
  label: string;
  calls: number;
  ms: number;
  /** Rows it read or wrote, and the WAL it wrote (bytes): what it did, where its time may be waiting on a lock. */
  rows: number;
  walBytes: number;
  /** Run inside another statement (a trigger's, a function's): its time is also in the statement that fired it. */
  nested: boolean;
}

export interface StatementStats {
  /** Statements the clients sent (top level), begin and commit included. */
  calls: number;
  /** PostgreSQL's execution time of those statements (nested ones are inside it), ms. */
  ms: number;
  /** WAL the top-level statements wrote, bytes. */
  walBytes: number;
  families: StatementFamily[];
}

/** The bench's own reading of the cluster (the meter's, the counters' poll) is not the dispatchers' work. */
const OURS = /pg_stat_statements|pg_settings|pg_database/;

/**
 * A short name for a statement. Every recipient move is the same CTE (recipient-moves.ts) told apart by
 * its SET, so it is named by that; anything else by its first words.
 */
export function familyOf(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  const move = /update campaign_recipients r set (.*?) from picked/.exec(text);
  if (move?.[1]) return `move recipients: ${move[1].slice(0, 70)}`;
  return text.length > 110 ? `${text.slice(0, 110)}…` : text;
}

/**
 * pg_stat_statements, where the cluster preloads it (scripts/with-postgres.sh with
 * PGTEST_STATEMENT_STATS=1): reset before a run, read after it. Null when it is not loaded.
 */
export async function statementStats(db: Queryable): Promise<{ reset(): Promise<void>; read(): Promise<StatementStats> } | null> {
  try {
    await db.query('create extension if not exists pg_stat_statements with schema public');
    await db.query('select count(*) from public.pg_stat_statements');
  } catch {
    return null;
  }
  return {
    async reset() {
      await db.query('select public.pg_stat_statements_reset()');
    },
    async read() {
      const rows = await db.query<{ query: string; calls: string; ms: number; rows: string; wal_bytes: string; toplevel: boolean }>(
        `select query, calls::text, total_exec_time as ms, rows::text, wal_bytes::text, toplevel from public.pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database())`,
      );
      const families = new Map<string, StatementFamily>();
      let calls = 0;
      let ms = 0;
      let walBytes = 0;
      for (const row of rows) {
        if (OURS.test(row.query)) continue;
        const label = familyOf(row.query);
        const key = `${row.toplevel ? '' : 'nested '}${label}`;
        const family = families.get(key) ?? { label, calls: 0, ms: 0, rows: 0, walBytes: 0, nested: !row.toplevel };
        family.calls += Number(row.calls);
        family.ms += row.ms;
        family.rows += Number(row.rows);
        family.walBytes += Number(row.wal_bytes);
        families.set(key, family);
        if (row.toplevel) {
          calls += Number(row.calls);
          ms += row.ms;
          walBytes += Number(row.wal_bytes);
        }
      }
      return { calls, ms, walBytes, families: [...families.values()].sort((a, b) => b.ms - a.ms) };
    },
  };
}
