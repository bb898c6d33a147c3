import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PgliteLike): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await target.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

/** The `Db` over a started PGlite instance; closing it closes the instance. */
export function pgliteAsDb(pg: PGlite): Db {
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    execMany: async (sql) => (await pg.exec(sql)).map((result) => ({ rows: result.rows })),
    // PGlite's COPY writes to a Blob it hands back, all of the statement's output at once.
    async copyCsv(select, take) {
      const { blob } = await pg.query(`copy (${select}) to '/dev/blob' with (format csv)`);
      if (blob) take(Buffer.from(await blob.arrayBuffer()));
    },
    async copyBinaryIn(target, data) {
      await pg.query(`copy ${target} from '/dev/blob' with (format binary)`, [], { blob: new Blob([data]) });
    },
  };
}

/**
 * Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). `loadDataDir` starts
 * from a dump of another instance's data directory instead of an empty cluster.
 */
export async function openPgliteDb(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pg.waitReady;
  return pgliteAsDb(pg);
}
