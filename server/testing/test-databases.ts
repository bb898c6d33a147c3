import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';

export interface TestDatabase {
  name: string;
  /** A fresh, empty database; `dispose` closes it and removes what it created. */
  open(): Promise<{ db: Db; dispose(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: 'PGlite (memory)',
  async open() {
    const db = await openPgliteDb();
    return { db, dispose: () => db.close() };
  },
};

/** Each run gets its own schema, so parallel test files and repeated runs never see each other's rows. */
function postgres(connectionString: string): TestDatabase {
  return {
    name: 'PostgreSQL',
    async open() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const db = await openPostgresDb({ connectionString, schema });
      return {
        db,
        async dispose() {
          await db.close();
          await admin.query(`drop schema ${schema} cascade`);
          await admin.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (scripts/with-postgres.sh sets it). */
export const testDatabases: TestDatabase[] = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];
