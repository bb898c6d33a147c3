import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededPgliteDump } from './seeded-pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, demo-seeded PGlite data directory (server/testing/seeded-pglite.ts). */
    seededPgliteDump: string;
  }
}

/** Makes the seeded PGlite once per run, for every API test file to load instead of migrating and seeding its own. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'console-tests-'));
  const file = join(folder, 'seeded-pglite.tar');
  writeFileSync(file, await seededPgliteDump());
  project.provide('seededPgliteDump', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
