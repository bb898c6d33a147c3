import { spawn } from 'node:child_process';
import { postgresDatabase, type TestDatabase } from '../../server/testing/test-databases';

export interface BenchPostgres {
  url: string;
  /** A fresh schema per use, dropped on dispose. */
  database: TestDatabase;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise a throwaway cluster from scripts/with-postgres.sh, kept alive by
 * a command that waits on its stdin (closing it tears the cluster down). PGTEST_PORT picks its port. That
 * cluster loads pg_stat_statements, so a section can print what each statement cost (statement-stats.ts).
 */
export async function benchPostgres(): Promise<BenchPostgres> {
  let url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let stop = async () => undefined;
  if (!url) {
    const child = spawn('bash', ['scripts/with-postgres.sh', 'bash', '-c', 'echo "URL=$TEST_DATABASE_URL"; cat >/dev/null'], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, PGTEST_STATEMENT_STATS: '1' },
    });
    url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (data: Buffer) => {
        seen += data.toString('utf8');
        const match = /URL=(\S+)/.exec(seen);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`with-postgres.sh exited ${code}: ${seen}`)));
    });
    stop = () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve(undefined));
        child.stdin.end();
      });
  }
  return { url, database: postgresDatabase(url, 'bench'), stop };
}
