import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../platform/db/db';
import { openPgliteDb } from '../platform/db/pglite-db';
import { openPostgresDb } from '../platform/db/postgres-db';
import { openSeededPglite } from './seeded-pglite';

export interface OpenedDatabase {
  db: Db;
  /** Closes the database and removes what it created. */
  dispose(): Promise<void>;
}

export interface TestDatabase {
  name: string;
  /** A fresh, empty database. */
  open(): Promise<OpenedDatabase>;
  /** A migrated, demo-seeded database (`migrateAndSeed`), copied from a ready one where the database can. */
  openSeeded?(): Promise<OpenedDatabase>;
}

/** The seeded PGlite dump Vitest's global setup made (server/testing/global-setup.ts), if this is a Vitest run. */
async function seededDumpFile(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('seededPgliteDump');
}

const pglite: TestDatabase = {
  name: 'PGlite (memory)',
  async open() {
    const db = await openPgliteDb();
    return { db, dispose: () => db.close() };
  },
  async openSeeded() {
    const db = await openSeededPglite(await seededDumpFile());
    return { db, dispose: () => db.close() };
  },
};

/** Each open gets its own schema (`prefix_` and a random tail), so parallel test files and repeated runs never see each other's rows. */
export function postgresDatabase(connectionString: string, prefix = 'test'): TestDatabase {
  return {
    name: 'PostgreSQL',
    async open() {
      const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
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
export const testDatabases: TestDatabase[] = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgresDatabase(process.env.TEST_DATABASE_URL)] : [])];
