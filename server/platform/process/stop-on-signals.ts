import type { Logger } from 'pino';

/**
 * SIGINT/SIGTERM once: run the steps in order (stop taking work, let running work finish, close
 * the database), exit 0, or 1 when a step failed. `hardExitMs` bounds it so a deploy never hangs
 * on, say, a keep-alive connection.
 */
export function stopOnSignals(logger: Logger, steps: ReadonlyArray<() => unknown>, options: { hardExitMs?: number } = {}): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    if (options.hardExitMs) setTimeout(() => process.exit(0), options.hardExitMs).unref();
    steps
      .reduce<Promise<unknown>>((done, step) => done.then(step), Promise.resolve())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
