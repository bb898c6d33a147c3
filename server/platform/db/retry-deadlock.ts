/** PostgreSQL's deadlock_detected: one of the transactions was rolled back and may simply run again. */
const DEADLOCK = '40P01';

const isDeadlock = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK;

/**
 * Runs a whole transaction again when PostgreSQL chose it as a deadlock's victim. Batched writes
 * (many recipients, then their campaign's counter rows) can meet in opposite order; the victim
 * wrote nothing, so running it again is safe.
 */
export async function retryOnDeadlock<R>(run: () => Promise<R>, attempts = 4): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt));
    }
  }
}
