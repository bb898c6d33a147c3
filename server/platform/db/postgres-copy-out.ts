import type pg from 'pg';

/**
 * The part of pg's connection a COPY needs: pg has no public COPY API, this is the hook pg-copy-streams
 * uses. pg-copy-streams itself was measured and left: its stream cost this process 2.5-3.0 s of CPU for
 * a million-row export against 1.8-1.9 s through this hook (docs/performance.md, Session 33 after the merges).
 */
interface CopyConnection {
  query(sql: string): void;
}

/** The messages of a query's answer a COPY's submittable hears and has nothing to do with. */
export const COPY_IGNORES = {
  handleCommandComplete: () => undefined,
  handleRowDescription: () => undefined,
  handleDataRow: () => undefined,
  handleEmptyQuery: () => undefined,
  handlePortalSuspended: () => undefined,
};

/**
 * Runs `copy` (a `COPY … TO STDOUT`) on `client` through pg's submittable interface, handing each
 * CopyData message's bytes to `take` as it arrives: PostgreSQL sends one message a row. Resolves at
 * ReadyForQuery; rejects with the server's error (pg does not call ReadyForQuery's handler after one)
 * or the connection's.
 */
export function copyOut(client: pg.ClientBase, copy: string, take: (bytes: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const submittable = {
      submit: (connection: CopyConnection) => connection.query(copy),
      handleCopyData: (message: { chunk: Buffer }) => take(message.chunk),
      handleError: reject,
      handleReadyForQuery: () => resolve(),
      ...COPY_IGNORES,
      handleCopyInResponse: () => undefined,
      handleCopyOutResponse: () => undefined,
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}
