import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { openPgliteDb, pgliteAsDb } from '../platform/db/pglite-db';
import { seedDemoData } from '../seed/seed-demo';

export const TEST_BCRYPT_COST = 4;
/** Where every test clock starts, and the `now` the demo data is seeded at. */
export const TEST_EPOCH = '2026-03-01T09:00:00Z';

/** Migrates `db` and seeds the demo data as every API test starts: cheap bcrypt, the test epoch, no bulk contacts. */
export async function migrateAndSeed(db: Db) {
  await migrate(db);
  await seedDemoData(db, { bcryptCost: TEST_BCRYPT_COST, now: new Date(TEST_EPOCH), contacts: false });
}

/**
 * The data directory of a migrated, seeded PGlite, as one tarball. A new PGlite costs an initdb plus
 * every migration and the seed, several seconds on two busy cores; loading this dump costs a fraction
 * of that, so Vitest's global setup makes it once and every API test file starts from it (issue #16).
 */
export async function seededPgliteDump(): Promise<Uint8Array> {
  const pg = new PGlite();
  await pg.waitReady;
  await migrateAndSeed(pgliteAsDb(pg));
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  return new Uint8Array(await dump.arrayBuffer());
}

/** A seeded in-memory PGlite: from the global setup's dump when there is one, else migrated and seeded here. */
export async function openSeededPglite(dumpFile: string | undefined): Promise<Db> {
  if (dumpFile) return openPgliteDb(undefined, { loadDataDir: new Blob([readFileSync(dumpFile)]) });
  const db = await openPgliteDb();
  await migrateAndSeed(db);
  return db;
}
