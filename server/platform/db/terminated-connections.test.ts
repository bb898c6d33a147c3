import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { DatabaseUnavailableError } from './database-unavailable';
import { openPostgresDb } from './postgres-db';

const url = process.env.TEST_DATABASE_URL;

/**
 * pg_terminate_backend is PostgreSQL's; PGlite has no other backend to end. A pooled connection the
 * server ends emits 'error': unheard, that event used to throw out of the socket's handler and end
 * the whole process (the web server and its workers) when an idle or transaction client was ended.
 */
describe.skipIf(!url)('pooled connections PostgreSQL terminates', () => {
  const tag = `terminated_${randomBytes(4).toString('hex')}`;
  const warnings: string[] = [];
  let db: Db;
  let admin: pg.Client;
  const terminateOurs = async () => {
    // In the select list, not the where clause: there the planner may call it for every backend.
    const { rows } = await admin.query<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1', [tag]);
    return rows.filter((row) => row.ended).length;
  };

  beforeAll(async () => {
    const tagged = new URL(url ?? '');
    tagged.searchParams.set('application_name', tag);
    db = await openPostgresDb({ connectionString: tagged.toString(), logger: { warn: (_details, message) => warnings.push(message) } });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await db.close();
    await admin.end();
  });

  it('an idle pooled connection ended: the process lives on, says so, and the next query gets a fresh connection', async () => {
    await Promise.all([db.query('select pg_sleep(0.05)'), db.query('select pg_sleep(0.05)')]);
    expect(await terminateOurs()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warnings).toContain('a pooled database connection was lost');
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('a connection ended inside a transaction: the transaction rejects as the database unavailable, the process lives on', async () => {
    const ended = db.transaction(async (tx) => {
      await tx.query('select 1');
      await terminateOurs();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.query('select 2');
    });
    await expect(ended).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db.transaction((tx) => tx.query<{ two: number }>('select 2 as two'))).toEqual([{ two: 2 }]);
  });

  it('a connection ended while a transaction waits on a query: the query rejects as the database unavailable, and the process lives on', async () => {
    // Heard from the start: the query may reject while terminateOurs still waits on its own answer,
    // and a rejection nobody has heard by then is the very unhandled one this file guards against.
    const ended = expect(db.transaction((tx) => tx.query('select pg_sleep(5)'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await terminateOurs()).toBeGreaterThan(0);
    await ended;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db.query<{ three: number }>('select 3 as three')).toEqual([{ three: 3 }]);
  });
});
