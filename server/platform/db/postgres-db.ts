import pg from 'pg';
import type { Db, Queryable } from './db';
import { asUnavailable, isConnectionLost } from './database-unavailable';
import { copyOut } from './postgres-copy-out';

interface PgClientLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Runs `statement`; a lost connection rejects as DatabaseUnavailableError, so every caller tells it from a bad statement. */
async function reaching<T>(statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    throw asUnavailable(error);
  }
}

function wrap(target: PgClientLike): Queryable {
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) => reaching(async () => (await target.query(sql, [...params])).rows as T[]),
    exec: (sql: string) =>
      reaching(async () => {
        await target.query(sql);
      }),
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Every connection uses this schema first; tests give each run its own. */
  schema?: string;
  /** Told when PostgreSQL ends a pooled connection (a restart, pg_terminate_backend); the pool opens a new one. */
  logger?: { warn(details: object, message: string): void };
}

/** Longer than any wait for a free connection under load, short enough for a caller to hear an outage. */
const CONNECT_TIMEOUT_MS = 10_000;

/** A pooled PostgreSQL connection (`DATABASE_URL`). */
export async function openPostgresDb({ connectionString, schema, logger }: PostgresOptions): Promise<Db> {
  // A bounded wait for a connection: with PostgreSQL out of reach a request answers 503, not never.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  // A connection PostgreSQL ends emits 'error' whether or not a query runs on it, also while a
  // transaction holds it and after it went back; an 'error' nobody hears ends the whole process. So
  // every connection is heard for its whole life; the query that ran on it rejects with the cause
  // anyway, and the pool drops it and opens a new one. The pool re-emits an idle one's: heard above.
  pool.on('connect', (client) => client.on('error', (error) => logger?.warn({ err: error }, 'a pooled database connection was lost')));
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the address is wrong.
  await pool.query('select 1');
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await reaching(() => pool.connect());
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        const tx = wrap(client);
        await tx.exec('begin');
        result = await fn(tx);
        await tx.exec('commit');
      } catch (error) {
        // The caller needs the original error; a failed rollback only means the connection is broken.
        const rolledBack = await client.query('rollback').then(() => true, () => false);
        client.release(!rolledBack);
        throw asUnavailable(error);
      }
      client.release();
      return result;
    },
    close: () => pool.end(),
    async exclusively(key, fn) {
      const client = await reaching(() => pool.connect());
      try {
        const session = wrap(client);
        await session.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await session.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async copyCsv(select, take) {
      const client = await reaching(() => pool.connect());
      try {
        await copyOut(client, `copy (${select}) to stdout with (format csv)`, take);
      } catch (error) {
        // A lost connection is dropped, not pooled again; a refused statement leaves it usable.
        client.release(isConnectionLost(error));
        throw asUnavailable(error);
      }
      client.release();
    },
    async execMany(sql) {
      // pg answers one result for one statement and an array for several.
      const result: unknown = await reaching(() => pool.query(sql));
      return (Array.isArray(result) ? result : [result]) as { rows: unknown[] }[];
    },
  };
}
