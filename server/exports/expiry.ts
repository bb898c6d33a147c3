import type { Logger } from 'pino';
import type { Db } from '../platform/db/db';
import { expireExportJobs } from './export-jobs-repo';

/** How often the sweep runs; a file is also checked on every list and download, so this only frees bytes. */
const SWEEP_MS = 60 * 60 * 1000;

/** Marks ready files past their day EXPIRED and removes their bytes, in one transaction. */
export const sweepExpiredExports = (db: Db, now: Date): Promise<number> => db.transaction((tx) => expireExportJobs(tx, now));

/** The hourly sweep of this process (every process may run it: the update claims each job once). Returns its stop. */
export function startExportSweep(db: Db, logger: Logger, now: () => Date = () => new Date()): () => void {
  const sweep = () =>
    sweepExpiredExports(db, now()).then(
      (count) => (count ? logger.info({ count }, 'expired downloads removed') : undefined),
      (error: unknown) => logger.error({ err: error }, 'download expiry sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
