import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresDb } from '../../../platform/db/postgres-db';
import type { TestDatabase } from '../../../testing/test-databases';

export interface TaggedPostgres {
  database: TestDatabase;
  /** pg-boss's schema for the process under test; dropped with the database. */
  queueSchema: string;
  /**
   * Ends the backends of the process under test (and no other test file's: they share the cluster),
   * those whose current statement contains `statementPart` when given; answers how many ended.
   */
  terminate(statementPart?: string): Promise<number>;
  /** Runs `fn` on the test's own connection, in a transaction rolled back afterwards (to hold locks). */
  holding<R>(lock: string, params: unknown[], fn: () => Promise<R>): Promise<R>;
  /** Our process's backends now: state, what they wait on and the statement. */
  backends(): Promise<{ state: string | null; wait_event_type: string | null; query: string }[]>;
}

/**
 * A schema of its own on the shared test cluster, whose pool names itself (application_name), so a
 * test can end exactly the process's connections from a connection of its own.
 */
export function taggedPostgres(url: string): TaggedPostgres {
  const tag = `faults_${randomBytes(5).toString('hex')}`;
  const queueSchema = `pgboss_${tag}`;
  const tagged = new URL(url);
  tagged.searchParams.set('application_name', tag);
  const admin = new pg.Client({ connectionString: url });
  const connected = admin.connect();
  const holder = new pg.Client({ connectionString: url, options: `-c search_path=${tag}` });
  const holderConnected = holder.connect();
  return {
    queueSchema,
    database: {
      name: 'PostgreSQL',
      async open() {
        await connected;
        await admin.query(`create schema ${tag}`);
        const db = await openPostgresDb({ connectionString: tagged.toString(), schema: tag });
        return {
          db,
          async dispose() {
            await db.close();
            await admin.query(`drop schema ${tag} cascade`);
            await admin.query(`drop schema if exists ${queueSchema} cascade`);
            await admin.end();
            await holderConnected;
            await holder.end();
          },
        };
      },
    },
    async terminate(statementPart) {
      await connected;
      // In the select list, not the where clause: there the planner may call it for every backend.
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and ($2::text is null or strpos(query, $2) > 0)`,
        [tag, statementPart ?? null],
      );
      return rows.filter((row) => row.ended).length;
    },
    async holding(lock, params, fn) {
      await holderConnected;
      await holder.query('begin');
      try {
        await holder.query(lock, params);
        return await fn();
      } finally {
        await holder.query('rollback');
      }
    },
    async backends() {
      await connected;
      return (await admin.query<{ state: string | null; wait_event_type: string | null; query: string }>('select state, wait_event_type, query from pg_stat_activity where application_name = $1', [tag])).rows;
    },
  };
}
