import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin directory (as scripts/with-postgres.sh finds it), or undefined. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest ? join(root, newest, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ThrowawayPostgres {
  url: string;
  /** pg_ctl stop: 'fast' ends every session and shuts down cleanly; 'immediate' is a crash (recovery at the next start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its files. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, which it may stop and start: the shared TEST_DATABASE_URL
 * cluster serves other test files at the same time. Made as scripts/with-postgres.sh makes its one:
 * initdb as the postgres user when we are root (initdb refuses root), a free port, fsync off.
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const command = (tool: string, args: string[]) => {
    const [file, ...rest] = [...asOwner, join(bin, tool), ...args];
    return run(file ?? '', rest, { timeout: 60_000 });
  };
  const dir = mkdtempSync(join(tmpdir(), 'restart-pg-'));
  if (asOwner.length) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), Number((await run('id', ['-g', 'postgres'])).stdout.trim()));
  const data = join(dir, 'data');
  const port = await freePort();
  await command('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => {
    await command('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', '-o', options, 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await command('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async remove() {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
