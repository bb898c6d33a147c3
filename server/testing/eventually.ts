/**
 * Reads until `done` holds, for up to `timeoutMs` of wall-clock time, and answers the last read.
 * A count of attempts is not a time: on a loaded machine every read is slower, and a loop of 100
 * reads gave up after 6 s while the provider was still on its way (a failed clean CI run).
 * The default stays under Vitest's 20 s test timeout so the failure names what was awaited; a wait
 * on a whole campaign or a queue's retries passes its own. A failure shows the last value read.
 */
export async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, { timeoutMs = 15_000, everyMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last value: ${shown(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}
