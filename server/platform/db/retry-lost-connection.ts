import { isConnectionLost } from './database-unavailable';

/**
 * Runs a transaction again when its connection was lost (a terminated backend, a failover): the pool
 * opens a new one, and most often the second try just works. Only for transactions that change
 * nothing when run twice (moves guarded by the status they leave): one lost during COMMIT may have
 * committed. A database that stays away still rejects, after `attempts`.
 */
export async function retryWhenConnectionLost<R>(run: () => Promise<R>, attempts = 3, pauseMs = 100): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isConnectionLost(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}
