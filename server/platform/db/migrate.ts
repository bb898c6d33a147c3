import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^\d{3}_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 7_240_311;

/** Applies every `migrations/NNN_name.sql` not yet recorded in `schema_migrations`, in name order. Returns the names applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => FILE_NAME.test(name)).sort();
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  return db.transaction(async (tx) => {
    // Two servers starting against one PostgreSQL must not apply the same file twice.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
    const applied: string[] = [];
    for (const name of files.filter((file) => !done.has(file))) {
      await tx.exec(await readFile(`${dir}/${name}`, 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
